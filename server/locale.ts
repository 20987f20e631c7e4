import type { ErrorDetail } from './errors.js';
import { ERROR_MESSAGES_FA } from './errors.fa.js';

/** The languages Convene speaks (CONTRACT 17). */
export const LOCALES = ['fa', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const isLocale = (value: unknown): value is Locale => value === 'fa' || value === 'en';

/**
 * The language of a request: the user's saved `locale`, else the best of `Accept-Language` (RFC 9110 12.5.4:
 * by q-value, `fa-IR` counts as `fa`, `*` as the default, q=0 excluded), else `fallback` (DEFAULT_LOCALE).
 */
export function requestLocale(userLocale: string | null | undefined, acceptLanguage: string | undefined, fallback: Locale): Locale {
  if (isLocale(userLocale)) return userLocale;
  if (!acceptLanguage) return fallback;
  const ranges = acceptLanguage
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === '*') return fallback;
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return fallback;
}

/** The details of an error body in `locale`: codes and fields unchanged, Persian messages from the catalog. */
export function localizeDetails(details: readonly ErrorDetail[], locale: Locale): ErrorDetail[] {
  if (locale === 'en') return [...details];
  return details.map((d) => {
    const message = ERROR_MESSAGES_FA[d.code];
    if (!message) return d;
    return { ...d, message: d.field ? message.replace('{field}', d.field) : message.replace(' «{field}»', '') };
  });
}

/** An English message in `locale` for a code (OAuth descriptions, acknowledgements). */
export function localizeMessage(code: ErrorDetail['code'], english: string, locale: Locale): string {
  return locale === 'fa' ? (ERROR_MESSAGES_FA[code] ?? english) : english;
}

/**
 * Users' saved locales as the per-request token check has just read them (server/identity/revocation.ts reads the
 * user's row anyway), so an error answer right after needs no read of its own (issue 49: a drop's thousand refusals
 * each sent one). A hint is trusted for `ttlMs` (1 s): a locale changed on another node in that second can still
 * answer one error in the old language; this node forgets a user's hint when they change it here.
 */
export interface LocaleHints {
  note(userId: number, locale: Locale | null): void;
  /** The locale read within the last `ttlMs`, or undefined when there is none to trust. */
  get(userId: number): Locale | null | undefined;
  forget(userId: number): void;
}

export function createLocaleHints(ttlMs = 1000, max = 10_000): LocaleHints {
  const hints = new Map<number, { locale: Locale | null; until: number }>();
  return {
    note(userId, locale) {
      hints.delete(userId);
      if (hints.size >= max) hints.delete(hints.keys().next().value!);
      hints.set(userId, { locale, until: Date.now() + ttlMs });
    },
    get(userId) {
      const hint = hints.get(userId);
      if (!hint) return undefined;
      if (hint.until > Date.now()) return hint.locale;
      hints.delete(userId);
      return undefined;
    },
    forget(userId) {
      hints.delete(userId);
    },
  };
}
