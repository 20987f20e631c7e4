import { convene } from '../session.ts';
import { formatMoney } from '../i18n/format.ts';
import type { components } from '../../../client/index.ts';

export type Order = components['schemas']['Order'];
export type TicketForSale = components['schemas']['TicketForSale'];

/** Money comes in the currency's smallest unit (CONTRACT 15); Intl wants the amount in whole units. */
export function money(amount: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 0;
  return formatMoney(amount / 10 ** digits, currency);
}

export async function loadOrder(code: string): Promise<Order | null> {
  const { data } = await convene.rest.GET('/api/orders/{code}', { params: { path: { code } } });
  return (data?.data as Order | undefined) ?? null;
}

/** An .ics file of the event (one VEVENT), made in the browser so "Add to calendar" works for guests too. */
export function eventCalendar(event: { name: string; slug: string; starts_at: string; ends_at: string }, url: string): string {
  const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const escape = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Convene//Shop//EN',
    'BEGIN:VEVENT',
    `UID:event-${event.slug}@convene`,
    `DTSTAMP:${stamp(new Date().toISOString())}`,
    `DTSTART:${stamp(event.starts_at)}`,
    `DTEND:${stamp(event.ends_at)}`,
    `SUMMARY:${escape(event.name)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
