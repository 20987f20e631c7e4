import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/openapi.js';
import type { Session } from './auth.js';

export type ConveneRest = Client<paths>;

/**
 * Typed REST calls (paths and bodies from the OpenAPI document) that carry the session's access token, and that
 * refresh it once and repeat the call when the server answers 401 (the token expired between check and use).
 */
export function createRest(baseUrl: string, session: Session, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): ConveneRest {
  const authed = async (request: Request): Promise<Response> => {
    // Kept before the first send: a request's body can be read once.
    const again = request.clone();
    const token = await session.accessToken().catch(() => session.tokens?.access_token ?? null);
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    const res = await fetchImpl(request);
    if (res.status !== 401 || !token) return res;
    let fresh: string;
    try {
      fresh = (await session.refresh(token)).access_token;
    } catch {
      return res;
    }
    again.headers.set('authorization', `Bearer ${fresh}`);
    return fetchImpl(again);
  };
  return createClient<paths>({ baseUrl, fetch: authed });
}
