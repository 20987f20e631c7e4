import type { DB } from '../database.js';

export function findClient(db: DB, id: string) {
  return db.selectFrom('oauth_clients').select(['id', 'name', 'secret_hash']).where('id', '=', id).executeTakeFirst();
}

export async function insertClient(db: DB, row: { id: string; name: string; secretHash: string }): Promise<boolean> {
  const result = await db
    .insertInto('oauth_clients')
    .values({ id: row.id, name: row.name, secret_hash: row.secretHash })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
