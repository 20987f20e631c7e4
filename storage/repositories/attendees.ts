import { sql } from 'kysely';
import type { DB } from '../database.js';
import { escapeLike } from './events.js';
import { publicUserColumns } from './user-columns.js';
import { blockedBetweenSql } from './access.js';
import type { ProfileTagKind } from '../schema/matchmaking.js';
import { inSequence } from '../sequence.js';

/**
 * Holders of valid tickets of an event (each once, however many tickets), optionally matching `q` in the name, surname,
 * full name, job title or organization; ordered by name, surname, id (stable across pages).
 */
export async function listEventAttendees(db: DB, eventId: number, options: { viewerId: number; q?: string | undefined; tags?: ReadonlyArray<{ kind: ProfileTagKind; slug: string }>; limit: number; offset: number }) {
  let base = db
    .selectFrom('users as u')
    .where((eb) => eb.exists(eb.selectFrom('attendee_tickets as t').select(sql`1`.as('one')).where('t.event_id', '=', eventId).where('t.status', '=', 'valid').whereRef('t.user_id', '=', 'u.id')))
    // CONTRACT 7: deleted accounts, users who left the directory (except to themselves), and both sides of a block stay out.
    .where('u.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('u.directory_visible', '=', true), eb('u.id', '=', options.viewerId)]))
    .where(sql<boolean>`not ${blockedBetweenSql(options.viewerId, sql.ref('u.id'))}`);
  // CONTRACT 11 filters (`interest=`, `looking_for=`, `offering=`): each an index probe of profile_tags_pk.
  for (const tag of options.tags ?? []) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('profile_tags as pt')
          .select(sql`1`.as('one'))
          .where('pt.event_id', '=', eventId)
          .whereRef('pt.user_id', '=', 'u.id')
          .where('pt.kind', '=', tag.kind)
          .where('pt.slug', '=', tag.slug),
      ),
    );
  }
  if (options.q) {
    // `%` and `_` match themselves in a user's search text.
    const pattern = `%${escapeLike(options.q)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('u.name', 'ilike', pattern),
        eb('u.surname', 'ilike', pattern),
        eb(sql<string>`u.name || ' ' || u.surname`, 'ilike', pattern),
        eb('u.job_title', 'ilike', pattern),
        eb('u.organization', 'ilike', pattern),
      ]),
    );
  }
  const rowsQuery = base
    .select(publicUserColumns.map((c) => `u.${c}` as const))
    .orderBy('u.name')
    .orderBy('u.surname')
    .orderBy('u.id')
    .limit(options.limit)
    .offset(options.offset);
  const countQuery = base.select(sql<number>`count(*)::int`.as('n'));
  const [rows, count] = await inSequence(() => rowsQuery.execute(), () => countQuery.executeTakeFirstOrThrow());
  return { rows, total: Number(count.n) };
}
