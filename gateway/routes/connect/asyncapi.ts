import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { publicBase } from '../../envelopes.js';

/** (host, secure) → the AsyncAPI document; realtime/asyncapi.ts builds it from the event catalogue. */
export type AsyncApiBuilder = (host: string, secure: boolean) => object;

const asyncApiDocument = z.object({ asyncapi: z.literal('3.0.0') }).catchall(z.unknown()).openapi('AsyncApiDocument');

/** `GET {connect_url}/asyncapi.json`: the Socket.IO events, both directions, with payloads and acknowledgements. */
export function asyncApiRoutes(routes: Routes, build: AsyncApiBuilder): void {
  const cache = new Map<string, object>();
  routes.add({
    method: 'get',
    path: '/asyncapi.json',
    summary: 'AsyncAPI 3.0 document of the realtime (Socket.IO) events',
    description: 'Every client → server event with its payload and acknowledgement, and every server → client push, at `/connect/socket.io`.',
    operationId: 'getAsyncApiDocument',
    tags: ['Realtime'],
    auth: 'none',
    responses: { 200: { description: 'The AsyncAPI document', schema: asyncApiDocument } },
    handler({ req }) {
      const url = new URL(publicBase(routes.ctx.config, req));
      const key = `${url.protocol}//${url.host}`;
      let document = cache.get(key);
      if (!document) {
        document = build(url.host, url.protocol === 'https:');
        if (cache.size < 16) cache.set(key, document);
      }
      return { body: document as z.input<typeof asyncApiDocument>, headers: { 'Cache-Control': 'public, max-age=300' } };
    },
  });
}
