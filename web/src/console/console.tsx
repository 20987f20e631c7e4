import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { T, UserText } from '../i18n/T.tsx';
import { formatSpan } from '../i18n/format.ts';
import { ErrorNote } from '../screens/ui.tsx';
import {
  currentEvent,
  eventSlug,
  fromLocalInput,
  intOrNull,
  loadCurrentEvent,
  organizations,
  pickEvent,
  refusal,
  rememberOrganization,
  toLocalInput,
  validZone,
  type EventRecord,
} from './api.ts';
import { useMyEvents } from '../screens/event-picker.tsx';
import { TicketTypes } from './tickets.tsx';
import { Orders } from './orders.tsx';
import { EditSection, editTabs, isEditTab } from './edit.tsx';

const tabs = [
  ['events', 'console:tab_events'],
  ['event', 'console:tab_event'],
  ['tickets', 'console:tab_tickets'],
  ['orders', 'console:tab_orders'],
  ['dashboard', 'console:tab_dashboard'],
  ...editTabs,
] as const;

/** The organizer console (CONTRACT 18): `#/console/<tab>`. Loaded on demand from main.tsx. */
export function Console({ tab }: { tab: string | undefined }) {
  const current = tab && tabs.some(([k]) => k === tab) ? tab : tab === 'new' ? 'new' : 'events';
  useEffect(() => {
    if (eventSlug.value && currentEvent.value?.slug !== eventSlug.value) void loadCurrentEvent();
  }, [eventSlug.value]);
  // On a phone the sections are one row that scrolls sideways: the current one is kept in view.
  useEffect(() => {
    document.querySelector('.console-tabs [aria-current=page]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const e = currentEvent.value;
  const needsEvent = current !== 'events' && current !== 'new';

  return (
    <section aria-labelledby="console-title">
      <h2 id="console-title">{t('console:title')}</h2>
      <nav aria-label={t('console:sections')} class="console-tabs">
        <ul>
          {tabs.map(([key, label]) => (
            <li key={key}>
              <a href={`#/console/${key}`} aria-current={current === key ? 'page' : undefined}>
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {e ? (
        <p class="meta" data-testid="console-event">
          <T k="console:working_on" values={{ name: e.name ?? '' }} />
        </p>
      ) : null}
      {needsEvent && !eventSlug.value ? (
        <p>
          <a href="#/console/events">{t('console:pick_first')}</a>
        </p>
      ) : current === 'events' ? (
        <EventList />
      ) : current === 'new' ? (
        <EventForm key="new" record={null} />
      ) : current === 'event' ? (
        e ? <EventForm key={e.slug} record={e} /> : <p>{t('console:loading')}</p>
      ) : current === 'tickets' ? (
        <TicketTypes slug={eventSlug.value} />
      ) : current === 'orders' ? (
        <Orders slug={eventSlug.value} />
      ) : isEditTab(current) ? (
        <EditSection tab={current} slug={eventSlug.value} />
      ) : (
        <LazyDashboard slug={eventSlug.value} />
      )}
    </section>
  );
}

/** The dashboard and its chart library load only when the dashboard opens. */
function LazyDashboard({ slug }: { slug: string }) {
  const view = useSignal<ComponentType<{ slug: string }> | null>(null);
  useEffect(() => {
    void import('./dashboard.tsx').then((m) => (view.value = m.Dashboard));
  }, []);
  const View = view.value;
  return View ? <View slug={slug} /> : <p>{t('console:loading')}</p>;
}

/** The organizer's events, by organization (`GET /api/me/organizations`): pick one (no slug typed), or create one. */
function EventList() {
  const groups = useMyEvents();
  const newOrg = useSignal('');
  const error = useSignal('');

  async function create(e: Event) {
    e.preventDefault();
    error.value = '';
    const name = newOrg.value.trim();
    if (!name) return;
    const { data, error: err, response } = await convene.rest.POST('/api/organizations', { body: { name } as never });
    if (!data) {
      error.value = refusal(err, response.status);
      return;
    }
    newOrg.value = '';
    rememberOrganization((data.data as { slug: string }).slug);
  }

  return (
    <div>
      <h3>{t('console:events_title')}</h3>
      <p>
        <a class="button" href="#/console/new">
          {t('console:new_event')}
        </a>
      </p>
      {groups === null ? <p>{t('console:loading')}</p> : null}
      {groups?.length === 0 ? <p>{t('console:no_organizations')}</p> : null}
      {(groups ?? []).map((g) => (
        <section key={g.slug} aria-label={g.name} class="card">
          <h4>
            <UserText>{g.name}</UserText>
          </h4>
          {g.events.length === 0 ? (
            <p>{t('console:no_events')}</p>
          ) : (
            <ul class="list" data-testid="console-events">
              {g.events.map((ev) => (
                <li key={ev.slug} class="item">
                  <div>
                    <strong>
                      <UserText>{ev.name}</UserText>
                    </strong>
                    <p class="meta">
                      {ev.starts_at && ev.ends_at ? formatSpan(ev.starts_at, ev.ends_at, ev.time_zone) : null} · <UserText>{ev.online ? t('console:online') : ev.city_name}</UserText> ·{' '}
                      {t(`console:state_${ev.state ?? 'active'}`)}
                    </p>
                    <button
                      type="button"
                      aria-pressed={eventSlug.value === ev.slug}
                      onClick={() => {
                        pickEvent(ev as EventRecord);
                        location.hash = '#/console/dashboard';
                      }}
                    >
                      <T k="console:manage" values={{ name: ev.name ?? '' }} />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <ErrorNote message={error.value} />
      <form onSubmit={create} class="composer">
        <label for="org-new">{t('console:new_organization')}</label>
        <input id="org-new" value={newOrg.value} onInput={(e) => (newOrg.value = e.currentTarget.value)} />
        <button type="submit">{t('console:create')}</button>
      </form>
    </div>
  );
}

const zones = (() => {
  try {
    return (Intl as unknown as { supportedValuesOf(k: string): string[] }).supportedValuesOf('timeZone');
  } catch {
    return ['Asia/Tehran', 'UTC'];
  }
})();

/** Create (`record` null) or edit an event. The record has no capacity or waiting-list flag: those are sent only when changed. */
function EventForm({ record }: { record: EventRecord | null }) {
  const zone = record?.time_zone ?? 'Asia/Tehran';
  const org = useSignal(record?.organization?.slug ?? organizations.value[0] ?? '');
  const name = useSignal(record?.name ?? '');
  const timeZone = useSignal(zone);
  const starts = useSignal(toLocalInput(record?.starts_at, zone));
  const ends = useSignal(toLocalInput(record?.ends_at, zone));
  const city = useSignal(record?.city_name ?? '');
  const online = useSignal(record?.online ?? false);
  const capacity = useSignal('');
  const waiting = useSignal(false);
  const touched = useSignal<Set<string>>(new Set());
  const error = useSignal('');
  const notice = useSignal('');
  const touch = (field: string) => (touched.value = new Set([...touched.value, field]));

  async function submit(e: Event) {
    e.preventDefault();
    error.value = '';
    notice.value = '';
    if (!validZone(timeZone.value)) {
      error.value = t('console:bad_zone');
      return;
    }
    const fields: Record<string, unknown> = {
      name: name.value,
      time_zone: timeZone.value,
      starts_at: fromLocalInput(starts.value, timeZone.value),
      ends_at: fromLocalInput(ends.value, timeZone.value),
      city_name: city.value,
      online: online.value,
    };
    if (!record || touched.value.has('capacity')) fields.capacity = intOrNull(capacity.value);
    if (!record || touched.value.has('waiting')) fields.waiting_list_enabled = waiting.value;
    const answer = record
      ? await convene.rest.PATCH('/api/events/{slug}', { params: { path: { slug: record.slug ?? '' } }, body: fields as never })
      : await convene.rest.POST('/api/events', { body: { ...fields, organization: org.value, category_id: null } as never });
    if (!answer.data) {
      error.value = refusal(answer.error, answer.response.status);
      return;
    }
    const saved = answer.data.data as EventRecord;
    pickEvent(saved);
    if (saved.organization?.slug) rememberOrganization(saved.organization.slug);
    notice.value = t(record ? 'console:event_saved' : 'console:event_created');
    touched.value = new Set();
    if (!record) location.hash = '#/console/tickets';
  }

  return (
    <form onSubmit={submit} class="stack">
      <h3>{record ? t('console:edit_event') : t('console:new_event')}</h3>
      {!record ? (
        <label>
          {t('console:organization')}
          <select required value={org.value} onChange={(e) => (org.value = e.currentTarget.value)}>
            {organizations.value.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {!record && organizations.value.length === 0 ? <p class="hint">{t('console:need_organization')}</p> : null}
      <label>
        {t('console:event_name')}
        <input required maxLength={200} value={name.value} onInput={(e) => (name.value = e.currentTarget.value)} />
      </label>
      <label for="event-zone">{t('console:time_zone')}</label>
      <select id="event-zone" value={timeZone.value} onChange={(e) => (timeZone.value = e.currentTarget.value)}>
        {(zones.includes(timeZone.value) ? zones : [timeZone.value, ...zones]).map((z) => (
          <option key={z} value={z}>
            {z}
          </option>
        ))}
      </select>
      <label>
        {t('console:starts_at')}
        <input type="datetime-local" required value={starts.value} onInput={(e) => (starts.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console:ends_at')}
        <input type="datetime-local" required value={ends.value} onInput={(e) => (ends.value = e.currentTarget.value)} />
      </label>
      <label class="inline">
        <input type="checkbox" checked={online.value} onChange={(e) => (online.value = e.currentTarget.checked)} />
        {t('console:online_event')}
      </label>
      <label>
        {t('console:city')}
        <input maxLength={100} required={!online.value} value={city.value} onInput={(e) => (city.value = e.currentTarget.value)} />
      </label>
      <label>
        {t('console:capacity')}
        <input
          type="number"
          min={0}
          inputMode="numeric"
          value={capacity.value}
          onInput={(e) => {
            capacity.value = e.currentTarget.value;
            touch('capacity');
          }}
        />
      </label>
      <p class="hint">{record ? t('console:capacity_hint_edit') : t('console:capacity_hint')}</p>
      <label class="inline">
        <input
          type="checkbox"
          checked={waiting.value}
          onChange={(e) => {
            waiting.value = e.currentTarget.checked;
            touch('waiting');
          }}
        />
        {t('console:waiting_list')}
      </label>
      {record ? <p class="hint">{t('console:waiting_list_hint_edit')}</p> : null}
      <ErrorNote message={error.value} />
      {notice.value ? <p role="status">{notice.value}</p> : null}
      <button type="submit">{record ? t('console:save') : t('console:create_event')}</button>
    </form>
  );
}
