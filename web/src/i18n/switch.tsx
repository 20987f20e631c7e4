import { convene, tokens } from '../session.ts';
import { isLocale, locale, locales, setLocale, t, type Locale } from './index.ts';

/** Saves the choice on the device and, when logged in, as the user's `locale` (CONTRACT section 17). */
export async function chooseLocale(l: Locale): Promise<void> {
  await setLocale(l, true);
  if (tokens.value) {
    // `locale` is part of PATCH {connect_url}/users/me; an older server ignores it.
    await convene.rest.PATCH('/connect/users/me', { body: { locale: l } as never }).catch(() => undefined);
  }
}

/** After login: the user's saved locale wins over the device's and the browser's. */
export async function adoptUserLocale(): Promise<void> {
  if (!tokens.value) return;
  const { data } = await convene.rest.GET('/connect/users/me').catch(() => ({ data: undefined }));
  const saved = (data as { locale?: unknown } | undefined)?.locale;
  if (isLocale(saved) && saved !== locale.value) await setLocale(saved, true);
}

/** The language switch: each language named in itself. */
export function LanguageSwitch() {
  return (
    <div class="language" role="group" aria-label={t('common:language')}>
      {locales.map((l) => (
        <button key={l} type="button" class="link" lang={l} aria-pressed={locale.value === l} onClick={() => void chooseLocale(l)}>
          {t(`common:language_${l}`)}
        </button>
      ))}
    </div>
  );
}
