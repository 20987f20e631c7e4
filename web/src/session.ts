import { signal, computed } from '@preact/signals';
import { createConvene, type ConnectionState, type Tokens, type TokenStore, type Realtime } from '../../client/index.ts';

/** Tokens kept in localStorage so a reload keeps the login (the refresh token rotates on every use). */
const storageKey = 'convene.tokens';
const store: TokenStore = {
  load() {
    try {
      const raw = localStorage.getItem(storageKey);
      return raw ? (JSON.parse(raw) as Tokens) : null;
    } catch {
      return null;
    }
  },
  save(tokens) {
    if (tokens) localStorage.setItem(storageKey, JSON.stringify(tokens));
    else localStorage.removeItem(storageKey);
  },
};

/** The web app is Convene's public OAuth client (WEB_CLIENT_ID, default `convene-web`): no secret in a browser. */
const clientId = document.querySelector<HTMLMetaElement>('meta[name="convene-client-id"]')?.content || 'convene-web';
export const convene = createConvene({ baseUrl: '', clientId, store });

export const tokens = signal<Tokens | null>(store.load());
convene.session.onChange((next) => (tokens.value = next));

/** Claims of the access token (read for display and routing only; the server checks them). */
export const claims = computed(() => {
  const token = tokens.value?.access_token;
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string; event_id?: number; role?: string };
    return { userId: Number(payload.sub), eventId: payload.event_id ?? null, role: payload.role ?? 'user' };
  } catch {
    return null;
  }
});

let live: Realtime | null = null;
/** Whether `live` was opened for a login bound to no event (an organizer's own: the console, the door, moderation). */
let liveUnbound = false;
export const connection = signal<string>('offline');

/**
 * The one realtime connection of the login. A login bound to no event has no live feed (`sync` answers it empty), so
 * its connection starts the feed at 0 instead of reading the feed's newest item over REST (refused for such a login);
 * should the login then become an event-bound one, a new connection is opened that anchors the feed as usual.
 */
export function realtime(): Realtime {
  const unbound = claims.value !== null && claims.value.eventId === null;
  if (live && liveUnbound && !unbound) {
    live.close();
    live = null;
  }
  if (!live) {
    liveUnbound = unbound;
    live = convene.realtime(unbound ? { cursors: { livefeed_after: 0 } } : {});
    live.on('state', (state: string) => (connection.value = state));
    live.connect();
  }
  return live;
}

/**
 * Runs `fn` every time the realtime connection becomes live (connected, authenticated and synced): after the first
 * connection and after every reconnect, when what the socket had joined is gone and pushes may have been missed.
 * With `now`, also at once when it is live already. Returns the unsubscribe.
 */
export function onLive(fn: () => void, now = false): () => void {
  const live = realtime();
  if (now && live.connectionState === 'live') fn();
  return live.on('state', (state: ConnectionState) => {
    if (state === 'live') fn();
  });
}

export async function logout(): Promise<void> {
  live?.close();
  live = null;
  await convene.logout();
  location.hash = '#/login';
}
