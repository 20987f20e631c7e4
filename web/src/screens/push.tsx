import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { ErrorNote } from './ui.tsx';
import { t } from '../i18n/index.ts';

type SubscriptionBody = components['schemas']['PushSubscription'];

/** Web Push needs a service worker, the Push API and notifications; a browser without one of them gets no control. */
const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as `pushManager.subscribe` takes it (base64url of the uncompressed P-256 point, 65 bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** `PushSubscription.toJSON()` as the server's `POST /connect/push/subscriptions` takes it. */
function body(sub: PushSubscription): SubscriptionBody {
  const json = sub.toJSON();
  return { endpoint: json.endpoint ?? sub.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Once a page load: a browser already subscribed is sent to the server again (it refreshes the keys; 200). */
let resent = false;

/**
 * "Enable notifications": chat messages that arrive while no socket of the user is connected are pushed through the
 * service worker (web/public/sw.js shows them). Reads the server's VAPID key, subscribes the browser with it and
 * sends the subscription to the server; hidden when the browser cannot push or the server gives no key.
 */
export function PushControl() {
  const state = useSignal<'unknown' | 'hidden' | 'off' | 'on' | 'denied' | 'working'>('unknown');
  const key = useSignal('');
  const notice = useSignal('');
  const error = useSignal('');

  useEffect(() => {
    if (!supported()) {
      state.value = 'hidden';
      return;
    }
    void (async () => {
      const { data } = await convene.rest.GET('/connect/push/vapid-public-key', {});
      if (!data?.key) {
        state.value = 'hidden';
        return;
      }
      key.value = data.key;
      if (Notification.permission === 'denied') {
        state.value = 'denied';
        return;
      }
      const existing = await (await navigator.serviceWorker.getRegistration('/app/'))?.pushManager.getSubscription();
      if (existing && !resent) {
        resent = true;
        await convene.rest.POST('/connect/push/subscriptions', { body: body(existing) });
      }
      state.value = existing ? 'on' : 'off';
    })().catch(() => (state.value = 'hidden'));
  }, []);

  async function enable() {
    error.value = '';
    notice.value = '';
    state.value = 'working';
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      state.value = permission === 'denied' ? 'denied' : 'off';
      return;
    }
    let sub: PushSubscription;
    try {
      const reg = await registration();
      sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.value) });
    } catch (err) {
      // No push service reachable (some browsers, headless ones, private windows): nothing was sent to the server.
      error.value = t('push:subscribe_failed', { reason: (err as Error).message });
      state.value = 'off';
      return;
    }
    const { response } = await convene.rest.POST('/connect/push/subscriptions', { body: body(sub) });
    if (!response.ok) {
      await sub.unsubscribe().catch(() => undefined);
      error.value = t('push:not_accepted');
      state.value = 'off';
      return;
    }
    state.value = 'on';
    notice.value = t('push:turned_on');
  }

  async function disable() {
    error.value = '';
    notice.value = '';
    state.value = 'working';
    const sub = await (await registration()).pushManager.getSubscription();
    if (sub) {
      const { response } = await convene.rest.DELETE('/connect/push/subscriptions', { body: { endpoint: sub.endpoint } });
      if (!response.ok) {
        error.value = t('push:turn_off_failed');
        state.value = 'on';
        return;
      }
      await sub.unsubscribe().catch(() => undefined);
    }
    state.value = 'off';
    notice.value = t('push:turned_off');
  }

  const s = state.value;
  if (s === 'unknown' || s === 'hidden') return null;
  return (
    <div class="push" data-testid="push">
      {s === 'denied' ? (
        <p class="meta">{t('push:blocked')}</p>
      ) : s === 'on' ? (
        <p>
          {t('push:on')}{' '}
          <button type="button" class="link" onClick={() => void disable()}>
            {t('push:turn_off')}
          </button>
        </p>
      ) : (
        <>
          <button type="button" class="secondary" disabled={s === 'working'} onClick={() => void enable()}>
            {t('push:enable')}
          </button>
          <p class="meta">{t('push:explain')}</p>
        </>
      )}
      <p role="status">{notice.value}</p>
      <ErrorNote message={error.value} />
    </div>
  );
}
