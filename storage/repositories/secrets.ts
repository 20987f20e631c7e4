import type { DB } from '../database.js';

/**
 * Returns the shared secret `name`, creating it with `generate()` on first use. The insert is
 * `on conflict do nothing` followed by a read, so nodes racing at first start all end up with the same value.
 */
export async function getOrCreateSecret(db: DB, name: string, generate: () => Promise<string> | string): Promise<string> {
  const existing = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  await db.insertInto('app_secrets').values({ name, value: await generate() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** Whether a marker (or secret) of this name is stored. */
export async function hasSecret(db: DB, name: string): Promise<boolean> {
  return (await db.selectFrom('app_secrets').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

/** Stores `value` under `name` unless one is there already. */
export async function putSecretIfAbsent(db: DB, name: string, value: string): Promise<void> {
  await db.insertInto('app_secrets').values({ name, value }).onConflict((oc) => oc.column('name').doNothing()).execute();
}
