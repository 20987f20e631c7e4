import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene, onLive, realtime } from '../session.ts';
import { saveDownload } from '../download.ts';
import { Avatar, day, ErrorNote, errorCode, errorMessage, fullName, span, when } from './ui.tsx';
import { EventPicker, eventSlug } from './organizer.tsx';
import { t, type Values } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';
import { Linked } from '../i18n/Linked.tsx';

type Meeting = components['schemas']['Meeting'];
type Slot = components['schemas']['MeetingSlot'];
type PublicUser = components['schemas']['PublicUser'];
type OrganizerMeeting = components['schemas']['OrganizerMeeting'];
type Stats = components['schemas']['MeetingStats'];

const problem = (err: unknown, fallback: string) => (errorCode(err) === 'meetings_disabled' ? t('meetings:disabled') : errorMessage(err, fallback));

/** A line for the status area: catalog key and its values (names in `<bdi>` when shown). */
interface Note {
  k: string;
  values?: Values;
}

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
      if (err) error.value = problem(err, t('meetings:free_times_failed'));
      slots.value = data?.data ?? [];
    });
  }, [userId]);

  async function request(e: Event) {
    e.preventDefault();
    if (!chosen.value) return void (error.value = t('meetings:choose_time'));
    busy.value = true;
    const { data, error: err } = await convene.rest.POST('/connect/meetings', { body: { with: userId, starts_at: chosen.value, message: message.value.trim() || null } });
    busy.value = false;
    if (err || !data) return void (error.value = problem(err, t('meetings:request_failed')));
    error.value = '';
    requested.value = data;
  }

  const name = user.value ? fullName(user.value) : t('meetings:them');
  const days = new Map<string, Slot[]>();
  for (const s of slots.value ?? []) days.set(day(s.starts_at), [...(days.get(day(s.starts_at)) ?? []), s]);
  return (
    <section aria-labelledby="meet-title" class="card">
      <h2 id="meet-title">
        <T k="meetings:meet_title" values={{ name }} />
      </h2>
      <p>
        <a href={`#/people/${userId}`}>{t('meetings:back_to_profile')}</a>
      </p>
      {requested.value ? (
        <p role="status" data-testid="meeting-requested">
          <Linked
            k="meetings:requested"
            values={{ name, time: span(requested.value.starts_at, requested.value.ends_at) }}
            links={{ meetings: { href: '#/meetings', text: t('common:nav_meetings') } }}
          />
        </p>
      ) : (
        <form class="stack" onSubmit={(e) => void request(e)}>
          {slots.value === null ? <p role="status">{t('meetings:looking')}</p> : null}
          {slots.value?.length === 0 && !error.value ? <p>{t('meetings:no_common_time')}</p> : null}
          {[...days].map(([label, list]) => (
            <fieldset key={label}>
              <legend>{label}</legend>
              <div class="slots">
                {list.map((s) => (
                  <label key={s.starts_at} class="inline slot">
                    <input type="radio" name="slot" value={s.starts_at} checked={chosen.value === s.starts_at} onChange={() => (chosen.value = s.starts_at)} />
                    <bdi>
                      {when(s.starts_at)}–{when(s.ends_at)}
                    </bdi>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          {slots.value?.length ? (
            <>
              <label>
                {t('meetings:message_optional')}
                <textarea maxLength={500} rows={3} value={message.value} onInput={(e) => (message.value = e.currentTarget.value)} />
              </label>
              <button type="submit" disabled={busy.value}>
                {t('meetings:request')}
              </button>
            </>
          ) : null}
        </form>
      )}
      <ErrorNote message={error.value} />
    </section>
  );
}

const statusText = (status: Meeting['status']) => t(`meetings:status_${status}`);
/** "Meeting with …: booked." */
const changed = (m: Meeting, name: string): Note => ({ k: `meetings:changed_${m.status}`, values: { name } });
const reminderKey = (withName: boolean, at: boolean) => (withName ? (at ? 'meetings:reminder_with_at' : 'meetings:reminder_with') : at ? 'meetings:reminder_at' : 'meetings:reminder');

/**
 * The caller's meetings: requests for them (accept, decline), their own requests (cancel), booked meetings (cancel)
 * and the declined or cancelled ones. Live: `meeting:updated` replaces an item by id (`meeting:reminder` is shown);
 * after a reconnect the list is read again (`sync` does not carry meetings).
 */
export function Meetings() {
  const me = claims.value?.userId;
  const meetings = useSignal<Meeting[] | null>(null);
  const error = useSignal('');
  const notice = useSignal<Note | null>(null);

  async function load() {
    const all: Meeting[] = [];
    for (let page = 1; page <= 10; page++) {
      const { data, error: err } = await convene.rest.GET('/connect/meetings', { params: { query: { page, page_size: 100 } } });
      if (err || !data) {
        error.value = problem(err, t('meetings:load_failed'));
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
        if (!before && m.status === 'pending' && m.to.id === me) notice.value = { k: 'meetings:asked_you', values: { name: fullName(m.from) } };
        else if (before && before.status !== m.status && m.cancelled_by !== me) notice.value = changed(m, fullName(other(m)));
      }),
      live.on('meeting:reminder', (r: { meeting_id: number; starts_at: string; location: { name: string } | null }) => {
        const m = meetings.value?.find((x) => x.id === r.meeting_id);
        const values: Values = { time: when(r.starts_at) };
        if (m) values.name = fullName(other(m));
        if (r.location) values.place = r.location.name;
        notice.value = { k: reminderKey(Boolean(m), Boolean(r.location)), values };
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
      error.value = problem(err, t('meetings:action_failed'));
      // What the server holds now (someone else may have taken the slot or the table).
      void convene.rest.GET('/connect/meetings/{id}', opts).then(({ data: now }) => now && upsert(now));
      return;
    }
    error.value = '';
    notice.value = changed(data, fullName(other(data)));
    upsert(data);
  }

  const list = meetings.value ?? [];
  const groups: Array<{ id: string; title: string; items: Meeting[]; empty: string }> = [
    { id: 'incoming', title: t('meetings:group_incoming'), items: list.filter((m) => m.status === 'pending' && m.to.id === me), empty: t('meetings:empty_incoming') },
    { id: 'outgoing', title: t('meetings:group_outgoing'), items: list.filter((m) => m.status === 'pending' && m.from.id === me), empty: t('meetings:empty_outgoing') },
    { id: 'booked', title: t('meetings:group_booked'), items: list.filter((m) => m.status === 'accepted'), empty: t('meetings:empty_booked') },
    { id: 'closed', title: t('meetings:group_closed'), items: list.filter((m) => m.status === 'declined' || m.status === 'cancelled'), empty: '' },
  ];

  return (
    <section aria-labelledby="meetings-title">
      <h2 id="meetings-title">{t('meetings:title')}</h2>
      <p class="meta">
        <Linked
          k="meetings:intro"
          links={{ people: { href: '#/people', text: t('common:nav_people') }, agenda: { href: '#/agenda', text: t('meetings:your_agenda') } }}
        />
      </p>
      <ErrorNote message={error.value} />
      <p role="status">{notice.value ? <T k={notice.value.k} values={notice.value.values} /> : null}</p>
      {meetings.value === null ? <p role="status">{t('meetings:loading')}</p> : null}
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
                    const label = t('meetings:item_label', { name: fullName(who), day: day(m.starts_at), time: when(m.starts_at) });
                    const started = Date.parse(m.starts_at) <= Date.now();
                    return (
                      <li key={m.id} class="item" data-testid={`meeting-${m.id}`}>
                        <Avatar user={who} />
                        <div>
                          <p>
                            <a href={`#/people/${who.id}`}>
                              <bdi>{fullName(who)}</bdi>
                            </a>
                          </p>
                          <p class="meta">
                            <bdi>{span(m.starts_at, m.ends_at)}</bdi>
                            {m.location ? (
                              <>
                                {' · '}
                                <bdi>{m.location.name}</bdi>
                              </>
                            ) : null}
                            {' · '}
                            <span data-testid="meeting-status">{statusText(m.status)}</span>
                            {m.status === 'cancelled' && m.cancelled_by === me ? <> {t('meetings:by_you')}</> : null}
                          </p>
                          {m.message ? (
                            <p class="quote">
                              <T k="meetings:quoted" values={{ text: m.message }} />
                            </p>
                          ) : null}
                          {started ? null : (
                            <div class="actions">
                              {m.status === 'pending' && m.to.id === me ? (
                                <>
                                  <button type="button" aria-label={t('meetings:accept_label', { label })} onClick={() => void act(m, 'accept')}>
                                    {t('meetings:accept')}
                                  </button>
                                  <button type="button" class="secondary" aria-label={t('meetings:decline_label', { label })} onClick={() => void act(m, 'decline')}>
                                    {t('meetings:decline')}
                                  </button>
                                </>
                              ) : null}
                              {m.status === 'pending' && m.from.id === me ? (
                                <button type="button" class="secondary" aria-label={t('meetings:cancel_request_label', { label })} onClick={() => void act(m, 'cancel')}>
                                  {t('meetings:cancel_request')}
                                </button>
                              ) : null}
                              {m.status === 'accepted' ? (
                                <button type="button" class="secondary" aria-label={t('meetings:cancel_label', { label })} onClick={() => void act(m, 'cancel')}>
                                  {t('meetings:cancel')}
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
    error.value = list.error ? errorMessage(list.error, t('common:download_status', { status: list.response.status })) : '';
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
      <h2 id="event-meetings-title">{t('meetings:title')}</h2>
      <EventPicker />
      <label>
        {t('meetings:status')}
        <select value={status.value} onChange={(e) => (status.value = e.currentTarget.value)}>
          <option value="">{t('meetings:filter_all')}</option>
          <option value="pending">{t('meetings:filter_pending')}</option>
          <option value="accepted">{t('meetings:filter_accepted')}</option>
          <option value="declined">{t('meetings:filter_declined')}</option>
          <option value="cancelled">{t('meetings:filter_cancelled')}</option>
        </select>
      </label>
      <div class="actions">
        <button type="button" onClick={() => void csv()} disabled={!eventSlug.value}>
          {t('meetings:download_csv')}
        </button>
      </div>
      <ErrorNote message={error.value} />
      {s ? (
        <p data-testid="meeting-stats">
          {t('meetings:stats', { pending: s.pending, accepted: s.accepted, declined: s.declined, cancelled: s.cancelled, met: s.met, no_show: s.no_show })}
        </p>
      ) : null}
      {s && s.locations.length ? (
        <ul class="meta">
          {s.locations.map((l) => (
            <li key={l.id}>
              <T k="meetings:location_slots" values={{ name: l.name, booked: l.booked_slots, total: l.total_slots }} />
            </li>
          ))}
        </ul>
      ) : null}
      <ul class="list" data-testid="event-meeting-list">
        {rows.value.map((m) => (
          <li key={m.id} class="item column">
            <p>
              <T k="meetings:asked" values={{ from: fullName(m.from), to: fullName(m.to) }} />
            </p>
            <p class="meta">
              <bdi>{span(m.starts_at, m.ends_at)}</bdi>
              {m.location ? (
                <>
                  {' · '}
                  <bdi>{m.location.name}</bdi>
                </>
              ) : null}
              {' · '}
              {statusText(m.status)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
