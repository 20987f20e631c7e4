import { useSignal, type Signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { convene, onLive, realtime } from '../session.ts';
import { t } from '../i18n/index.ts';

/**
 * Whether `userId` has a socket connected on some node: null until known. The screen seeds it from its own read of
 * `GET /connect/users/{id}` (`online`); `presence` pushes change it live (the server sends them to users who share a
 * chat), and after every reconnect it is read again, since pushes missed while offline are not replayed.
 */
export function usePresence(userId: number): Signal<boolean | null> {
  const online = useSignal<boolean | null>(null);
  useEffect(() => {
    online.value = null;
    const read = () =>
      void convene.rest.GET('/connect/users/{user_id}', { params: { path: { user_id: userId } } }).then(({ data }) => {
        if (data) online.value = data.online;
      });
    const offs = [
      realtime().on('presence', (p) => {
        if (p.user_id === userId) online.value = p.online;
      }),
      onLive(read),
    ];
    return () => offs.forEach((off) => off());
  }, [userId]);
  return online;
}

/** "Online" or "Offline", with a dot that only repeats the words. */
export function Presence({ online }: { online: boolean | null }) {
  if (online === null) return null;
  return (
    <p class={online ? 'presence online' : 'presence offline'} data-testid="presence">
      <span class="dot" aria-hidden="true" />
      {online ? t('presence:online') : t('presence:offline')}
    </p>
  );
}
