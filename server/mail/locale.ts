import type { DB } from '../../storage/database.js';
import { findUserLocale } from '../../storage/repositories/profiles.js';

export type Locale = 'fa' | 'en';

/** The language of a user's mails (CONTRACT 17): their saved `locale`, else DEFAULT_LOCALE (one place). */
export async function receiverLocale(db: DB, userId: number | null, fallback: Locale): Promise<Locale> {
  if (userId === null) return fallback;
  return (await findUserLocale(db, userId)) ?? fallback;
}
