import { signal } from '@preact/signals';
import { locale, type Locale } from './index.ts';

/**
 * Dates, times, numbers and money through Intl in the current language. Persian: the Solar Hijri calendar and
 * Persian digits (`fa-IR-u-ca-persian-nu-arabext`). Times are shown in the event's `time_zone` (UTC in the API),
 * with the zone's name when it differs from the device's.
 */
export const intlLocale = (l: Locale = locale.value): string => (l === 'fa' ? 'fa-IR-u-ca-persian-nu-arabext' : 'en');

/** The device's own time zone. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The time zone of the event on screen (set by the screens that load an event); none: the device's. */
export const eventTimeZone = signal<string | undefined>(undefined);

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const zone = timeZone ?? eventTimeZone.value;
  const showZone = zone !== undefined && zone !== deviceTimeZone();
  // Intl refuses `timeZoneName` beside `dateStyle`/`timeStyle`: with a zone to name, the styles become their fields.
  const fields: Intl.DateTimeFormatOptions =
    showZone && (options.dateStyle || options.timeStyle) ? { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' } : options;
  const full: Intl.DateTimeFormatOptions = { ...fields, ...(zone ? { timeZone: zone } : {}), ...(showZone ? { timeZoneName: 'short' } : {}) };
  const key = `${intlLocale()}|${JSON.stringify(full)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(), full);
    cache.set(key, format);
  }
  return format;
}

/** "12:50" / "۱۲:۵۰" (plus the zone when it is not the device's). */
export function formatTime(iso: string | Date, timeZone?: string): string {
  return dateFormat({ hour: '2-digit', minute: '2-digit' }, timeZone).format(new Date(iso));
}

/** "Mon, 1 Dec" / "دوشنبه ۱۰ آذر". */
export function formatDay(iso: string | Date, timeZone?: string): string {
  const zone = timeZone ?? eventTimeZone.value;
  return new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', day: 'numeric', month: 'short', ...(zone ? { timeZone: zone } : {}) }).format(new Date(iso));
}

/** A date with its time: "1 Dec 2026, 09:30". */
export function formatDateTime(iso: string | Date, timeZone?: string): string {
  // Fields, not dateStyle/timeStyle: Intl refuses those together with timeZoneName (the zone shown when it differs).
  return dateFormat({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }, timeZone).format(new Date(iso));
}

/** "Mon 1 Dec 09:30–10:00" in the current language and the event's zone. */
export function formatSpan(startsAt: string, endsAt: string, timeZone?: string): string {
  const zone = timeZone ?? eventTimeZone.value;
  const range = new Intl.DateTimeFormat(intlLocale(), { hour: '2-digit', minute: '2-digit', ...(zone ? { timeZone: zone } : {}), ...(zone && zone !== deviceTimeZone() ? { timeZoneName: 'short' } : {}) });
  return `${formatDay(startsAt, zone)} ${range.formatRange(new Date(startsAt), new Date(endsAt))}`;
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(), options).format(value);
}

/** An amount in the event's currency (ISO 4217 code, e.g. IRR), with the currency's own number of decimals. */
export function formatMoney(amount: number | string, currency: string): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency }).format(Number(amount));
}
