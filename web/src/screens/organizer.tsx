import { signal, useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { fullName, when, ErrorNote, SearchForm } from './ui.tsx';
import { t } from '../i18n/index.ts';

type Attendee = components['schemas']['EventAttendee'];
type Report = components['schemas']['ModerationReport'];

/** The event an organizer works on (shared by the door, the attendee list and the reports queue). */
export const eventSlug = signal(localStorage.getItem('convene.door.slug') ?? '');
export function setEventSlug(slug: string) {
  eventSlug.value = slug;
  localStorage.setItem('convene.door.slug', slug);
}

export function EventPicker() {
  return (
    <label>
      {t('organizer:event_slug')}
      <input name="slug" required value={eventSlug.value} onChange={(e) => setEventSlug(e.currentTarget.value.trim())} />
    </label>
  );
}

function problem(error: unknown, status: number): string {
  return (error as { errors?: Array<{ message: string }> } | undefined)?.errors?.[0]?.message ?? `The server answered ${status}.`;
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
    const { response } = await convene.rest.GET('/api/events/{slug}/attendees', {
      params: { path: { slug: eventSlug.value }, query: { format: 'csv' } },
      parseAs: 'blob',
    });
    if (!response.ok) return void (error.value = `The server answered ${response.status}.`);
    const url = URL.createObjectURL(await response.clone().blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `${eventSlug.value}-attendees.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  useEffect(() => void load(), [eventSlug.value]);

  return (
    <section aria-labelledby="attendees-title">
      <h2 id="attendees-title">Attendees</h2>
      <EventPicker />
      <SearchForm id="attendee-q" label="Search attendees" placeholder="Name, mobile, e-mail or ticket code" value={q.value} onInput={(v) => (q.value = v)} onSearch={() => void load()} />
      <button type="button" onClick={() => void csv()} disabled={!eventSlug.value}>
        Download CSV
      </button>
      <ErrorNote message={error.value} />
      <ul class="list" data-testid="attendee-list">
        {rows.value.map((r) => (
          <li key={r.ticket_code} class="item">
            <div>
              <strong>{fullName(r.user)}</strong> <span class="meta">{r.ticket_code}</span>
              <p class="meta">
                {r.user.mobile}
                {r.user.email ? ` · ${r.user.email}` : ''} · {r.status === 'void' ? 'Void' : r.checked_in_at ? `Checked in ${when(r.checked_in_at)}` : 'Not checked in'}
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
    notice.value = response.ok ? `Report ${status}.` : `The server answered ${response.status}.`;
    await load();
  }

  async function ban(userId: number) {
    const { response } = await convene.rest.PUT('/api/events/{slug}/bans/{user_id}', { params: { path: { slug: eventSlug.value, user_id: userId } }, body: { reason: 'Reported' } });
    notice.value = response.status === 201 || response.status === 204 ? 'Muted in this event.' : `The server answered ${response.status}.`;
  }

  useEffect(() => void load(), [eventSlug.value]);

  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title">Reports</h2>
      <EventPicker />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      {reports.value.length === 0 ? <p>No open reports.</p> : null}
      <ul class="list">
        {reports.value.map((r) => (
          <li key={r.id} class="item">
            <div>
              <p>
                <strong>{r.reason}</strong> · {r.type.replace('_', ' ')} reported by {fullName(r.reporter)} · {when(r.created_at)}
              </p>
              {r.target.text ? <p class="meta">“{r.target.text}”</p> : null}
              {r.note ? <p class="meta">{r.note}</p> : null}
              <div class="actions">
                <button type="button" onClick={() => void decide(r, 'resolved')}>
                  Resolve
                </button>
                <button type="button" onClick={() => void decide(r, 'dismissed')}>
                  Dismiss
                </button>
                {r.target.user ? (
                  <button type="button" onClick={() => void ban(r.target.user!.id)}>
                    Mute {fullName(r.target.user)}
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
