import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { components } from '../../../client/index.ts';
import { claims, convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { formatDay } from '../i18n/format.ts';

export type MyEvent = components['schemas']['Event'];
export interface MyOrganizationEvents {
  slug: string;
  name: string;
  role: string;
  events: MyEvent[];
}

/**
 * The events the organizer can work on, by organization: `GET /api/me/organizations`, then each organization's
 * events (`GET /api/organizations/{slug}/events`). Read once per user and shared by the console, the door and the
 * organizer screens; `reloadMyEvents` reads again (after an event or an organization was created).
 */
export const myEvents = signal<MyOrganizationEvents[] | null>(null);
let loading: Promise<void> | null = null;
let loadedFor: number | undefined;

async function readMyEvents(): Promise<void> {
  const out: MyOrganizationEvents[] = [];
  for (let page = 1; page <= 10; page++) {
    const { data } = await convene.rest.GET('/api/me/organizations', { params: { query: { per_page: 100, page } } });
    if (!data) break;
    const lists = await Promise.all(
      data.data.map((org) => convene.rest.GET('/api/organizations/{slug}/events', { params: { path: { slug: org.slug }, query: { per_page: 100 } } })),
    );
    data.data.forEach((org, i) => out.push({ slug: org.slug, name: org.name, role: org.role, events: (lists[i]?.data?.data ?? []) as MyEvent[] }));
    if (page >= data.meta.pagination.total_pages) break;
  }
  myEvents.value = out;
}

export function reloadMyEvents(): Promise<void> {
  const user = claims.value?.userId;
  // Another user's list is never shown, not even while this one's is read.
  if (user !== loadedFor) myEvents.value = null;
  loadedFor = user;
  loading = readMyEvents().catch(() => {
    myEvents.value ??= [];
  });
  return loading;
}

/** Reads the list once per user (another user logging in on the device reads it again). */
export function useMyEvents(): MyOrganizationEvents[] | null {
  useEffect(() => {
    if (!loading || loadedFor !== claims.value?.userId) void reloadMyEvents();
  }, []);
  return myEvents.value;
}

/** "Name · day" of an event, its day in the event's own time zone. */
export function eventLabel(event: MyEvent): string {
  const day = event.starts_at ? formatDay(event.starts_at, event.time_zone ?? undefined) : '';
  return t('organizer:event_option', { name: event.name ?? event.slug ?? '', day });
}

/**
 * Picks one of the organizer's events from a list (name and day, grouped by organization): no slug typed. The
 * choice is remembered (`value` is the caller's remembered slug); a remembered slug that is not in the list (an
 * event of an organization the login no longer belongs to, say) stays shown as it is, so the screen still says
 * which event it works on.
 */
export function MyEventSelect({ id, value, onPick }: { id: string; value: string; onPick: (slug: string, event: MyEvent | undefined) => void }) {
  const groups = useMyEvents();
  const all = (groups ?? []).flatMap((g) => g.events);
  const known = all.some((e) => e.slug === value);
  return (
    <>
      <label for={id}>{t('organizer:event')}</label>
      <select
        id={id}
        name="slug"
        value={value}
        onChange={(e) => {
          const slug = e.currentTarget.value;
          onPick(slug, all.find((ev) => ev.slug === slug));
        }}
      >
        <option value="">{groups === null ? t('organizer:event_loading') : t('organizer:event_choose')}</option>
        {value && !known ? <option value={value}>{value}</option> : null}
        {(groups ?? []).map((g) =>
          g.events.length ? (
            <optgroup key={g.slug} label={g.name}>
              {g.events.map((ev) => (
                <option key={ev.slug} value={ev.slug ?? ''}>
                  {eventLabel(ev)}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </select>
      {groups !== null && all.length === 0 ? <p class="hint">{t('organizer:event_none')}</p> : null}
    </>
  );
}
