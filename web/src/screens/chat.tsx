import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { ChatMessage, components } from '../../../client/index.ts';
import { claims, convene, realtime } from '../session.ts';
import { Avatar, fullName, when, ErrorNote } from './ui.tsx';
import { Presence, usePresence } from './presence.tsx';
import { PushControl } from './push.tsx';
import { ReportMessage } from './safety.tsx';
import { t } from '../i18n/index.ts';
import { formatNumber } from '../i18n/format.ts';

type ChatItem = components['schemas']['Chat'];

/** The caller's chats, latest activity first, with unread counts. */
export function Chats() {
  const chats = useSignal<ChatItem[]>([]);
  useEffect(() => {
    const load = () => void convene.rest.GET('/connect/chats', {}).then(({ data }) => (chats.value = data?._embedded.chat ?? []));
    load();
    const off = realtime().on('chat:message', load);
    return off;
  }, []);
  return (
    <section aria-labelledby="chats-title">
      <h2 id="chats-title">{t('common:nav_chats')}</h2>
      <PushControl />
      {chats.value.length === 0 ? <p>{t('chat:none')}</p> : null}
      <ul class="list">
        {chats.value.map((c) => (
          <li key={c.id} class="item">
            <Avatar user={c.user} />
            <div>
              <a href={`#/chat/${c.user.id}`}>
                <bdi>{fullName(c.user)}</bdi>
              </a>
              <p class="meta" dir="auto">
                {c.last_message?.message ?? ''}
              </p>
            </div>
            {c.unread > 0 ? <span class="badge" aria-label={t('chat:unread', { count: c.unread })}>
                {formatNumber(c.unread)}
              </span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One chat: whether the other is online, live messages, typing, and "Seen" once the other has read the last message sent. */
export function Chat({ userId }: { userId: number }) {
  const me = claims.value?.userId;
  const messages = useSignal<ChatMessage[]>([]);
  const other = useSignal<components['schemas']['PublicUser'] | null>(null);
  const online = usePresence(userId);
  const chatId = useSignal<number | null>(null);
  const otherRead = useSignal(0);
  const typing = useSignal(false);
  const text = useSignal('');
  const error = useSignal('');
  const lastTyping = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const markRead = () => {
    if (chatId.value !== null) void realtime().request('chat:read', { chat_id: chatId.value }).catch(() => undefined);
  };

  useEffect(() => {
    const live = realtime();
    const add = (m: ChatMessage) => {
      const mine = m.from === me && m.to === userId;
      const theirs = m.from === userId && m.to === me;
      if (!mine && !theirs) return;
      chatId.value = m.chat_id;
      if (!messages.value.some((x) => x.id === m.id)) messages.value = [...messages.value, m].sort((a, b) => a.id - b.id);
      if (theirs) {
        typing.value = false;
        markRead();
      }
    };
    void convene.rest.GET('/connect/users/{user_id}', { params: { path: { user_id: userId } } }).then(({ data }) => {
      other.value = data ?? null;
      if (data) online.value = data.online;
    });
    void convene.rest.GET('/connect/users/{user_id}/messages', { params: { path: { user_id: userId }, query: { page_size: 100 } } }).then(({ data }) => {
      for (const m of data?._embedded.chat_message ?? []) add(m);
      markRead();
    });
    void convene.rest.GET('/connect/chats', {}).then(({ data }) => {
      const chat = data?._embedded.chat.find((c) => c.user.id === userId);
      if (chat?.other_last_read_id) otherRead.value = chat.other_last_read_id;
    });
    const offs = [
      live.on('chat:message', add),
      live.on('chat:updated', (m: ChatMessage) => (messages.value = messages.value.map((x) => (x.id === m.id ? m : x)))),
      live.on('chat:typing', (p: { chat_id: number; from: number }) => {
        if (p.from !== userId) return;
        typing.value = true;
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => (typing.value = false), 3000);
      }),
      live.on('chat:read', (p: { chat_id: number; user_id: number; last_read_id: number }) => {
        if (p.user_id === userId) otherRead.value = Math.max(otherRead.value, p.last_read_id);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [userId]);

  function onInput(value: string) {
    text.value = value;
    // At most one typing signal a second (the server passes on one a second per socket anyway).
    if (chatId.value !== null && Date.now() - lastTyping.current > 1000) {
      lastTyping.current = Date.now();
      void realtime().request('chat:typing', { to: userId }).catch(() => undefined);
    }
  }

  async function send(e: Event) {
    e.preventDefault();
    const message = text.value;
    if (!message.trim()) return;
    text.value = '';
    error.value = '';
    try {
      const sent = await realtime().sendChat(userId, message);
      chatId.value = sent.chat_id;
      if (!messages.value.some((x) => x.id === sent.id)) messages.value = [...messages.value, sent].sort((a, b) => a.id - b.id);
    } catch (err) {
      error.value = (err as Error).message;
      text.value = message;
    }
  }

  const lastMine = [...messages.value].reverse().find((m) => m.from === me);
  return (
    <section aria-labelledby="chat-title" class="chat">
      <div class="chat-header">
        <h2 id="chat-title">{other.value ? <bdi>{fullName(other.value)}</bdi> : t('chat:title')}</h2>
        <Presence online={online.value} />
      </div>
      <ol class="messages" aria-live="polite">
        {messages.value.map((m) => (
          <li key={m.id} class={m.from === me ? 'mine' : 'theirs'}>
            <p dir="auto">{m.deleted ? <em>{t('chat:deleted')}</em> : m.message}</p>
            <p class="meta">
              <bdi>{when(m.created_at)}</bdi>
            </p>
            {m.from === userId && !m.deleted ? <ReportMessage messageId={m.id} name={other.value ? fullName(other.value) : t('chat:title')} /> : null}
          </li>
        ))}
      </ol>
      <p class="meta" role="status" data-testid="chat-status">
        {typing.value ? t('chat:typing') : lastMine && otherRead.value >= lastMine.id ? t('chat:seen') : ''}
      </p>
      <form onSubmit={send} class="composer">
        <label class="sr-only" for="chat-text">
          {t('chat:message')}
        </label>
        <input id="chat-text" maxLength={2000} value={text.value} onInput={(e) => onInput(e.currentTarget.value)} autocomplete="off" />
        <button type="submit">{t('chat:send')}</button>
      </form>
      <ErrorNote message={error.value} />
    </section>
  );
}
