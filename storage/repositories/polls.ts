import { sql } from 'kysely';
import type { DB } from '../database.js';
import { organizerSql, participantSql } from './access.js';

/** A poll as stored, its counts as numbers (read through JSON, the same on node-postgres and PGlite). */
export interface PollRow {
  id: number;
  session_id: number;
  question: string;
  options: string[];
  counts: number[];
  multiple: boolean;
  status: 'draft' | 'open' | 'closed';
  total_voters: number;
}

/** A poll's counters are split over this many rows (`poll_counts`); a voter's shard is user_id % POLL_SHARDS. */
export const POLL_SHARDS = 16;

/** The columns of a PollRow, arrays as JSON; counts and voters summed over the poll's shards (poll_counts_pk). */
const pollColumns = (alias: string) =>
  sql.raw(
    `${alias}.id, ${alias}.session_id, ${alias}.question, ${alias}.options, ` +
      `(select coalesce(to_json(array_agg(z.n order by z.o)), '[]'::json) from (select t.o, sum(t.c)::int as n from poll_counts pc, unnest(pc.counts) with ordinality as t(c, o) ` +
      `where pc.poll_id = ${alias}.id group by t.o) z) as counts, ` +
      `${alias}.multiple, ${alias}.status, (select coalesce(sum(pc.voters), 0)::int from poll_counts pc where pc.poll_id = ${alias}.id) as total_voters`,
  );

/** A comma-joined int list as an int[] (no driver array serialisation; the same on node-postgres and PGlite). */
const intArray = (values: readonly number[]) => sql`string_to_array(${values.join(',')}, ',')::int[]`;

export async function insertPoll(db: DB, input: { sessionId: number; question: string; options: string[]; multiple: boolean }): Promise<PollRow> {
  const n = input.options.length;
  const res = await sql<PollRow>`
    with p as (insert into session_polls (session_id, question, options, multiple)
               values (${input.sessionId}, ${input.question}, ${JSON.stringify(input.options)}::jsonb, ${input.multiple}) returning *),
         c as (insert into poll_counts (poll_id, shard, counts) select p.id, g, array_fill(0, array[${n}::int]) from p, generate_series(0, ${POLL_SHARDS - 1}) as g)
    select p.id, p.session_id, p.question, p.options, to_json(array_fill(0, array[${n}::int])) as counts, p.multiple, p.status, 0 as total_voters from p`.execute(db);
  return res.rows[0]!;
}

/** A poll of a session of this event (a poll of another event is unknown here). */
export async function findEventPoll(db: DB, eventId: number, pollId: number, sessionId?: number): Promise<PollRow | undefined> {
  const res = await sql<PollRow>`
    select ${pollColumns('p')} from session_polls p join event_sessions s on s.id = p.session_id
    where p.id = ${pollId} and s.event_id = ${eventId} and (${sessionId ?? null}::int is null or p.session_id = ${sessionId ?? null}::int)`.execute(db);
  return res.rows[0];
}

/** What a poll vote needs to know, in one query: the access facts (participantSql, organizerSql, bans) and the poll of the event. */
export async function pollVoteFacts(db: DB, eventId: number, pollId: number, userId: number) {
  const res = await sql<{ participant: boolean; organizer: boolean; banned: boolean; poll: (PollRow & { options: string[] }) | null }>`
    select ${participantSql('e', userId)} as participant, ${organizerSql('e', userId)} as organizer,
           exists (select 1 from event_bans b where b.event_id = e.id and b.user_id = ${userId}) as banned,
           (select row_to_json(x) from (select ${pollColumns('p')} from session_polls p join event_sessions s on s.id = p.session_id
                                         where p.id = ${pollId} and s.event_id = e.id) x) as poll
    from events e where e.id = ${eventId}`.execute(db);
  return res.rows[0] ?? { participant: false, organizer: false, banned: false, poll: null };
}

