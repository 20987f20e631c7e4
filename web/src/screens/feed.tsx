import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { LivefeedMessage } from '../../../client/index.ts';
import { convene, realtime } from '../session.ts';
import { Avatar, fullName, when, ErrorNote } from './ui.tsx';
import { t } from '../i18n/index.ts';

/** The event's live feed: newest first, live over the socket, posting through it (retried until acknowledged). */
export function Feed() {
  const items = useSignal<LivefeedMessage[]>([]);
  const text = useSignal('');
  const error = useSignal('');

  useEffect(() => {
    const add = (item: LivefeedMessage) => {
      if (items.value.some((m) => m.id === item.id)) return;
      items.value = [...items.value, item].sort((a, b) => b.id - a.id);
    };
    void convene.rest.GET('/connect/livefeed/messages', { params: { query: { page_size: 50 } } }).then(({ data }) => {
      for (const item of data?._embedded.livefeed_message ?? []) add(item);
    });
    const live = realtime();
    const offMessage = live.on('livefeed:message', add);
    const offDeleted = live.on('livefeed:deleted', ({ id }: { id: number }) => (items.value = items.value.filter((m) => m.id !== id)));
    return () => {
      offMessage();
      offDeleted();
    };
  }, []);

  async function post(e: Event) {
    e.preventDefault();
    const message = text.value.trim();
    if (!message) return;
    error.value = '';
    text.value = '';
    try {
      await realtime().postToFeed(message);
    } catch (err) {
      error.value = (err as Error).message;
      text.value = message;
    }
  }

  return (
    <section aria-labelledby="feed-title">
      <h2 id="feed-title">{t('feed:title')}</h2>
      <form onSubmit={post} class="composer">
        <label class="sr-only" for="feed-text">
          {t('feed:your_post')}
        </label>
        <input id="feed-text" maxLength={2000} placeholder={t('feed:placeholder')} value={text.value} onInput={(e) => (text.value = e.currentTarget.value)} />
        <button type="submit">{t('feed:post')}</button>
      </form>
      <ErrorNote message={error.value} />
      <ul class="list" aria-live="polite">
        {items.value.map((m) => (
          <li key={m.id} class="item">
            <Avatar user={m.user} />
            <div>
              <p class="meta">
                <a href={`#/people/${m.user.id}`}>
                  <bdi>{fullName(m.user)}</bdi>
                </a>
                {' · '}
                <bdi data-testid="feed-time">{when(m.created_at)}</bdi>
              </p>
              <p dir="auto">{m.message}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
