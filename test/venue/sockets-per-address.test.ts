import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime } from '../../realtime/server.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { createUser, tokenFor } from '../helpers/factories.js';
import { closeAllSockets, connectSocket, eventually } from '../helpers/sockets.js';

/**
 * A venue is one address (issue 21): open sockets of signed-in users count against their users only; the per-address
 * ceiling (`SOCKETS_PER_ADDRESS`, scaled down to 3 here) covers only connections whose token is not yet checked.
 * Every connection here comes from 127.0.0.1, an untrusted address.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    attachments: [attachRealtime],
    env: { SOCKETS_PER_ADDRESS: '3', SOCKETS_PER_USER: '2', REDIS_KEY_PREFIX: `venue-sockets-${Date.now()}:` },
  });
}, 60_000);
afterAll(async () => {
  closeAllSockets();
  await server.stop();
});
afterEach(() => closeAllSockets());

/**
 * A raw Engine.IO connection that asks for the main namespace without a token and stays open after the refusal (as a
 * flood would): resolves with the Socket.IO packet the server answered (`44{...}`: connect_error).
 */
function rawTokenless(opened: WebSocket[]): Promise<{ code: string; message: string }> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/connect/socket.io/?EIO=4&transport=websocket`);
  opened.push(ws);
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = String(data);
      if (text.startsWith('0')) ws.send('40{}');
      else if (text.startsWith('44')) resolve((JSON.parse(text.slice(2)) as { data: { code: string; message: string } }).data);
      else if (text === '2') ws.send('3');
    });
  });
}

describe('SOCKETS_PER_ADDRESS caps only connections not yet admitted', () => {
  it('more signed-in sockets than SOCKETS_PER_ADDRESS from one untrusted address all connect; token-less ones do not', async () => {
    // A hall in miniature: 5 people with 2 devices each, 10 sockets against a per-address ceiling of 3.
    const tokens = await Promise.all(Array.from({ length: 5 }, async () => tokenFor(server.ctx, await createUser(server.ctx))));
    // One after another: each waits for admission alone (connections waiting at once are what the ceiling counts).
    const sockets = [];
    for (const token of tokens) sockets.push(await connectSocket(server, token), await connectSocket(server, token, { transports: ['polling'] }));
    expect(sockets.every((s) => s.connected)).toBe(true);
    // Connected ones hold no point of the address's: more still connect.
    const late = await connectSocket(server, await tokenFor(server.ctx, await createUser(server.ctx)));
    expect(late.connected).toBe(true);
    // The per-user cap still applies (SOCKETS_PER_USER=2).
    await expect(connectSocket(server, tokens[0])).rejects.toMatchObject({ message: 'too_many_sockets' });
    // Token-less attempts are refused, however many signed-in sockets are open.
    for (let i = 0; i < 5; i++) await expect(connectSocket(server, undefined)).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('connections left waiting without a token fill the ceiling (too_many_sockets), and give their places back when they close', async () => {
    const opened: WebSocket[] = [];
    try {
      const first = await Promise.all([rawTokenless(opened), rawTokenless(opened), rawTokenless(opened)]);
      expect(first.map((r) => r.code)).toEqual(['unauthorized', 'unauthorized', 'unauthorized']);
      // Three connections from the address wait (refused, still open): the next one is not even checked.
      const over = await rawTokenless(opened);
      expect(over.code).toBe('too_many_sockets');
      expect(over.message).toMatch(/3 connections per address may wait for admission/);
      // While they hold the ceiling a new connection from the address waits its turn too, signed in or not.
      const token = await tokenFor(server.ctx, await createUser(server.ctx));
      await expect(connectSocket(server, token)).rejects.toMatchObject({ message: 'too_many_sockets' });
      for (const ws of opened) ws.close();
      // Closed: their places are back.
      await eventually(async () => {
        const socket = await connectSocket(server, token);
        expect(socket.connected).toBe(true);
      });
      await expect(connectSocket(server, undefined)).rejects.toMatchObject({ message: 'unauthorized' });
    } finally {
      for (const ws of opened) ws.terminate();
    }
  });
});
