import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';

/**
 * Mobile numbers, validated with libphonenumber's metadata (mobile types only) and stored in E.164. Accepted: any
 * mobile number in international form (`+14155550123`, or with the `00` prefix), or in the national form of the
 * default region (`DEFAULT_PHONE_REGION`, default IR: `09121234567`, `9121234567`, `+989121234567`,
 * `00989121234567` all become `+989121234567`; any `9` and nine digits counts, as in the seed). Digits are ASCII;
 * spaces, dashes, dots and parentheses are ignored.
 */
let defaultRegion: CountryCode = 'IR';

/** Set once at start from `DEFAULT_PHONE_REGION` (a process-wide setting, like the database's type parsers). */
export function setDefaultPhoneRegion(region: string): void {
  defaultRegion = region as CountryCode;
}

/** The E.164 form of a mobile number, or null when it is not a valid mobile number. */
export function normalizeMobile(input: string, region: string = defaultRegion): string | null {
  const s = input.trim();
  if (s.length > 32 || !/^\+?[0-9][0-9 ().-]*$/.test(s)) return null;
  const parsed = parsePhoneNumberFromString(s, region as CountryCode);
  if (parsed?.isValid()) return parsed.number;
  // Iranian numbers keep the seed's rule (9 and nine digits: operators' newer ranges are not all in the metadata).
  const iranian = /^(?:\+98|0098|0)?(9\d{9})$/.exec(s.replace(/[\s().-]/g, ''));
  if (iranian && (region === 'IR' || /^(?:\+|00)98/.test(s))) return `+98${iranian[1]}`;
  return null;
}

/** What an error about a mobile number says: the expected forms, with examples. */
export function mobileHint(region: string = defaultRegion): string {
  const national = getExampleNumber(region as CountryCode, examples)?.formatNational().replace(/[^\d]/g, '');
  return `a mobile number in international form such as +14155550123${national ? `, or in the national form of ${region} such as ${national}` : ''}`;
}

/** `+989121234567` → `+98912***4567`: enough for the user to recognise, useless to anyone else. */
export function maskMobile(e164: string): string {
  const keep = Math.max(2, Math.min(6, e164.length - 7));
  return `${e164.slice(0, keep)}***${e164.slice(-4)}`;
}
