import { computed, signal } from '@preact/signals';
import type { components } from '../../../client/index.ts';
import { convene } from '../session.ts';
import { t } from '../i18n/index.ts';
import { eventTimeZone } from '../i18n/format.ts';
import { errorMessage } from '../screens/ui.tsx';
import { eventSlug, setEventSlug } from '../screens/organizer.tsx';
import { myEvents, reloadMyEvents } from '../screens/event-picker.tsx';

export type EventRecord = components['schemas']['Event'];
export type SalesTicketType = components['schemas']['SalesTicketType'];
export type Voucher = components['schemas']['Voucher'];
export type Quota = components['schemas']['Quota'];
export type Order = components['schemas']['Order'];
export type SalesSummary = components['schemas']['SalesSummary'];

export { eventSlug, setEventSlug };

/** The event the console works on (the door, attendees and reports follow the same slug). */
export const currentEvent = signal<EventRecord | null>(null);

/** Reads the event record of the current slug; null when there is none or it is gone. */
export async function loadCurrentEvent(): Promise<EventRecord | null> {
  const slug = eventSlug.value;
  if (!slug) {
    currentEvent.value = null;
    return null;
  }
  const { data } = await convene.rest.GET('/api/v2/events/{slug}', { params: { path: { slug } } });
  const record = (data?.data as EventRecord | undefined) ?? null;
  currentEvent.value = record;
  eventTimeZone.value = record?.time_zone;
  return record;
}

export function pickEvent(record: EventRecord) {
  setEventSlug(record.slug ?? '');
  currentEvent.value = record;
  eventTimeZone.value = record.time_zone;
}

/** The slugs of the organizations the caller belongs to (`GET /api/me/organizations`, read by screens/event-picker.tsx). */
export const organizations = computed(() => (myEvents.value ?? []).map((g) => g.slug));

/** An organization or an event was just created: the lists are read again, so it shows at once. */
export function rememberOrganization(slug: string) {
  if (slug) void reloadMyEvents();
}

/** The server's own words for a refusal (`errors[0].message`), else the status. */
export function refusal(error: unknown, status: number): string {
  return errorMessage(error, t('console:failed_status', { status }));
}

// ---- times in the event's zone, for datetime-local inputs -----------------------------------------------------

function zoneOffset(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(utcMs / 1000) * 1000;
}

export function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `2026-12-01T09:30` read in `zone` → ISO 8601 in UTC. */
export function fromLocalInput(value: string, zone: string): string {
  const [date = '', time = '00:00'] = value.split('T');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, h, mi);
  const z = validZone(zone) ? zone : 'UTC';
  let utc = guess - zoneOffset(guess, z);
  utc = guess - zoneOffset(utc, z);
  return new Date(utc).toISOString();
}

/** ISO 8601 → `2026-12-01T09:30` in `zone`, for a datetime-local input. */
export function toLocalInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const ms = new Date(iso).getTime();
  const z = validZone(zone) ? zone : 'UTC';
  return new Date(ms + zoneOffset(ms, z)).toISOString().slice(0, 16);
}

/** A whole number from an input, or null when it is empty. */
export function intOrNull(value: string): number | null {
  const v = value.trim();
  return v === '' ? null : Math.trunc(Number(v));
}
