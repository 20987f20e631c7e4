import type { Locale } from './locale.js';

/** Escapes text for HTML (element content and double-quoted attributes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One line: CR, LF and other control characters become spaces (a subject or a name never splits a header). */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Western digits as Persian digits for `fa`. */
export function localDigits(value: string | number, locale: Locale): string {
  const text = String(value);
  return locale === 'fa' ? text.replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!) : text;
}

/** A date and time in the receiver's language: Solar Hijri with Persian digits for `fa`, Gregorian for `en`. */
export function formatDateTime(iso: string, locale: Locale, timeZone = 'Asia/Tehran'): string {
  const tag = locale === 'fa' ? 'fa-IR-u-ca-persian-nu-arabext' : 'en-GB-u-ca-gregory';
  const text = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
  return localDigits(text, locale);
}

/** A short date and time for an SMS: `۱۴۰۵/۱/۲, ۱۴:۳۰` (Solar Hijri) in `fa`, `22/03/2026, 14:30` in `en`. */
export function formatShortDateTime(iso: string, locale: Locale, timeZone = 'Asia/Tehran'): string {
  const tag = locale === 'fa' ? 'fa-IR-u-ca-persian-nu-arabext' : 'en-GB-u-ca-gregory';
  const text = new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
  return localDigits(text, locale);
}

/**
 * An amount in the smallest unit of its currency (rials for `IRR`) in the receiver's language, as the web app's
 * formatMoney (web/src/i18n/format.ts) shows it: Intl's currency style, Persian digits for `fa`.
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const tag = locale === 'fa' ? 'fa-IR-u-nu-arabext' : 'en';
  return localDigits(new Intl.NumberFormat(tag, { style: 'currency', currency }).format(amount), locale);
}
