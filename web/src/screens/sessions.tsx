import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene } from '../session.ts';
import { day, ErrorNote, when } from './ui.tsx';

type Session = components['schemas']['Session'];
type AgendaItem = components['schemas']['AgendaItem'];

const slugKey = 'convene.eventSlug';

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
  const notice = useSignal('');
  const organizer = !claims.value?.eventId;

  async function load() {
    error.value = '';
    if (!slug.value) slug.value = await eventSlug();
    if (!slug.value) {
      error.value = 'Could not find this event.';
      return;
    }
    const query: { date?: string; room?: string; tag?: string } = {};
    if (date.value) query.date = date.value;
    if (room.value.trim()) query.room = room.value.trim();
    if (tag.value.trim()) query.tag = tag.value.trim();
    const { data, error: err } = await convene.rest.GET('/api/events/{slug}/sessions', { params: { path: { slug: slug.value }, query } });
    if (err) error.value = (err as { errors?: { message: string }[] }).errors?.[0]?.message ?? 'Could not load the sessions.';
    sessions.value = data?.data ?? [];
  }

  useEffect(() => void load(), [given]);

  async function toggle(s: Session) {
    const opts = { params: { path: { id: s.id } } };
    const { response } = s.saved ? await convene.rest.DELETE('/connect/agenda/sessions/{id}', opts) : await convene.rest.PUT('/connect/agenda/sessions/{id}', opts);
    if (!response.ok) {
      error.value = 'Could not change your agenda.';
      return;
    }
    notice.value = s.saved ? `Removed “${s.title}” from your agenda.` : `Saved “${s.title}” to your agenda.`;
    sessions.value = sessions.value.map((x) => (x.id === s.id ? { ...x, saved: !s.saved } : x));
  }

  const rooms = [...new Set(sessions.value.map((s) => s.room).filter(Boolean))] as string[];
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <form
        class="filters"
        aria-label="Filter sessions"
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <label>
          Day
          <input type="date" value={date.value} onInput={(e) => (date.value = e.currentTarget.value)} />
        </label>
        <label>
          Room
          <input list="session-rooms" value={room.value} onInput={(e) => (room.value = e.currentTarget.value)} />
          <datalist id="session-rooms">
            {rooms.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
        </label>
        <label>
          Tag
          <input value={tag.value} onInput={(e) => (tag.value = e.currentTarget.value)} />
        </label>
        <button type="submit">Filter</button>
      </form>
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      {sessions.value.length === 0 && !error.value ? <p>No sessions.</p> : null}
      <ul class="list" data-testid="session-list">
        {sessions.value.map((s) => (
          <li key={s.id} class="item column">
            <h3>{s.title}</h3>
            <p class="meta">
              {day(s.starts_at)} {when(s.starts_at)}–{when(s.ends_at)}
              {s.room ? ` · ${s.room}` : ''}
              {s.tags.length ? ` · ${s.tags.join(', ')}` : ''}
            </p>
            {s.speakers.length ? <p class="meta">{s.speakers.map((p) => p.name).join(', ')}</p> : null}
            <div class="actions">
              {organizer ? null : (
                <button type="button" aria-label={`${s.saved ? 'Remove from agenda' : 'Save to agenda'}: ${s.title}`} onClick={() => void toggle(s)}>
                  {s.saved ? 'Remove from agenda' : 'Save to agenda'}
                  
                </button>
              )}
              {s.qa_enabled && !organizer ? (
                <a class="button" aria-label={`${organizer ? 'Moderate Q&A' : 'Q&A'}: ${s.title}`} href={organizer ? `#/qa/${slug.value}/${s.id}` : `#/session/${s.id}`}>
                  {organizer ? 'Moderate Q&A' : 'Q&A'}
                  
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
 * The personal agenda: saved sessions and (once issue 24 lands) accepted meetings, by start time, with clashes
 * marked. A meeting item is drawn by `AgendaMeeting` below, the one place to grow when the meetings screens land.
 */
export function Agenda() {
  const items = useSignal<AgendaItem[] | null>(null);
  const error = useSignal('');
  useEffect(() => {
    void convene.rest.GET('/connect/agenda').then(({ data, error: err }) => {
      if (err) error.value = 'Could not load your agenda.';
      items.value = data?.data ?? [];
    });
  }, []);
  return (
    <section aria-labelledby="agenda-title">
      <h2 id="agenda-title">My agenda</h2>
      <ErrorNote message={error.value} />
      {items.value === null ? <p role="status">Loading…</p> : null}
      {items.value?.length === 0 ? (
        <p>
          Nothing saved yet. <a href="#/sessions">Browse the sessions</a>.
        </p>
      ) : null}
      <ul class="list" data-testid="agenda-list">
        {items.value?.map((it) => (
          <li key={`${it.type}-${it.session?.id ?? it.starts_at}`} class="item column">
            {it.session ? (
              <>
                <h3>{it.session.title}</h3>
                <p class="meta">
                  {day(it.starts_at)} {when(it.starts_at)}–{when(it.ends_at)}
                  {it.session.room ? ` · ${it.session.room}` : ''}
                </p>
              </>
            ) : (
              <AgendaMeeting item={it} />
            )}
            {it.conflicts.length ? <p class="error">Clashes with {it.conflicts.length} other item(s).</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AgendaMeeting({ item }: { item: AgendaItem }) {
  return (
    <>
      <h3>Meeting</h3>
      <p class="meta">
        {day(item.starts_at)} {when(item.starts_at)}–{when(item.ends_at)}
      </p>
    </>
  );
}

/** The organizer's entry to an event's programme: which event (slug), then its sessions. */
export function Programme({ slug }: { slug?: string }) {
  const value = useSignal(slug ?? '');
  if (slug) return <Sessions slug={slug} />;
  return (
    <section aria-labelledby="programme-title">
      <h2 id="programme-title">Programme</h2>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (value.value.trim()) location.hash = `#/programme/${encodeURIComponent(value.value.trim())}`;
        }}
      >
        <label>
          Event (slug)
          <input value={value.value} onInput={(e) => (value.value = e.currentTarget.value)} />
        </label>
        <button type="submit">Show sessions</button>
      </form>
    </section>
  );
}
