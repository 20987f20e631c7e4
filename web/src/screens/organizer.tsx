import { signal, useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { saveDownload } from '../download.ts';
import { fullName, when, ErrorNote, SearchForm } from './ui.tsx';
import { t } from '../i18n/index.ts';
import { T } from '../i18n/T.tsx';
import { MyEventSelect } from './event-picker.tsx';

type Attendee = components['schemas']['EventAttendee'];
type Report = components['schemas']['ModerationReport'];

/** The event an organizer works on (shared by the door, the attendee list and the reports queue). */
export const eventSlug = signal(localStorage.getItem('convene.door.slug') ?? '');
export function setEventSlug(slug: string) {
  eventSlug.value = slug;
  localStorage.setItem('convene.door.slug', slug);
}

/** One of the organizer's events, picked from the list (screens/event-picker.tsx); the choice is remembered. */
export function EventPicker() {
  return (
    <div class="event-picker">
      <MyEventSelect id="event-pick" value={eventSlug.value} onPick={(slug) => setEventSlug(slug)} />
    </div>
  );
}

function problem(error: unknown, status: number): string {
  return (error as { errors?: Array<{ message: string }> } | undefined)?.errors?.[0]?.message ?? t('common:download_status', { status });
}

/** The event's tickets with their holders' contact details (organizers see their own attendees'), and the CSV. */
export function Attendees() {
  const q = useSignal('');
  const rows = useSignal<Attendee[]>([]);
  const error = useSignal('');

  async function load() {
    if (!eventSlug.value) return;
    error.value = '';
    const query = q.value.trim() ? { q: q.value.trim(), per_page: 100 } : { per_page: 100 };
    const { data, error: err, response } = await convene.rest.GET('/api/events/{slug}/attendees', { params: { path: { slug: eventSlug.value }, query } });
    if (data) rows.value = data.data;
    else error.value = problem(err, response.status);
  }

  async function csv() {
    // The CSV needs the bearer token: fetched here and handed to the browser as a file.
    const call = convene.rest.GET('/api/events/{slug}/attendees', { params: { path: { slug: eventSlug.value }, query: { format: 'csv' } }, parseAs: 'blob' });
    error.value = await saveDownload(call, `${eventSlug.value}-attendees.csv`);
  }

  useEffect(() => void load(), [eventSlug.value]);

  return (
    <section aria-labelledby="attendees-title">
      <h2 id="attendees-title">{t('organizer:attendees_title')}</h2>
      <EventPicker />
      <SearchForm id="attendee-q" label={t('organizer:attendees_search')} placeholder={t('organizer:attendees_search_placeholder')} value={q.value} onInput={(v) => (q.value = v)} onSearch={() => void load()} />
      <button type="button" onClick={() => void csv()} disabled={!eventSlug.value}>
        {t('organizer:attendees_download_csv')}
      </button>
      <ErrorNote message={error.value} />
      <ul class="list" data-testid="attendee-list">
        {rows.value.map((r) => (
          <li key={r.ticket_code} class="item">
            <div>
              <strong>
                <bdi>{fullName(r.user)}</bdi>
              </strong>{' '}
              <bdi class="meta">{r.ticket_code}</bdi>
              <p class="meta">
                <bdi>{r.user.mobile}</bdi>
                {r.user.email ? (
                  <>
                    {' · '}
                    <bdi>{r.user.email}</bdi>
                  </>
                ) : null}
                {' · '}
                {r.status === 'void' ? (
                  t('organizer:attendees_void')
                ) : r.checked_in_at ? (
                  <T k="organizer:attendees_checked_in_at" values={{ time: when(r.checked_in_at) }} />
                ) : (
                  t('organizer:attendees_not_checked_in')
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Reports filed in the event: resolve, dismiss, or mute the reported person. */
export function Reports() {
  const reports = useSignal<Report[]>([]);
  const notice = useSignal('');

  async function load() {
    if (!eventSlug.value) return;
    const { data, error, response } = await convene.rest.GET('/api/events/{slug}/reports', { params: { path: { slug: eventSlug.value }, query: { status: 'open' } } });
    if (data) reports.value = data.data;
    else notice.value = problem(error, response.status);
  }

  async function decide(report: Report, status: 'resolved' | 'dismissed') {
    const { response } = await convene.rest.PATCH('/api/events/{slug}/reports/{report_id}', { params: { path: { slug: eventSlug.value, report_id: report.id } }, body: { status } });
    notice.value = response.ok ? t(status === 'resolved' ? 'organizer:reports_resolved' : 'organizer:reports_dismissed') : t('common:download_status', { status: response.status });
    await load();
  }

  async function ban(userId: number) {
    const { response } = await convene.rest.PUT('/api/events/{slug}/bans/{user_id}', { params: { path: { slug: eventSlug.value, user_id: userId } }, body: { reason: t('organizer:reports_ban_reason') } });
    notice.value = response.status === 201 || response.status === 204 ? t('organizer:reports_muted') : t('common:download_status', { status: response.status });
  }

  useEffect(() => void load(), [eventSlug.value]);

  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title">{t('organizer:reports_title')}</h2>
      <EventPicker />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      {reports.value.length === 0 ? <p>{t('organizer:reports_none')}</p> : null}
      <ul class="list">
        {reports.value.map((r) => (
          <li key={r.id} class="item">
            <div>
              <p>
                <strong>{t(`organizer:reports_reason_${r.reason}`)}</strong>
                {' · '}
                <T k={`organizer:reports_type_${r.type}`} values={{ name: fullName(r.reporter) }} />
                {' · '}
                <bdi>{when(r.created_at)}</bdi>
              </p>
              {r.target.text ? (
                <p class="meta">
                  <T k="organizer:reports_quoted" values={{ text: r.target.text }} />
                </p>
              ) : null}
              {r.note ? (
                <p class="meta" dir="auto">
                  {r.note}
                </p>
              ) : null}
              <div class="actions">
                <button type="button" onClick={() => void decide(r, 'resolved')}>
                  {t('organizer:reports_resolve')}
                </button>
                <button type="button" onClick={() => void decide(r, 'dismissed')}>
                  {t('organizer:reports_dismiss')}
                </button>
                {r.target.user ? (
                  <button type="button" onClick={() => void ban(r.target.user!.id)}>
                    <T k="organizer:reports_mute" values={{ name: fullName(r.target.user) }} />
                  </button>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
