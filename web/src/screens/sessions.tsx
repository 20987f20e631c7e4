import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene, onLive, realtime } from '../session.ts';
import { saveDownload } from '../download.ts';
import { day, ErrorNote, errorMessage, fullName, span, when } from './ui.tsx';
import { t, type Values } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';
import { Linked } from '../i18n/Linked.tsx';
import { intlLocale } from '../i18n/format.ts';
import { MyEventSelect } from './event-picker.tsx';
import { eventSlug as doorSlug } from './organizer.tsx';

type Session = components['schemas']['Session'];
type Meeting = components['schemas']['Meeting'];
type AgendaItem = components['schemas']['AgendaItem'];

const slugKey = 'convene.eventSlug';

/** "AI, UX" / "AI، UX": a list of names or tags in the current language. */
const list = (items: string[]) => new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(items);

/**
 * The slug of the event the login is bound to (session listings are addressed by slug). Looked up once among the
 * caller's events by the token's event id and kept in localStorage; `null` when it cannot be found.
 */
export async function eventSlug(): Promise<string | null> {
  const eventId = claims.value?.eventId;
  const cached = localStorage.getItem(slugKey);
  if (cached && cached.startsWith(`${eventId}:`)) return cached.slice(String(eventId).length + 1);
  const { data } = await convene.rest.GET('/api/events', { params: { query: { sort: 'user-special-events', fields: 'id,slug', per_page: 100 } } });
  const list = ((data as { data?: { id: number; slug: string }[] } | undefined)?.data ?? []) as { id: number; slug: string }[];
  const found = list.find((e) => e.id === eventId);
  if (!found) return null;
  localStorage.setItem(slugKey, `${eventId}:${found.slug}`);
  return found.slug;
}

