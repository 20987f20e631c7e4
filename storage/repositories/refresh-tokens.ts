import { sql } from 'kysely';
import type { DB } from '../database.js';
import { preparedBatch } from '../prepared.js';

export interface RefreshGrant {
  familyId: string;
  userId: number;
  eventId: number | null;
}

export async function insertRefreshToken(
  db: DB,
  row: { familyId: string; tokenHash: string; userId: number; clientId: string; eventId: number | null; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      family_id: row.familyId,
      token_hash: row.tokenHash,
      user_id: row.userId,
      client_id: row.clientId,
      event_id: row.eventId,
      expires_at: sql<Date>`now() + make_interval(secs => ${row.ttlSeconds})`,
    })
    .execute();
}

export type RotateOutcome = { ok: true; grant: RefreshGrant } | { ok: false; reason: 'unknown' | 'other_client' | 'expired' | 'reused' | 'revoked' };

/**
 * Rotates a refresh token: marks it used with one conditional UPDATE (so of many parallel uses exactly one
 * wins) and stores its successor in the same family. Presenting a token that was already rotated is reuse:
 * the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: DB,
  args: { tokenHash: string; clientId: string; newTokenHash: string; ttlSeconds: number },
): Promise<RotateOutcome> {
  const rotated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: sql`now()` })
      .where('token_hash', '=', args.tokenHash)
      .where('client_id', '=', args.clientId)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['family_id', 'user_id', 'event_id'])
      .executeTakeFirst();
    if (!row) return undefined;
    await insertRefreshToken(trx, {
      familyId: row.family_id,
      tokenHash: args.newTokenHash,
      userId: row.user_id,
      clientId: args.clientId,
      eventId: row.event_id,
      ttlSeconds: args.ttlSeconds,
    });
    return { familyId: row.family_id, userId: row.user_id, eventId: row.event_id };
  });
  if (rotated) return { ok: true, grant: rotated };

  const existing = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'client_id', 'rotated_at', 'revoked_at', 'revoke_reason', 'expires_at'])
    .where('token_hash', '=', args.tokenHash)
    .executeTakeFirst();
  if (!existing) return { ok: false, reason: 'unknown' };
  if (existing.client_id !== args.clientId) return { ok: false, reason: 'other_client' };
  // A rotated token presented again is reuse (theft), also in a login ended by a voided ticket: it ends the access tokens too.
  if (existing.revoked_at && !(existing.rotated_at && existing.revoke_reason === 'participation_ended')) return { ok: false, reason: 'revoked' };
  if (existing.rotated_at) {
    await revokeRefreshFamily(db, existing.family_id);
    return { ok: false, reason: 'reused' };
  }
  return { ok: false, reason: 'expired' };
}

/**
 * Revokes every refresh token of a login. `participation_ended` (the event-bound login's ticket was voided) refuses
 * further refreshes but leaves its access tokens identifying the holder until they expire (they answer 403 where the
 * event is needed); `revoked` (logout, reuse of a rotated token) ends them too, also over a `participation_ended` one.
 */
export async function revokeRefreshFamily(db: DB, familyId: string, reason: 'revoked' | 'participation_ended' = 'revoked'): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`coalesce(revoked_at, now())`, revoke_reason: reason })
    .where('family_id', '=', familyId)
    .where((eb) =>
      reason === 'revoked' ? eb.or([eb('revoked_at', 'is', null), eb('revoke_reason', '=', 'participation_ended')]) : eb('revoked_at', 'is', null),
    )
    .execute();
}

/**
 * Whether access tokens of this user (and, with `familyId`, of that login) are dead: the account was deleted (or
 * never existed), or the login was revoked (logout, reuse of a rotated token). One index-backed query.
 */
/** Whether the login (refresh-token family) an access token belongs to was revoked: a logout, not the end of a participation. */
export function familyRevoked(familyId: string | null) {
  return familyId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from refresh_tokens r where r.family_id = ${familyId}::uuid and r.revoked_at is not null and r.revoke_reason is distinct from 'participation_ended')`;
}

export async function accessRevoked(db: DB, userId: number, familyId: string | null): Promise<boolean> {
  const family = familyRevoked(familyId);
  const row = await db
    .selectNoFrom([sql<boolean>`not exists (select 1 from users u where u.id = ${userId} and u.deleted_at is null)`.as('gone'), family.as('revoked')])
    .executeTakeFirstOrThrow();
  return row.gone === true || row.revoked === true;
}

/**
 * accessRevoked for many (user, login) pairs in one statement: the answers in the pairs' order, each with the user's
 * saved locale (null: none, or the user is gone), which the error answers of the same requests are written in. Logins
 * must be UUIDs or null (as the tokens Convene signs carry). For the per-request check when many requests arrive at once.
 */
export async function accessRevokedMany(db: DB, pairs: ReadonlyArray<{ userId: number; familyId: string | null }>): Promise<Array<{ dead: boolean; locale: 'fa' | 'en' | null }>> {
  if (pairs.length === 0) return [];
  const result = await accessRevokedStatement(db, pairs);
  const answers = pairs.map(() => ({ dead: true, locale: null as 'fa' | 'en' | null }));
  for (const row of result.rows) answers[row.i] = { dead: row.dead === true, locale: row.locale ?? null };
  return answers;
}

// Every authenticated request asks it (batched per turn), prepared on the server per batch size (issue 49: parse
// and plan were most of its PostgreSQL time).
const accessRevokedStatement = preparedBatch(
  ['userId', 'familyId'],
  (items) => sql<{ i: number; dead: boolean; locale: 'fa' | 'en' | null }>`
    select x.i, (u.id is null
      or (x.family_id is not null and exists (select 1 from refresh_tokens r where r.family_id = x.family_id and r.revoked_at is not null and r.revoke_reason is distinct from 'participation_ended'))) as dead,
      u.locale
    from (values ${sql.join(items.map((p, i) => sql`(${sql.lit(i)}::int, ${p.userId}::int, ${p.familyId}::uuid)`))}) as x(i, user_id, family_id)
    left join users u on u.id = x.user_id and u.deleted_at is null`,
  { serverName: 'access_revoked' },
);

/** The login (family) and user a refresh token belongs to, with the client it was issued to. */
export function findRefreshToken(db: DB, tokenHash: string) {
  return db.selectFrom('refresh_tokens').select(['family_id', 'user_id', 'client_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The client a login (refresh-token family) was issued to. */
export async function findFamilyClient(db: DB, familyId: string): Promise<string | undefined> {
  const row = await db.selectFrom('refresh_tokens').select('client_id').where('family_id', '=', familyId).limit(1).executeTakeFirst();
  return row?.client_id;
}
