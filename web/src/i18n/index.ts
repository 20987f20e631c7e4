import i18next, { type TOptions } from 'i18next';
import { signal } from '@preact/signals';

/**
 * The web app's languages (CONTRACT section 17). Every string a person reads comes from a catalog:
 * web/src/i18n/locales/<lang>/<namespace>.json, one file per screen or area, so parallel additions never collide.
 * Only the catalogs of the language in use are loaded (each namespace is its own small chunk).
 * Keys are written `namespace:key`; plurals follow i18next's `_one` / `_other` suffixes chosen by Intl.PluralRules.
 */
export const locales = ['fa', 'en'] as const;
export type Locale = (typeof locales)[number];
export const isLocale = (value: unknown): value is Locale => value === 'fa' || value === 'en';

/** The language in use; reading it in a component re-renders that component when it changes. */
export const locale = signal<Locale>('fa');
export const direction = (l: Locale = locale.value): 'rtl' | 'ltr' => (l === 'fa' ? 'rtl' : 'ltr');

const catalogs = import.meta.glob<{ default: Record<string, string> }>('./locales/*/*.json');
const loaded = new Set<Locale>();

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'fa',
  fallbackLng: false,
  resources: {},
  ns: [],
  defaultNS: false,
  keySeparator: false,
  nsSeparator: ':',
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
  interpolation: {
    // Preact escapes what it renders; numbers are written in the language's digits.
    escapeValue: true,
    useRawValueToEscape: true,
    escape: (value: unknown) => (typeof value === 'number' ? formatNumberIn(locale.value, value) : String(value)),
  },
} as Parameters<typeof i18n.init>[0]);

function formatNumberIn(l: Locale, value: number): string {
  return new Intl.NumberFormat(l === 'fa' ? 'fa-IR' : 'en').format(value);
}

/** Loads every namespace of `l` (once). */
export async function loadLocale(l: Locale): Promise<void> {
  if (loaded.has(l)) return;
  const prefix = `./locales/${l}/`;
  await Promise.all(
    Object.entries(catalogs)
      .filter(([path]) => path.startsWith(prefix))
      .map(async ([path, load]) => {
        const ns = path.slice(prefix.length, -'.json'.length);
        i18n.addResourceBundle(l, ns, (await load()).default, true, true);
      }),
  );
  loaded.add(l);
}

export type Values = Record<string, string | number>;

/** The catalog text of `key` (`namespace:key`) in the current language, `{{name}}` placeholders filled from `values`. */
export function t(key: string, values?: Values): string {
  const l = locale.value;
  return i18n.t(key, { ...(values as TOptions), lng: l }) as string;
}

const storageKey = 'convene.locale';

/** The language remembered on this device, if the user picked one here. */
export function rememberedLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(storageKey);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages Convene speaks, else `fa` (DEFAULT_LOCALE). */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'fa';
}

/** Switches the language: loads its catalogs, then sets `<html lang dir>` and re-renders. `remember` keeps it on the device. */
export async function setLocale(l: Locale, remember = false): Promise<void> {
  await loadLocale(l);
  if (remember) {
    try {
      localStorage.setItem(storageKey, l);
    } catch {
      // Private mode without storage: the choice lasts this visit.
    }
  }
  document.documentElement.lang = l;
  document.documentElement.dir = direction(l);
  locale.value = l;
}

/** The language at start: the one picked on this device (the saved user locale replaces it after login), else the browser's. */
export async function initLocale(): Promise<void> {
  await setLocale(rememberedLocale() ?? browserLocale());
}

const open = '\uE000';
const close = '\uE001';

/**
 * The catalog text of `key` cut into pieces: plain catalog text (strings) and the values (`{value}`), so a component
 * can isolate each value in its own direction (see `T`). Numbers are formatted; strings are left as written.
 */
export function parts(key: string, values: Values): Array<string | { value: string }> {
  const names = Object.keys(values);
  const marked: Values = {};
  names.forEach((name, i) => {
    const v = values[name]!;
    marked[name] = name === 'count' && typeof v === 'number' ? v : `${open}${i}${close}`;
  });
  const text = i18n.t(key, { ...(marked as TOptions), lng: locale.value }) as string;
  const out: Array<string | { value: string }> = [];
  for (const piece of text.split(open)) {
    const end = piece.indexOf(close);
    if (end < 0) {
      if (piece) out.push(piece);
      continue;
    }
    const v = values[names[Number(piece.slice(0, end))]!]!;
    out.push({ value: typeof v === 'number' ? formatNumberIn(locale.value, v) : v });
    if (end + 1 < piece.length) out.push(piece.slice(end + 1));
  }
  return out;
}
