import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene, onLive, realtime } from '../session.ts';
import { saveDownload } from '../download.ts';
import { Avatar, day, ErrorNote, errorCode, errorMessage, fullName, span, when } from './ui.tsx';
import { EventPicker, eventSlug } from './organizer.tsx';

type Meeting = components['schemas']['Meeting'];
type Slot = components['schemas']['MeetingSlot'];
type PublicUser = components['schemas']['PublicUser'];
type OrganizerMeeting = components['schemas']['OrganizerMeeting'];
type Stats = components['schemas']['MeetingStats'];

const disabledText = 'Meetings are not open in this event yet.';
const problem = (err: unknown, fallback: string) => (errorCode(err) === 'meetings_disabled' ? disabledText : errorMessage(err, fallback));

/** Soonest first, then by id (the server's order). */
const soonest = <T extends { starts_at: string; id: number }>(list: T[]) => [...list].sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id);

/**
 * Ask someone for a meeting (from their profile): the free slots both share (`GET /connect/meetings/slots`), by day,
 * and a message.
 */
export function RequestMeeting({ userId }: { userId: number }) {
  const user = useSignal<PublicUser | null>(null);
  const slots = useSignal<Slot[] | null>(null);
  const chosen = useSignal('');
  const message = useSignal('');
  const error = useSignal('');
  const requested = useSignal<Meeting | null>(null);
  const busy = useSignal(false);

  useEffect(() => {
    void convene.rest.GET('/connect/users/{user_id}', { params: { path: { user_id: userId } } }).then(({ data }) => (user.value = data ?? null));
    void convene.rest.GET('/connect/meetings/slots', { params: { query: { with: userId } } }).then(({ data, error: err }) => {
      if (err) error.value = problem(err, 'Could not find the free times.');
      slots.value = data?.data ?? [];
    });
  }, [userId]);

  async function request(e: Event) {
    e.preventDefault();
    if (!chosen.value) return void (error.value = 'Choose a time first.');
    busy.value = true;
    const { data, error: err } = await convene.rest.POST('/connect/meetings', { body: { with: userId, starts_at: chosen.value, message: message.value.trim() || null } });
    busy.value = false;
    if (err || !data) return void (error.value = problem(err, 'Could not ask for the meeting.'));
    error.value = '';
    requested.value = data;
  }

  const name = user.value ? fullName(user.value) : 'them';
  const days = new Map<string, Slot[]>();
  for (const s of slots.value ?? []) days.set(day(s.starts_at), [...(days.get(day(s.starts_at)) ?? []), s]);
  return (
    <section aria-labelledby="meet-title" class="card">
      <h2 id="meet-title">Meet {name}</h2>
      <p>
        <a href={`#/people/${userId}`}>Back to the profile</a>
      </p>
      {requested.value ? (
        <p role="status" data-testid="meeting-requested">
          Asked {name} to meet {span(requested.value.starts_at, requested.value.ends_at)}. You will see the answer under <a href="#/meetings">Meetings</a>.
        </p>
      ) : (
        <form class="stack" onSubmit={(e) => void request(e)}>
          {slots.value === null ? <p role="status">Looking for times you are both free…</p> : null}
          {slots.value?.length === 0 && !error.value ? <p>No time left when you are both free.</p> : null}
          {[...days].map(([label, list]) => (
            <fieldset key={label}>
              <legend>{label}</legend>
              <div class="slots">
                {list.map((s) => (
                  <label key={s.starts_at} class="inline slot">
                    <input type="radio" name="slot" value={s.starts_at} checked={chosen.value === s.starts_at} onChange={() => (chosen.value = s.starts_at)} />
                    {when(s.starts_at)}–{when(s.ends_at)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {slots.value?.length ? (
            <>
              <label>
                Message (optional)
                <textarea maxLength={500} rows={3} value={message.value} onInput={(e) => (message.value = e.currentTarget.value)} />
              </label>
              <button type="submit" disabled={busy.value}>
                Request meeting
              </button>
            </>
          ) : null}
        </form>
      )}
      <ErrorNote message={error.value} />
    </section>
  );
}

const statusText: Record<Meeting['status'], string> = { pending: 'Waiting for an answer', accepted: 'Booked', declined: 'Declined', cancelled: 'Cancelled' };

/**
 * The caller's meetings: requests for them (accept, decline), their own requests (cancel), booked meetings (cancel)
 * and the declined or cancelled ones. Live: `meeting:updated` replaces an item by id (`meeting:reminder` is shown);
 * after a reconnect the list is read again (`sync` does not carry meetings).
 */
export function Meetings() {
  const me = claims.value?.userId;
  const meetings = useSignal<Meeting[] | null>(null);
  const error = useSignal('');
  const notice = useSignal('');

  async function load() {
    const all: Meeting[] = [];
    for (let page = 1; page <= 10; page++) {
      const { data, error: err } = await convene.rest.GET('/connect/meetings', { params: { query: { page, page_size: 100 } } });
      if (err || !data) {
        error.value = problem(err, 'Could not load your meetings.');
        meetings.value = meetings.value ?? [];
        return;
      }
      all.push(...data._embedded.meeting);
      if (page >= data._page_count) break;
    }
    error.value = '';
    meetings.value = soonest(all);
  }

  const other = (m: Meeting) => (m.from.id === me ? m.to : m.from);
  const upsert = (m: Meeting) => (meetings.value = soonest([...(meetings.value ?? []).filter((x) => x.id !== m.id), m]));

  useEffect(() => {
    void load();
    const live = realtime();
    const offs = [
      live.on('meeting:updated', (m: Meeting) => {
        const before = meetings.value?.find((x) => x.id === m.id);
        upsert(m);
        if (!before && m.status === 'pending' && m.to.id === me) notice.value = `${fullName(m.from)} asked to meet you.`;
        else if (before && before.status !== m.status && m.cancelled_by !== me) notice.value = `Meeting with ${fullName(other(m))}: ${statusText[m.status].toLowerCase()}.`;
      }),
      live.on('meeting:reminder', (r: { meeting_id: number; starts_at: string; location: { name: string } | null }) => {
        const m = meetings.value?.find((x) => x.id === r.meeting_id);
        notice.value = `Your meeting${m ? ` with ${fullName(other(m))}` : ''} starts at ${when(r.starts_at)}${r.location ? ` at ${r.location.name}` : ''}.`;
      }),
      onLive(() => void load()),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  async function act(m: Meeting, action: 'accept' | 'decline' | 'cancel') {
    const opts = { params: { path: { id: m.id } } };
    const { data, error: err } =
      action === 'accept'
        ? await convene.rest.POST('/connect/meetings/{id}/accept', opts)
        : action === 'decline'
          ? await convene.rest.POST('/connect/meetings/{id}/decline', opts)
          : await convene.rest.POST('/connect/meetings/{id}/cancel', opts);
    if (err || !data) {
      error.value = problem(err, 'That did not work.');
      // What the server holds now (someone else may have taken the slot or the table).
      void convene.rest.GET('/connect/meetings/{id}', opts).then(({ data: now }) => now && upsert(now));
      return;
    }
    error.value = '';
    notice.value = `Meeting with ${fullName(other(data))}: ${statusText[data.status].toLowerCase()}.`;
    upsert(data);
  }

  const list = meetings.value ?? [];
  const groups: Array<{ id: string; title: string; items: Meeting[]; empty: string }> = [
    { id: 'incoming', title: 'Requests for you', items: list.filter((m) => m.status === 'pending' && m.to.id === me), empty: 'No requests waiting for you.' },
    { id: 'outgoing', title: 'Your requests', items: list.filter((m) => m.status === 'pending' && m.from.id === me), empty: 'No requests waiting for an answer.' },
    { id: 'booked', title: 'Booked', items: list.filter((m) => m.status === 'accepted'), empty: 'Nothing booked yet.' },
    { id: 'closed', title: 'Declined and cancelled', items: list.filter((m) => m.status === 'declined' || m.status === 'cancelled'), empty: '' },
  ];

  return (
    <section aria-labelledby="meetings-title">
      <h2 id="meetings-title">Meetings</h2>
      <p class="meta">
        Ask for a meeting from someone’s profile under <a href="#/people">People</a>. Booked meetings are in <a href="#/agenda">your agenda</a>.
      </p>
      <ErrorNote message={error.value} />
      <p role="status">{notice.value}</p>
      {meetings.value === null ? <p role="status">Loading…</p> : null}
      {meetings.value === null
        ? null
        : groups.map((g) =>
            g.items.length === 0 && !g.empty ? null : (
              <section key={g.id} aria-labelledby={`meetings-${g.id}`}>
                <h3 id={`meetings-${g.id}`}>{g.title}</h3>
                {g.items.length === 0 ? <p class="meta">{g.empty}</p> : null}
                <ul class="list" data-testid={`meetings-${g.id}`}>
                  {g.items.map((m) => {
                    const who = other(m);
                    const label = `meeting with ${fullName(who)}, ${day(m.starts_at)} ${when(m.starts_at)}`;
                    const started = Date.parse(m.starts_at) <= Date.now();
                    return (
                      <li key={m.id} class="item" data-testid={`meeting-${m.id}`}>
                        <Avatar user={who} />
                        <div>
                          <p>
                            <a href={`#/people/${who.id}`}>{fullName(who)}</a>
                          </p>
                          <p class="meta">
                            {span(m.starts_at, m.ends_at)}
                            {m.location ? ` · ${m.location.name}` : ''} · <span data-testid="meeting-status">{statusText[m.status]}</span>
                            {m.status === 'cancelled' && m.cancelled_by === me ? ' by you' : ''}
                          </p>
                          {m.message ? <p class="quote">“{m.message}”</p> : null}
                          {started ? null : (
                            <div class="actions">
                              {m.status === 'pending' && m.to.id === me ? (
                                <>
                                  <button type="button" aria-label={`Accept ${label}`} onClick={() => void act(m, 'accept')}>
                                    Accept
                                  </button>
                                  <button type="button" class="secondary" aria-label={`Decline ${label}`} onClick={() => void act(m, 'decline')}>
                                    Decline
                                  </button>
                                </>
                              ) : null}
                              {m.status === 'pending' && m.from.id === me ? (
                                <button type="button" class="secondary" aria-label={`Cancel request: ${label}`} onClick={() => void act(m, 'cancel')}>
                                  Cancel request
                                </button>
                              ) : null}
                              {m.status === 'accepted' ? (
                                <button type="button" class="secondary" aria-label={`Cancel ${label}`} onClick={() => void act(m, 'cancel')}>
                                  Cancel
                                </button>
                              ) : null}
                            </div>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ),
          )}
    </section>
  );
}

/** Organizers: the event's meetings with the figures (statuses, met, no-shows, tables), a status filter and the CSV. */
export function EventMeetings() {
  const status = useSignal('');
  const rows = useSignal<OrganizerMeeting[]>([]);
  const stats = useSignal<Stats | null>(null);
  const error = useSignal('');

  async function load() {
    if (!eventSlug.value) return;
    const path = { slug: eventSlug.value };
    const query = status.value ? { per_page: 100, status: status.value as Meeting['status'] } : { per_page: 100 };
    const [list, figures] = await Promise.all([
      convene.rest.GET('/api/events/{slug}/meetings', { params: { path, query } }),
      convene.rest.GET('/api/events/{slug}/meetings/stats', { params: { path } }),
    ]);
    error.value = list.error ? errorMessage(list.error, `The server answered ${list.response.status}.`) : '';
    rows.value = list.data?.data ?? [];
    stats.value = figures.data?.data ?? null;
  }

  async function csv() {
    const call = convene.rest.GET('/api/events/{slug}/meetings', { params: { path: { slug: eventSlug.value }, query: { format: 'csv' } }, parseAs: 'blob' });
    error.value = await saveDownload(call, `${eventSlug.value}-meetings.csv`);
  }

  useEffect(() => void load(), [eventSlug.value, status.value]);

  const s = stats.value;
  return (
    <section aria-labelledby="event-meetings-title">
      <h2 id="event-meetings-title">Meetings</h2>
      <EventPicker />
      <label>
        Status
        <select value={status.value} onChange={(e) => (status.value = e.currentTarget.value)}>
          <option value="">All</option>
          <option value="pending">Pending</option>
          <option value="accepted">Accepted</option>
          <option value="declined">Declined</option>
          <option value="cancelled">Cancelled</option>
        </select>
      </label>
      <div class="actions">
        <button type="button" onClick={() => void csv()} disabled={!eventSlug.value}>
          Download CSV
        </button>
      </div>
      <ErrorNote message={error.value} />
      {s ? (
        <p data-testid="meeting-stats">
          {s.pending} pending · {s.accepted} accepted · {s.declined} declined · {s.cancelled} cancelled · {s.met} met · {s.no_show} no-show
        </p>
      ) : null}
      {s && s.locations.length ? (
        <ul class="meta">
          {s.locations.map((l) => (
            <li key={l.id}>
              {l.name}: {l.booked_slots} of {l.total_slots} slots booked
            </li>
          ))}
        </ul>
      ) : null}
      <ul class="list" data-testid="event-meeting-list">
        {rows.value.map((m) => (
          <li key={m.id} class="item column">
            <p>
              {fullName(m.from)} asked {fullName(m.to)}
            </p>
            <p class="meta">
              {span(m.starts_at, m.ends_at)}
              {m.location ? ` · ${m.location.name}` : ''} · {statusText[m.status]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
