import { memoryTokenStore, requestTokens, Session, TokenError, type TokenStore, type Tokens } from './auth.js';
import { createRest, type ConveneRest } from './rest.js';
import { Realtime, RealtimeError, type RealtimeOptions } from './realtime.js';

export { Session, TokenError, memoryTokenStore, Realtime, RealtimeError };
export type { TokenStore, Tokens, ConveneRest, RealtimeOptions };
export type { ConnectionState, RealtimeEvents, LivefeedMessage, ChatMessage, AckError, AckData, ClientEvents, ServerEvents } from './realtime.js';
export type { paths, components } from './generated/openapi.js';

export interface ConveneOptions {
  /** The server's origin (`PUBLIC_URL`), e.g. `https://events.example.com`; '' in a page served by Convene. */
  baseUrl: string;
  clientId: string;
  /** Confidential clients only; a browser app is a public client. */
  clientSecret?: string;
  store?: TokenStore;
  fetch?: typeof fetch;
}

/** The Convene client: login by code, typed REST calls with token refresh, and a realtime connection. */
export interface Convene {
  readonly session: Session;
  readonly rest: ConveneRest;
  /** Sends a login code by SMS; resolves with when another may be asked for (seconds). */
  requestCode(mobile: string): Promise<{ mobile: string; expires_in: number; retry_after: number }>;
  /** Logs in with the code; `eventId` binds the token to an event (attendees), omitted for organizers. */
  login(input: { mobile: string; code: string; eventId?: number }): Promise<Tokens>;
  /** Revokes the refresh token (and with it the login's sockets) and forgets the tokens. */
  logout(): Promise<void>;
  realtime(options?: Omit<RealtimeOptions, 'url' | 'session'>): Realtime;
}

export function createConvene(options: ConveneOptions): Convene {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/$/, '');
  const endpoint = { url: `${base}/connect/oauth2/token`, clientId: options.clientId, clientSecret: options.clientSecret, fetch: fetchImpl };
  const session = new Session(endpoint, options.store ?? memoryTokenStore());
  const rest = createRest(base, session, fetchImpl);
  return {
    session,
    rest,
    async requestCode(mobile) {
      const res = await fetchImpl(`${base}/connect/mobile/verification-codes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ mobile }),
      });
      const body = (await res.json().catch(() => ({}))) as { data?: { mobile: string; expires_in: number; retry_after: number }; errors?: Array<{ code: string; message: string }> };
      if (!res.ok || !body.data) {
        const first = body.errors?.[0];
        throw new RealtimeError({ code: first?.code ?? `http_${res.status}`, message: first?.message ?? res.statusText, retry_after: Number(res.headers.get('retry-after')) || undefined });
      }
      return body.data;
    },
    async login({ mobile, code, eventId }) {
      const grant: Record<string, string> = eventId === undefined
        ? { grant_type: 'mobile_verification', mobile, mobile_verification_code: code }
        : { grant_type: 'event_mobile_verification', mobile, mobile_verification_code: code, event_id: String(eventId) };
      const tokens = await requestTokens(endpoint, grant);
      session.set(tokens);
      return tokens;
    },
    async logout() {
      const tokens = session.tokens;
      session.set(null);
      if (!tokens) return;
      const body = new URLSearchParams({ token: tokens.refresh_token, client_id: options.clientId });
      if (options.clientSecret !== undefined) body.set('client_secret', options.clientSecret);
      await fetchImpl(`${base}/connect/oauth2/revoke`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }).catch(() => undefined);
    },
    realtime(extra = {}) {
      return new Realtime({ fetch: fetchImpl, ...extra, url: base || ((globalThis as { location?: { origin: string } }).location?.origin ?? ""), session });
    },
  };
}
