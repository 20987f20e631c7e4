import type { Updateable } from 'kysely';
import type { DB } from '../database.js';
import type { UsersTable } from '../schema.js';
import { familyRevoked } from './refresh-tokens.js';
import { publicUserColumns } from './user-columns.js';

/** A user as others see them; undefined for unknown or deleted accounts. */
export function findPublicUser(db: DB, id: number) {
  return db.selectFrom('users').select(publicUserColumns).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The caller's own row: public columns plus their own mobile and e-mail. */
export function findOwnProfile(db: DB, id: number) {
  return db.selectFrom('users').select([...publicUserColumns, 'mobile', 'email', 'directory_visible', 'locale']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/**
 * The caller's own row with whether their login was revoked, in one statement (the revocation check of
 * server/identity/revocation.ts, for a route that reads it itself); undefined for an unknown or deleted user.
 */
export function findOwnProfileOfLogin(db: DB, id: number, familyId: string | null) {
  return db
    .selectFrom('users')
    .select([...publicUserColumns, 'mobile', 'email', 'directory_visible', 'locale', familyRevoked(familyId).as('login_revoked')])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export type ProfileChanges = Pick<
  Updateable<UsersTable>,
  'name' | 'surname' | 'avatar' | 'biography' | 'job_title' | 'organization' | 'website' | 'telegram' | 'linkedin' | 'email' | 'directory_visible' | 'locale'
>;

/** Applies allowed profile changes; returns the updated own profile (undefined for an unknown user). */
export function updateProfile(db: DB, id: number, changes: ProfileChanges) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning([...publicUserColumns, 'mobile', 'email', 'directory_visible', 'locale'])
    .executeTakeFirst();
}

export async function userExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()) !== undefined;
}

/** The language a user picked (null: none, or no such user). */
export async function findUserLocale(db: DB, id: number): Promise<'fa' | 'en' | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirst();
  return row?.locale ?? null;
}

/** The saved locales of several users in one statement, in the order of `ids` (null: none saved, or no such user). */
export async function findUserLocales(db: DB, ids: readonly number[]): Promise<Array<'fa' | 'en' | null>> {
  const rows = await db.selectFrom('users').select(['id', 'locale']).where('id', 'in', [...new Set(ids)]).execute();
  const byId = new Map(rows.map((r) => [r.id, r.locale ?? null]));
  return ids.map((id) => byId.get(id) ?? null);
}
