import type { Selectable } from 'kysely';
import type { DB } from '../database.js';
import type { UsersTable } from '../schema.js';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: DB, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByMobile(db: DB, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

/** The user with this (E.164) mobile, created on first sight. Safe under concurrent first logins. */
export async function findOrCreateUserByMobile(db: DB, mobile: string, names: { name?: string; surname?: string } = {}): Promise<UserRow> {
  const inserted = await db
    .insertInto('users')
    .values({ mobile, name: names.name ?? '', surname: names.surname ?? '' })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .returningAll()
    .executeTakeFirst();
  return inserted ?? (await db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow());
}

export async function setUserRole(db: DB, id: number, role: 'user' | 'admin'): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', id).execute();
}
