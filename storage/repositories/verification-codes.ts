import { sql } from 'kysely';
import type { DB } from '../database.js';

/** Stores a new code for `mobile` and kills any earlier live one, so only the newest code works. */
export async function replaceVerificationCode(db: DB, mobile: string, codeHash: string, ttlSeconds: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: sql`now()` })
      .where('mobile', '=', mobile)
      .where('consumed_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('verification_codes')
      .values({ mobile, code_hash: codeHash, expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function deleteVerificationCode(db: DB, id: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

/**
 * One attempt at the newest live code of `mobile`, counted atomically in a single UPDATE: the row lock makes
 * concurrent attempts queue, and each re-checks `attempts < max` after the one before it, so no more than
 * `maxAttempts` guesses are ever evaluated. A matching hash consumes the code in the same statement.
 */
export async function attemptVerificationCode(db: DB, mobile: string, codeHash: string, maxAttempts: number): Promise<boolean> {
  const row = await db
    .updateTable('verification_codes')
    .set({
      attempts: sql`attempts + 1`,
      consumed_at: sql`case when code_hash = ${codeHash} then now() else null end`,
    })
    .where(
      'id',
      '=',
      db
        .selectFrom('verification_codes')
        .select('id')
        .where('mobile', '=', mobile)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(sql<boolean>`consumed_at is not null`.as('ok'))
    .executeTakeFirst();
  return row?.ok === true;
}
