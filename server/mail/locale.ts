import type { DB } from '../../storage/database.js';

export type Locale = 'fa' | 'en';

/**
 * The language of a user's mails (CONTRACT 17): their saved `locale`, else DEFAULT_LOCALE. The users table has no
 * `locale` column on main yet, so this answers the default; when that column lands, read it here (one place).
 */
export async function receiverLocale(_db: DB, _userId: number | null, fallback: Locale): Promise<Locale> {
  return fallback;
}
