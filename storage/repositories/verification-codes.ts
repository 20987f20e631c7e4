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

/**
 * Whether Convene already knows `mobile` (issue 44): a live account holding a valid ticket of an event that has not
 * ended and was not canceled, a member of an organization, or one that logged in before (a refresh token was ever
 * issued to it). Such numbers are not counted against the range and country limits of code requests: SMS pumping
 * walks numbers nobody registered. One statement; every part is index-backed: users(mobile) unique,
 * attendee_tickets(user_id, event_id) with events' primary key, organization_members(user_id), refresh_tokens(user_id).
 */
export async function isKnownMobile(db: DB, mobile: string): Promise<boolean> {
  return (await mobileFacts(db, mobile)).known;
}

/** In one statement: whether Convene knows the number (as `isKnownMobile`), and its user's saved language. */
export async function mobileFacts(db: DB, mobile: string): Promise<{ known: boolean; locale: 'fa' | 'en' | null }> {
  const row = await db
    .selectFrom('users as u')
    .select('u.locale')
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('attendee_tickets as t')
              .innerJoin('events as e', 'e.id', 't.event_id')
              .select(sql`1`.as('one'))
              .whereRef('t.user_id', '=', 'u.id')
              .where('t.status', '=', 'valid')
              .where('e.canceled_at', 'is', null)
              .where('e.ends_at', '>', sql<Date>`now()`),
          ),
          eb.exists(eb.selectFrom('organization_members as m').select(sql`1`.as('one')).whereRef('m.user_id', '=', 'u.id')),
          eb.exists(eb.selectFrom('refresh_tokens as r').select(sql`1`.as('one')).whereRef('r.user_id', '=', 'u.id')),
        ])
        .as('known'),
    )
    .where('u.mobile', '=', mobile)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  return { known: row?.known === true, locale: row?.locale ?? null };
}