/** The polls of a session by id (session_polls_session_idx); drafts only when asked (organizers), with the viewer's choice. */
export async function listPolls(db: DB, sessionId: number, input: { drafts: boolean; viewerId: number }): Promise<Array<PollRow & { mine: number[] | null }>> {
  const res = await sql<PollRow & { mine: number[] | null }>`
    select ${pollColumns('p')}, to_json(b.options) as mine
    from session_polls p left join poll_ballots b on b.poll_id = p.id and b.user_id = ${input.viewerId}
    where p.session_id = ${sessionId} and (${input.drafts} or p.status <> 'draft')
    order by p.id limit 200`.execute(db);
  return res.rows;
}

/** Polls by id (the live pushes read them in one query). */
export async function pollsByIds(db: DB, ids: readonly number[]): Promise<PollRow[]> {
  if (ids.length === 0) return [];
  const res = await sql<PollRow>`select ${pollColumns('p')} from session_polls p where p.id = any(${intArray(ids)})`.execute(db);
  return res.rows;
}

export async function setPollStatus(db: DB, pollId: number, status: 'open' | 'closed'): Promise<PollRow | undefined> {
  const res = await sql<PollRow>`update session_polls p set status = ${status} where p.id = ${pollId} returning ${pollColumns('p')}`.execute(db);
  return res.rows[0];
}

/**
 * The caller's ballot, replacing an earlier one, and the counts, in ONE statement. ON CONFLICT DO UPDATE locks the
 * voter's ballot row and reads its latest options into `prev`, so two concurrent ballots of one voter queue on that
 * row and each moves the counts from exactly what the other left (-prev, +options); the voter's shard of the poll's
 * counters is moved by the same statement (other voters mostly update other shards, so a hall does not queue on one
 * row). Nothing is written unless the poll is open. `status` tells why not (null: unknown poll). `counts` and
 * `total_voters` are the poll's after this ballot (the other shards as this statement saw them).
 */
export async function castPollBallot(db: DB, pollId: number, userId: number, options: readonly number[]) {
  const shard = userId % POLL_SHARDS;
  const res = await sql<{ status: PollRow['status'] | null; voted: boolean; counts: number[] | null; total_voters: number }>`
    with p as (select id, status from session_polls where id = ${pollId}),
         b as (insert into poll_ballots as pb (poll_id, user_id, options) select id, ${userId}, ${intArray(options)} from p where p.status = 'open'
               on conflict (poll_id, user_id) do update set options = excluded.options, prev = pb.options, updated_at = now()
               returning pb.prev, pb.options),
         d as (select i, sum(n)::int as n from (select unnest(prev) as i, -1 as n from b union all select unnest(options), 1 from b) x group by i),
         u as (update poll_counts c
               set counts = (select array_agg(t.c + coalesce((select d.n from d where d.i = t.o - 1), 0) order by t.o) from unnest(c.counts) with ordinality as t(c, o)),
                   voters = c.voters + (select case when cardinality(b.prev) = 0 then 1 else 0 end from b)
               where c.poll_id = ${pollId} and c.shard = ${shard} and exists (select 1 from b)
               returning c.counts, c.voters),
         rest as (select counts, voters from poll_counts where poll_id = ${pollId} and shard <> ${shard}),
         agg as (select t.o, sum(t.c)::int as n from (select counts from rest union all select counts from u) x, unnest(x.counts) with ordinality as t(c, o) group by t.o)
    select (select status from p) as status, exists (select 1 from u) as voted,
           (select to_json(array_agg(n order by o)) from agg) as counts,
           ((select coalesce(sum(voters), 0) from rest) + (select coalesce(sum(voters), 0) from u))::int as total_voters`.execute(db);
  return res.rows[0]!;
}

/** The voter's current choice (null: no ballot). */
export async function ballotOf(db: DB, pollId: number, userId: number): Promise<number[] | null> {
  const res = await sql<{ options: number[] }>`select to_json(options) as options from poll_ballots where poll_id = ${pollId} and user_id = ${userId}`.execute(db);
  return res.rows[0]?.options ?? null;
}

/** Every poll of a session, drafts included, with counts and no viewer's choice (the shared join snapshot). */
export async function sessionPolls(db: DB, sessionId: number): Promise<PollRow[]> {
  const res = await sql<PollRow>`select ${pollColumns('p')} from session_polls p where p.session_id = ${sessionId} order by p.id limit 200`.execute(db);
  return res.rows;
}
