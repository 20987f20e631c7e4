/**
 * What this node last saw of the providers that reach people (mail, SMS): `failing` from a failed send until the
 * next one succeeds. `/readyz` shows it in its details and as `degraded`, never as unready: a node whose mail or
 * SMS provider fails still serves everything else, and mail waits in the outbox (issue 46).
 */
export type ProviderName = 'mail' | 'sms';

export interface ProviderState {
  status: 'ok' | 'failing';
  /** When it started failing (ISO), while it fails. */
  since?: string;
  /** The last failure in a few words (never an address, a code or a key). */
  reason?: string;
}

export interface ProviderHealth {
  ok(name: ProviderName): void;
  failed(name: ProviderName, reason: string): void;
  /** Only the providers that have been used on this node. */
  state(): Partial<Record<ProviderName, ProviderState>>;
}

export function createProviderHealth(): ProviderHealth {
  const states = new Map<ProviderName, ProviderState>();
  return {
    ok(name) {
      states.set(name, { status: 'ok' });
    },
    failed(name, reason) {
      const before = states.get(name);
      states.set(name, { status: 'failing', since: before?.status === 'failing' && before.since ? before.since : new Date().toISOString(), reason: reason.slice(0, 200) });
    },
    state: () => Object.fromEntries(states),
  };
}
