import { sql } from 'kysely';
import type { DB } from '../database.js';
import { preparedStatement } from '../prepared.js';
import { organizerSql, participantSql } from './access.js';
import { inRounds } from '../sequence.js';

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

/** What a poll vote needs to know (pollVoteFacts). */
export interface PollVoteFacts {
  participant: boolean;
  organizer: boolean;
  banned: boolean;
  poll: (PollRow & { options: string[] }) | null;
}

/** The statement of pollVoteFacts, compiled once and prepared on the server. */
const pollFactsStatement = preparedStatement(['ords', 'events', 'polls', 'users'], (p) => {
  const user = sql.ref('i.user_id');
  return sql<PollVoteFacts & { ord: number }>`
    select i.ord, coalesce(${participantSql('e', user)}, false) as participant, coalesce(${organizerSql('e', user)}, false) as organizer,
           exists (select 1 from event_bans b where b.event_id = i.event_id and b.user_id = i.user_id) as banned,
           (select row_to_json(x) from (select ${pollColumns('p')} from session_polls p join event_sessions s on s.id = p.session_id
                                         where p.id = i.poll_id and s.event_id = i.event_id) x) as poll
    from unnest(${p.ords}::int[], ${p.events}::int[], ${p.polls}::int[], ${p.users}::int[]) as i(ord, event_id, poll_id, user_id)
    left join events e on e.id = i.event_id
    order by i.ord`;
}, { serverName: 'poll_vote_facts' });

/**
 * What the poll votes of many people need to know, in ONE statement, in their order: per (event, poll, user) the
 * access facts (participantSql, organizerSql, the event's bans) and the poll if it is of a session of that event.
 */
export async function pollVoteFacts(db: DB, items: ReadonlyArray<{ eventId: number; pollId: number; userId: number }>): Promise<PollVoteFacts[]> {
  if (items.length === 0) return [];
  const res = await pollFactsStatement(db, {
    ords: items.map((_, k) => k),
    events: items.map((i) => i.eventId),
    polls: items.map((i) => i.pollId),
    users: items.map((i) => i.userId),
  });
  return res.rows.map(({ ord: _ord, ...facts }) => facts);
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

/** What one ballot of a batch did (castPollBallots): `status` null for an unknown poll; the poll's counts after the batch. */
export interface BallotOutcome {
  status: PollRow['status'] | null;
  voted: boolean;
  counts: number[] | null;
  total_voters: number;
}

/**
 * The ballots of many voters, each replacing the voter's earlier one, and the counts, in ONE statement (one round
 * trip, one commit, however many arrive together). ON CONFLICT DO UPDATE locks each voter's ballot row and reads its
 * latest options into `prev`, so concurrent ballots of one voter queue on that row and each moves the counts from
 * exactly what the other left (-prev, +options). The counters are split per voter shard (`poll_counts`, user_id %
 * POLL_SHARDS); each touched shard is moved once by the sum of its voters' changes. Locks are taken in one order
 * (ballots by (poll, user), then shards by (poll, shard)), so batches on several nodes queue instead of deadlocking.
 * Nothing is written for a poll that is not open (`status` tells why). `counts` and `total_voters` are the poll's
 * after this batch (the other shards as this statement saw them). A batch naming one (poll, voter) twice runs in rounds.
 */
export function castPollBallots(db: DB, items: ReadonlyArray<{ pollId: number; userId: number; options: readonly number[] }>): Promise<BallotOutcome[]> {
  return inRounds(items, (i) => `${i.pollId}:${i.userId}`, (round) => ballotRound(db, round));
}

/** The statement of one round of castPollBallots, compiled once and prepared on the server. */
const ballotStatement = preparedStatement(['ords', 'polls', 'users', 'opts'], (p) => {
  const shards = sql.raw(String(POLL_SHARDS));
  return sql<BallotOutcome & { ord: number }>`
    with input as (
           select * from unnest(${p.ords}::int[], ${p.polls}::int[], ${p.users}::int[], ${p.opts}::text[]) as i(ord, poll_id, user_id, opts)),
         p as (select id, status from session_polls where id in (select poll_id from input)),
         b as (insert into poll_ballots as pb (poll_id, user_id, options)
               select i.poll_id, i.user_id, string_to_array(i.opts, ',')::int[] from input i join p on p.id = i.poll_id
               where p.status = 'open' order by i.poll_id, i.user_id
               on conflict (poll_id, user_id) do update set options = excluded.options, prev = pb.options, updated_at = now()
               returning pb.poll_id, pb.user_id, pb.prev, pb.options),
         d as (select poll_id, shard, i, sum(n)::int as n
               from (select poll_id, user_id % ${shards} as shard, unnest(prev) as i, -1 as n from b
                     union all select poll_id, user_id % ${shards}, unnest(options), 1 from b) x
               group by poll_id, shard, i),
         nv as (select poll_id, user_id % ${shards} as shard, (count(*) filter (where cardinality(prev) = 0))::int as v
                from b group by poll_id, user_id % ${shards}),
         locked as (select c.poll_id, c.shard from poll_counts c join nv on nv.poll_id = c.poll_id and nv.shard = c.shard
                    order by c.poll_id, c.shard for update of c),
         u as (update poll_counts c
               set counts = (select array_agg(t.c + coalesce((select d.n from d where d.poll_id = c.poll_id and d.shard = c.shard and d.i = t.o - 1), 0) order by t.o)
                             from unnest(c.counts) with ordinality as t(c, o)),
                   voters = c.voters + nv.v
               from nv join locked l on l.poll_id = nv.poll_id and l.shard = nv.shard
               where c.poll_id = nv.poll_id and c.shard = nv.shard
               returning c.poll_id, c.shard, c.counts, c.voters),
         cur as (select pc.poll_id, pc.counts, pc.voters from poll_counts pc
                 where pc.poll_id in (select id from p) and not exists (select 1 from u where u.poll_id = pc.poll_id and u.shard = pc.shard)
                 union all select poll_id, counts, voters from u),
         agg as (select poll_id, to_json(array_agg(n order by o)) as counts
                 from (select cur.poll_id, t.o, sum(t.c)::int as n from cur, unnest(cur.counts) with ordinality as t(c, o) group by cur.poll_id, t.o) z
                 group by poll_id),
         tot as (select poll_id, sum(voters)::int as total_voters from cur group by poll_id)
    select i.ord, p.status, exists (select 1 from b where b.poll_id = i.poll_id and b.user_id = i.user_id) as voted,
           agg.counts, coalesce(tot.total_voters, 0) as total_voters
    from input i left join p on p.id = i.poll_id left join agg on agg.poll_id = i.poll_id left join tot on tot.poll_id = i.poll_id
    order by i.ord`;
}, { serverName: 'poll_ballots_cast' });

async function ballotRound(db: DB, items: ReadonlyArray<{ pollId: number; userId: number; options: readonly number[] }>): Promise<BallotOutcome[]> {
  const res = await ballotStatement(db, {
    ords: items.map((_, k) => k),
    polls: items.map((i) => i.pollId),
    users: items.map((i) => i.userId),
    opts: items.map((i) => i.options.join(',')),
  });
  return res.rows.map(({ ord: _ord, ...outcome }) => outcome);
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