/** The programme: filters by day, room and tag; save a session to the personal agenda; open its Q&A. */
export function Sessions({ slug: given }: { slug?: string }) {
  const slug = useSignal<string | null>(given ?? null);
  const sessions = useSignal<Session[]>([]);
  const date = useSignal('');
  const room = useSignal('');
  const tag = useSignal('');
  const error = useSignal('');
  const notice = useSignal<{ k: string; values: Values } | null>(null);
  const organizer = !claims.value?.eventId;

  async function load() {
    error.value = '';
    if (!slug.value) slug.value = await eventSlug();
    if (!slug.value) {
      error.value = t('sessions:event_not_found');
      return;
    }
    const query: { date?: string; room?: string; tag?: string } = {};
    if (date.value) query.date = date.value;
    if (room.value.trim()) query.room = room.value.trim();
    if (tag.value.trim()) query.tag = tag.value.trim();
    const { data, error: err } = await convene.rest.GET('/api/events/{slug}/sessions', { params: { path: { slug: slug.value }, query } });
    if (err) error.value = (err as { errors?: { message: string }[] }).errors?.[0]?.message ?? t('sessions:load_failed');
    sessions.value = data?.data ?? [];
  }

  useEffect(() => void load(), [given]);

  async function toggle(s: Session) {
    const opts = { params: { path: { id: s.id } } };
    const { response } = s.saved ? await convene.rest.DELETE('/connect/agenda/sessions/{id}', opts) : await convene.rest.PUT('/connect/agenda/sessions/{id}', opts);
    if (!response.ok) {
      error.value = t('sessions:agenda_change_failed');
      return;
    }
    notice.value = { k: s.saved ? 'sessions:removed' : 'sessions:saved', values: { title: s.title } };
    sessions.value = sessions.value.map((x) => (x.id === s.id ? { ...x, saved: !s.saved } : x));
  }

  const rooms = [...new Set(sessions.value.map((s) => s.room).filter(Boolean))] as string[];
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions:title')}</h2>
      <form
        class="filters"
        aria-label={t('sessions:filter_label')}
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <label>
          {t('sessions:day')}
          <input type="date" value={date.value} onInput={(e) => (date.value = e.currentTarget.value)} />
        </label>
        <label>
          {t('sessions:room')}
          <input list="session-rooms" value={room.value} onInput={(e) => (room.value = e.currentTarget.value)} />
          <datalist id="session-rooms">
            {rooms.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
        </label>
        <label>
          {t('sessions:tag')}
          <input value={tag.value} onInput={(e) => (tag.value = e.currentTarget.value)} />
        </label>
        <button type="submit">{t('sessions:filter')}</button>
      </form>
      <ErrorNote message={error.value} />
      {notice.value ? (
        <p role="status">
          <T k={notice.value.k} values={notice.value.values} />
        </p>
      ) : null}
      {sessions.value.length === 0 && !error.value ? <p>{t('sessions:none')}</p> : null}
      <ul class="list" data-testid="session-list">
        {sessions.value.map((s) => (
          <li key={s.id} class="item column">
            <h3 dir="auto">{s.title}</h3>
            <p class="meta">
              <bdi>
                {day(s.starts_at)} {when(s.starts_at)}–{when(s.ends_at)}
              </bdi>
              {s.room ? (
                <>
                  {' · '}
                  <bdi>{s.room}</bdi>
                </>
              ) : null}
              {s.tags.length ? (
                <>
                  {' · '}
                  <bdi>{list(s.tags)}</bdi>
                </>
              ) : null}
            </p>
            {s.speakers.length ? (
              <p class="meta">
                <bdi>{list(s.speakers.map((p) => p.name))}</bdi>
              </p>
            ) : null}
            <div class="actions">
              {organizer ? null : (
                <button type="button" aria-label={t(s.saved ? 'sessions:remove_label' : 'sessions:save_label', { title: s.title })} onClick={() => void toggle(s)}>
                  {t(s.saved ? 'sessions:remove' : 'sessions:save')}
                </button>
              )}
              {s.qa_enabled && !organizer ? (
                // Organizers of the event open the same screen and get its moderation (session:join says `moderator`).
                <a class="button" aria-label={t('sessions:qa_label', { title: s.title })} href={`#/session/${s.id}`}>
                  {t('sessions:qa')}
                </a>
              ) : null}
              {s.qa_enabled && organizer && slug.value ? (
                // With the organizer's own login (no event): the server lets organizers of the event read and moderate.
                <a class="button" aria-label={t('sessions:moderate_label', { title: s.title })} href={`#/qa/${encodeURIComponent(slug.value)}/${s.id}`}>
                  {t('sessions:moderate')}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The personal agenda: saved sessions and accepted meetings, by start time, with clashes marked. It follows
 * `meeting:updated` (a meeting accepted or cancelled elsewhere comes and goes) and reloads after a reconnect.
 * Below, the calendar: the .ics file and an address calendar apps subscribe to.
 */
export function Agenda() {
  const items = useSignal<AgendaItem[] | null>(null);
  const error = useSignal('');
  useEffect(() => {
    const load = () =>
      void convene.rest.GET('/connect/agenda').then(({ data, error: err }) => {
        error.value = err ? t('sessions:agenda_load_failed') : '';
        items.value = data?.data ?? [];
      });
    load();
    const live = realtime();
    const offs = [live.on('meeting:updated', load), onLive(load)];
    return () => offs.forEach((off) => off());
  }, []);
  return (
    <section aria-labelledby="agenda-title">
      <h2 id="agenda-title">{t('sessions:agenda_title')}</h2>
      <ErrorNote message={error.value} />
      {items.value === null ? <p role="status">{t('sessions:loading')}</p> : null}
      {items.value?.length === 0 ? (
        <p>
          <Linked
            k="sessions:agenda_empty"
            links={{ sessions: { href: '#/sessions', text: t('sessions:agenda_browse') }, people: { href: '#/people', text: t('sessions:agenda_find') } }}
          />
        </p>
      ) : null}
      <ul class="list" data-testid="agenda-list">
        {items.value?.map((it) => (
          <li key={`${it.type}-${it.session?.id ?? (it.meeting as Meeting | undefined)?.id}`} class="item column">
            {it.session ? (
              <>
                <h3 dir="auto">{it.session.title}</h3>
                <p class="meta">
                  <bdi>{span(it.starts_at, it.ends_at)}</bdi>
                  {it.session.room ? (
                    <>
                      {' · '}
                      <bdi>{it.session.room}</bdi>
                    </>
                  ) : null}
                </p>
              </>
            ) : (
              <AgendaMeeting item={it} />
            )}
            {it.conflicts.length ? <p class="error">{t('sessions:clashes', { count: it.conflicts.length })}</p> : null}
          </li>
        ))}
      </ul>
      <CalendarLink />
    </section>
  );
}

/** An accepted meeting in the agenda: with whom, when, at which table. */
function AgendaMeeting({ item }: { item: AgendaItem }) {
  // The document types the agenda's meeting loosely; it is the item of GET /connect/meetings/{id}.
  const m = item.meeting as Meeting;
  const other = m.from.id === claims.value?.userId ? m.to : m.from;
  return (
    <>
      <h3>
        <T k="sessions:meeting_with" values={{ name: fullName(other) }} />
      </h3>
      <p class="meta">
        <bdi>{span(item.starts_at, item.ends_at)}</bdi>
        {' · '}
        {m.location ? <bdi>{m.location.name}</bdi> : t('sessions:no_table')}
      </p>
      <p>
        <a href="#/meetings">{t('sessions:your_meetings')}</a>
      </p>
    </>
  );
}

/** The agenda in a calendar app: the .ics file now, or a secret address the app keeps reading. */
function CalendarLink() {
  const url = useSignal('');
  const error = useSignal('');

  async function download() {
    error.value = await saveDownload(convene.rest.GET('/connect/calendar.ics', { parseAs: 'blob' }), 'convene.ics');
  }

  async function link() {
    const { data, error: err } = await convene.rest.POST('/connect/calendar/link');
    if (err || !data) return void (error.value = errorMessage(err, t('sessions:calendar_link_failed')));
    error.value = '';
    url.value = data.url;
  }

  return (
    <section aria-labelledby="calendar-title">
      <h3 id="calendar-title">{t('sessions:calendar')}</h3>
      <div class="actions">
        <button type="button" onClick={() => void download()}>
          {t('sessions:download_ics')}
        </button>
        <button type="button" onClick={() => void link()}>
          {t(url.value ? 'sessions:calendar_new_address' : 'sessions:calendar_address')}
        </button>
      </div>
      <ErrorNote message={error.value} />
      {url.value ? (
        <label>
          {t('sessions:calendar_subscribe')}
          <input readOnly value={url.value} onFocus={(e) => e.currentTarget.select()} />
        </label>
      ) : null}
    </section>
  );
}

/** The organizer's entry to an event's programme: which of their events (picked from the list), then its sessions. */
export function Programme({ slug }: { slug?: string }) {
  const value = useSignal(slug ?? doorSlug.value);
  if (slug) return <Sessions slug={slug} />;
  return (
    <section aria-labelledby="programme-title">
      <h2 id="programme-title">{t('sessions:programme_title')}</h2>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (value.value) location.hash = `#/programme/${encodeURIComponent(value.value)}`;
        }}
      >
        <MyEventSelect id="programme-event" value={value.value} onPick={(picked) => (value.value = picked)} />
        <button type="submit">{t('sessions:show_sessions')}</button>
      </form>
    </section>
  );
}
