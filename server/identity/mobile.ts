/**
 * Iranian mobile numbers in any of the accepted spellings (09121234567, 9121234567, +989121234567,
 * 00989121234567) normalised to E.164 (+989121234567). Returns null for anything else.
 */
export function normalizeMobile(input: string): string | null {
  const s = input.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+98|0098|0)?(9\d{9})$/.exec(s);
  return match ? `+98${match[1]}` : null;
}

/** `+989121234567` → `+98912***4567`: enough for the user to recognise, useless to anyone else. */
export function maskMobile(e164: string): string {
  return `${e164.slice(0, 6)}***${e164.slice(-4)}`;
}
