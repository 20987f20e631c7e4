import { describe, expect, it } from 'vitest';
import { memoryTokenStore, Session, TokenError, type Tokens } from '../../client/index.js';

/**
 * The client's single-flight refresh (client/auth.ts) on its own: the token endpoint is a fetch function passed in
 * (the library takes one), answering after a delay so concurrent callers overlap, and counting what it was sent.
 */
function tokenEndpoint(answer: (refreshToken: string, n: number) => { status: number; body: object; headers?: Record<string, string> }) {
  const sent: string[] = [];
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const fetchFn: typeof fetch = async (input, init) => {
    expect(String(input)).toBe('https://convene.test/connect/oauth2/token');
    const form = new URLSearchParams(String(init?.body));
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('client_id')).toBe('test-app');
    const refreshToken = form.get('refresh_token')!;
    sent.push(refreshToken);
    await gate;
    const { status, body, headers } = answer(refreshToken, sent.length);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
  return {
    fetchFn,
    sent,
    /** Lets the answers go (the callers are all waiting by then). */
    open: () => release(),
    /** Holds the next answers again. */
    close: () => (gate = new Promise<void>((resolve) => (release = resolve))),
  };
}

const rotating = (refreshToken: string, n: number) => ({ status: 200, body: { access_token: `access-${n}`, refresh_token: `${refreshToken}>${n}`, expires_in: 600 } });

function session(fetchFn: typeof fetch, tokens: Tokens | null) {
  const store = memoryTokenStore(tokens);
  const s = new Session({ url: 'https://convene.test/connect/oauth2/token', clientId: 'test-app', fetch: fetchFn }, store);
  const changes: Array<Tokens | null> = [];
  s.onChange((t) => changes.push(t));
  return { s, store, changes };
}

const stale: Tokens = { access_token: 'access-0', refresh_token: 'refresh-0', expires_at: Date.now() - 1000 };

describe('client session: single-flight token refresh', () => {
  it('sends one refresh for concurrent callers that find the access token expired, and gives them all its answer', async () => {
    const endpoint = tokenEndpoint(rotating);
    const { s, store, changes } = session(endpoint.fetchFn, stale);
    const callers = Promise.all(Array.from({ length: 8 }, () => s.accessToken()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    endpoint.open();
    expect(await callers).toEqual(Array(8).fill('access-1'));
    expect(endpoint.sent).toEqual(['refresh-0']);
    expect(store.load()).toMatchObject({ access_token: 'access-1', refresh_token: 'refresh-0>1' });
    expect(changes).toHaveLength(1);
    // Valid now: no further refresh.
    expect(await s.accessToken()).toBe('access-1');
    expect(endpoint.sent).toHaveLength(1);
  });

  it('presents the rotated refresh token next time, never the used one', async () => {
    const endpoint = tokenEndpoint(rotating);
    endpoint.open();
    const { s } = session(endpoint.fetchFn, stale);
    await s.refresh();
    await s.refresh();
    expect(endpoint.sent).toEqual(['refresh-0', 'refresh-0>1']);
  });

  it('answers a caller whose refused token was already replaced with the new one, without a second refresh', async () => {
    const endpoint = tokenEndpoint(rotating);
    endpoint.open();
    const { s } = session(endpoint.fetchFn, { ...stale, expires_at: Date.now() + 600_000 });
    // Two calls were refused with access-0: the first renews it, the second finds it renewed already.
    const first = await s.refresh('access-0');
    const second = await s.refresh('access-0');
    expect(first.access_token).toBe('access-1');
    expect(second.access_token).toBe('access-1');
    expect(endpoint.sent).toHaveLength(1);
  });

  it('ends the login for every waiting caller when the refresh token is refused, and keeps it through an outage', async () => {
    const refused = tokenEndpoint(() => ({ status: 400, body: { error: 'invalid_grant', error_description: 'Refresh token revoked.' } }));
    const { s, store, changes } = session(refused.fetchFn, stale);
    const callers = Promise.allSettled(Array.from({ length: 4 }, () => s.refresh()));
    refused.open();
    const results = await callers;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(TokenError);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ status: 400, error: 'invalid_grant' });
    expect(refused.sent).toHaveLength(1);
    expect(store.load()).toBeNull();
    expect(changes).toEqual([null]);
    await expect(s.accessToken()).resolves.toBeNull();

    const outage = tokenEndpoint(() => ({ status: 503, body: { error: 'temporarily_unavailable' }, headers: { 'retry-after': '7' } }));
    const kept = session(outage.fetchFn, stale);
    outage.open();
    await expect(kept.s.refresh()).rejects.toMatchObject({ status: 503, retryAfter: 7 });
    expect(kept.store.load()).toEqual(stale);
    // The next call tries again (the failed flight is not kept).
    outage.close();
    const again = kept.s.refresh().catch((err: unknown) => err);
    outage.open();
    expect(await again).toBeInstanceOf(TokenError);
    expect(outage.sent).toHaveLength(2);
  });
});
