/**
 * Tokens of one login: the access token used on every call and the refresh token that renews it. A refresh is
 * single flight: concurrent calls that find the access token stale (or answered 401) share one refresh request, so a
 * rotated refresh token is never presented twice (Convene revokes the whole family when a dead one comes back).
 */
export interface Tokens {
  access_token: string;
  refresh_token: string;
  /** Epoch milliseconds after which the access token is no longer accepted. */
  expires_at: number;
}

/** Where tokens live between page loads (localStorage in a browser, memory or a file in Node). */
export interface TokenStore {
  load(): Tokens | null;
  save(tokens: Tokens | null): void;
}

export function memoryTokenStore(initial: Tokens | null = null): TokenStore {
  let tokens = initial;
  return { load: () => tokens, save: (next) => void (tokens = next) };
}

/** The RFC 6749 answer of the token endpoint, refused. */
export class TokenError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string | undefined,
    readonly retryAfter: number | undefined,
  ) {
    super(description ?? error);
    this.name = 'TokenError';
  }
}

export interface TokenEndpoint {
  /** `{connect_url}/oauth2/token` */
  url: string;
  clientId: string;
  clientSecret?: string;
  fetch: typeof fetch;
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export async function requestTokens(endpoint: TokenEndpoint, grant: Record<string, string>): Promise<Tokens> {
  const body = new URLSearchParams({ ...grant, client_id: endpoint.clientId });
  if (endpoint.clientSecret !== undefined) body.set('client_secret', endpoint.clientSecret);
  const res = await endpoint.fetch(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  const json = (await res.json().catch(() => ({}))) as Partial<TokenAnswer> & { error?: string; error_description?: string };
  if (!res.ok || typeof json.access_token !== 'string' || typeof json.refresh_token !== 'string') {
    const retry = Number(res.headers.get('retry-after'));
    throw new TokenError(res.status, json.error ?? 'invalid_response', json.error_description, Number.isFinite(retry) && retry > 0 ? retry : undefined);
  }
  return { access_token: json.access_token, refresh_token: json.refresh_token, expires_at: Date.now() + (json.expires_in ?? 0) * 1000 };
}

/** Holds the tokens of one login and renews them, one refresh at a time. */
export class Session {
  private refreshing: Promise<Tokens> | null = null;
  private readonly listeners = new Set<(tokens: Tokens | null) => void>();

  constructor(
    private readonly endpoint: TokenEndpoint,
    private readonly store: TokenStore,
    /** Renew this long before the access token expires (clock skew, a slow network). */
    private readonly marginMs = 30_000,
  ) {}

  get tokens(): Tokens | null {
    return this.store.load();
  }

  /** Called with the new tokens after every login, refresh and logout (null). */
  onChange(listener: (tokens: Tokens | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(tokens: Tokens | null): void {
    this.store.save(tokens);
    for (const listener of this.listeners) listener(tokens);
  }

  /** A usable access token, refreshed first when it is about to expire; null when logged out. */
  async accessToken(): Promise<string | null> {
    const tokens = this.store.load();
    if (!tokens) return null;
    if (tokens.expires_at - this.marginMs > Date.now()) return tokens.access_token;
    return (await this.refresh(tokens.access_token)).access_token;
  }

  /**
   * Renews the tokens. `stale` is the access token the caller saw refused: when another call already replaced it,
   * the new one is returned without a second refresh.
   */
  refresh(stale?: string): Promise<Tokens> {
    const current = this.store.load();
    if (!current) return Promise.reject(new TokenError(401, 'invalid_grant', 'Not logged in.', undefined));
    if (stale !== undefined && current.access_token !== stale && current.expires_at - this.marginMs > Date.now()) return Promise.resolve(current);
    if (!this.refreshing) {
      this.refreshing = requestTokens(this.endpoint, { grant_type: 'refresh_token', refresh_token: current.refresh_token })
        .then((tokens) => {
          this.set(tokens);
          return tokens;
        })
        .catch((err: unknown) => {
          // A refused refresh token (revoked, expired, rotated elsewhere) ends the login; an outage keeps it.
          if (err instanceof TokenError && err.status === 400) this.set(null);
          throw err;
        })
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }
}
