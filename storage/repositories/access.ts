import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../database.js';
import type { ChatMessageRow } from './chat.js';

/**
 * The SQL forms of the access rules (server/access/ is the policy that uses them). Each rule is written once here,
 * so the single-statement hot paths (chat send, feed post, progress bar) embed the same condition the policy asks.
 */

/** Whether `userId` (a bound value or a column of the enclosing query) belongs to the organization that runs the event `alias` (organization_members pk). */
export function organizerSql(alias: string, userId: UserIdSql): RawBuilder<boolean> {
  const e = sql.ref(alias);
  return sql<boolean>`exists (select 1 from organization_members m where m.organization_id = ${e}.organization_id and m.user_id = ${userId})`;
}

/** Whether the ticket `alias` (an `attendee_tickets` row) still counts: not voided (rules.ts ticketTakesPart). */
export function validTicketSql(alias: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(alias)}.status = 'valid'`;
}

/**
 * Whether `userId` may act inside the event `alias` (an `events` row in the enclosing query): holds a valid (not
 * voided) ticket for it, or belongs to its organization. Both index-backed (attendee_tickets(event_id, user_id), organization_members
 * pk). False when the event row is missing (an outer join's nulls).
 */
export function participantSql(alias: string, userId: UserIdSql): RawBuilder<boolean> {
  const e = sql.ref(alias);
  return sql<boolean>`(exists (select 1 from attendee_tickets t where t.event_id = ${e}.id and t.user_id = ${userId} and ${validTicketSql('t')})
    or ${organizerSql(alias, userId)})`;
}

/** Whether the user may act inside the event (see participantSql); one query. */
export async function isEventParticipant(db: DB, userId: number, eventId: number): Promise<boolean> {
  const row = await db.selectFrom('events as e').select(participantSql('e', userId).as('ok')).where('e.id', '=', eventId).executeTakeFirst();
  return row?.ok === true;
}

/** Whether the user belongs to the organization that runs the event. */
export async function isEventOrganizer(db: DB, userId: number, eventId: number): Promise<boolean> {
  const row = await db.selectFrom('events as e').select(organizerSql('e', userId).as('ok')).where('e.id', '=', eventId).executeTakeFirst();
  return row?.ok === true;
}

/** The event of a session (by the session's id alone) and whether the user organizes it; undefined for no such session. */
export async function sessionOrganizerFacts(db: DB, userId: number, sessionId: number): Promise<{ event_id: number; organizer: boolean } | undefined> {
  const row = await db
    .selectFrom('event_sessions as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select(['s.event_id', organizerSql('e', userId).as('organizer')])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  return row && { event_id: row.event_id, organizer: row.organizer === true };
}

/** A user id: a bound value, or a column of the enclosing query (`sql.ref('f.user_id')`). */
export type UserIdSql = number | RawBuilder<unknown>;

/**
 * Whether either user blocked the other (a block works both ways). Index-backed both ways: user_blocks pk
 * (user_id, blocked_user_id) and user_blocks_blocked_idx (blocked_user_id, user_id).
 */
export function blockedBetweenSql(a: UserIdSql, b: UserIdSql): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from user_blocks bl where (bl.user_id = ${a} and bl.blocked_user_id = ${b})
    or (bl.user_id = ${b} and bl.blocked_user_id = ${a}))`;
}

/**
 * Whether `other` is on either side of a block with `viewer`, for lists that test many rows against one viewer: the
 * viewer's blocks either way are read once (an InitPlan: two index probes, whatever the list's size) and each row is
 * an array membership test, instead of two index probes per row as blockedBetweenSql costs. Same answer. `viewer` may
 * be a column of an enclosing query (a batch of viewers, `sync`): the blocks are then read once per viewer.
 */
export function blockedWithViewerSql(viewer: UserIdSql, other: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`coalesce(${other} = any(array(select case when bl.user_id = ${viewer} then bl.blocked_user_id else bl.user_id end
    from user_blocks bl where bl.user_id = ${viewer} or bl.blocked_user_id = ${viewer})), false)`;
}

/** Whether `userId` is banned (muted) in the event `alias` (event_bans pk). */
export function bannedSql(alias: string, userId: UserIdSql): RawBuilder<boolean> {
  const e = sql.ref(alias);
  return sql<boolean>`exists (select 1 from event_bans bn where bn.event_id = ${e}.id and bn.user_id = ${userId})`;
}

/** Whether either of the two users blocked the other; one query. */
export async function isBlockedBetween(db: DB, a: number, b: number): Promise<boolean> {
  const row = await db.selectNoFrom(blockedBetweenSql(a, b).as('blocked')).executeTakeFirstOrThrow();
  return row.blocked === true;
}

/** The events a user takes part in (holds a ticket, or belongs to the organizing organization), as a subquery. */
function eventsOfSql(userId: number): RawBuilder<unknown> {
  return sql`(select t.event_id from attendee_tickets t where t.user_id = ${userId}
    union select e.id from events e join organization_members m on m.organization_id = e.organization_id where m.user_id = ${userId})`;
}

/** What the profile rule (server/access/rules.ts `profileVisible`) needs to know about viewer and target; one query. */
export async function profileFacts(db: DB, viewerId: number, targetId: number) {
  const result = await sql<{ exists: boolean; deleted: boolean; shares_chat: boolean; shares_event: boolean; blocked: boolean }>`select
      u.id is not null as exists, u.deleted_at is not null as deleted,
      exists (select 1 from chat_members c where c.user_id = ${viewerId} and c.peer_id = ${targetId}) as shares_chat,
      exists (select 1 from ${eventsOfSql(viewerId)} v(event_id) join ${eventsOfSql(targetId)} w(event_id) on w.event_id = v.event_id) as shares_event,
      ${blockedBetweenSql(viewerId, targetId)} as blocked
    from (select 1) as one left join users u on u.id = ${targetId}`.execute(db);
  const row = result.rows[0]!;
  return { exists: row.exists === true, deleted: row.deleted === true, sharesChat: row.shares_chat === true, sharesEvent: row.shares_event === true, blocked: row.blocked === true };
}

/** The users among `otherIds` with a block between them and `userId`, either way: one query for a whole list. */
export async function blockedAmong(db: DB, userId: number, otherIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(otherIds)].filter((id) => id !== userId);
  if (!ids.length) return new Set();
  const result = await sql<{ id: number }>`select bl.blocked_user_id as id from user_blocks bl where bl.user_id = ${userId} and bl.blocked_user_id = any(${ids}::int[])
    union select bl.user_id from user_blocks bl where bl.blocked_user_id = ${userId} and bl.user_id = any(${ids}::int[])`.execute(db);
  return new Set(result.rows.map((r) => r.id));
}

/**
 * participantSql for a user given as a column of the enclosing query (`sql.ref('u.id')`) as well as a bound value:
 * a valid ticket of the event `alias`, or membership of its organization (matchmaking lists, CONTRACT 11).
 */
export function participantUserSql(alias: string, userId: UserIdSql): RawBuilder<boolean> {
  const e = sql.ref(alias);
  return sql<boolean>`(exists (select 1 from attendee_tickets t where t.event_id = ${e}.id and t.user_id = ${userId} and ${validTicketSql('t')})
    or exists (select 1 from organization_members m where m.organization_id = ${e}.organization_id and m.user_id = ${userId}))`;
}

/**
 * participantUserSql for someone other users may see listed (in the directory, not deleted), read from
 * `event_directory` (migration 20261127T1000, kept by triggers: `valid` = holds a valid ticket, `listed` = in the
 * directory and not deleted): one primary-key probe for a ticket holder; organizers of the event without a ticket are
 * checked in organization_members and users. The same rule as `participantUserSql` and listed, for lists that test
 * many people (recommendations).
 */
export function listedParticipantSql(alias: string, userId: UserIdSql): RawBuilder<boolean> {
  const e = sql.ref(alias);
  // Scalar subqueries, not EXISTS: under an OR the planner may turn EXISTS into a hashed subplan that reads the whole
  // event's directory (50,000 rows) to test a few hundred people; a scalar subquery is always one probe per person.
  return sql<boolean>`(coalesce((select dir.valid and dir.listed from event_directory dir where dir.event_id = ${e}.id and dir.user_id = ${userId}), false)
    or (exists (select 1 from organization_members m where m.organization_id = ${e}.organization_id and m.user_id = ${userId})
      and coalesce((select lu.directory_visible and lu.deleted_at is null from users lu where lu.id = ${userId}), false)))`;
}

/** Chat membership (rule: only a chat's two members see it): the caller's row of the chat, or undefined. */
export function chatMembership(db: DB, chatId: number, userId: number) {
  return db.selectFrom('chat_members').select(['chat_id', 'peer_id', 'last_message_id', 'last_read_id']).where('chat_id', '=', chatId).where('user_id', '=', userId).executeTakeFirst();
}

/** The chat the user shares with a peer (rule: a chat exists only between its two members), or undefined. */
export function chatMembershipWith(db: DB, userId: number, peerId: number) {
  return db.selectFrom('chat_members').select(['chat_id']).where('user_id', '=', userId).where('peer_id', '=', peerId).executeTakeFirst();
}

/** A feed message's author and event (rule: only its author deletes their own post), or undefined. */
export function feedMessageAuthor(db: DB, id: number) {
  return db.selectFrom('livefeed_messages').select(['id', 'event_id', 'user_id']).where('id', '=', id).executeTakeFirst();
}

/**
 * A message of a chat as its member `userId` sees it (rule: only its sender changes a message, only members see a chat), in one query: undefined when the user is not a member of
 * the chat; `{message: undefined}` when the chat has no such message.
 */
export async function findMemberMessage(db: DB, chatId: number, messageId: number, userId: number): Promise<{ message: ChatMessageRow | undefined } | undefined> {
  const row = await db
    .selectFrom('chat_members as cm')
    .leftJoin('chat_messages as m', (j) => j.onRef('m.chat_id', '=', 'cm.chat_id').on('m.id', '=', messageId))
    .select(['cm.chat_id as member_of'])
    .selectAll('m')
    .where('cm.chat_id', '=', chatId)
    .where('cm.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { member_of: _member, ...message } = row;
  return { message: message.id === null || message.id === undefined ? undefined : (message as ChatMessageRow) };
}

/**
 * What the rule on deleting a question (rules.ts `questionAuthorOrOrganizerOnly`) needs, in one query: the question
 * when it is in `sessionId` of the event, and whether the user organizes the event.
 */
export async function questionAuthorOrOrganizerFacts(db: DB, userId: number, eventId: number, sessionId: number, questionId: number) {
  const row = await db
    .selectFrom('events as e')
    .leftJoin('event_sessions as s', (j) => j.onRef('s.event_id', '=', 'e.id').on('s.id', '=', sessionId))
    .leftJoin('session_questions as q', (j) => j.onRef('q.session_id', '=', 's.id').on('q.id', '=', questionId))
    .select(['q.id', 'q.user_id', 'q.status', organizerSql('e', userId).as('organizer')])
    .where('e.id', '=', eventId)
    .executeTakeFirst();
  const question = row && row.id !== null && row.user_id !== null && row.status !== null ? { id: row.id, user_id: row.user_id, status: row.status } : undefined;
  return { question, organizer: row?.organizer === true };
}

/**
 * The facts of the interaction rule (rules.ts `interactionRefusal`) in one query: whether the user takes part in the
 * event and is muted in it; with `otherId`, whether that user can be reached there (takes part, not deleted, as chat
 * asks) and whether there is a block between the two. False for an unknown event.
 */
export async function interactionFacts(db: DB, eventId: number, userId: number, otherId?: number) {
  const other =
    otherId === undefined
      ? sql`null::boolean as recipient, null::boolean as blocked`
      : sql`(${participantSql('e', otherId)} and exists (select 1 from users r where r.id = ${otherId}::int and r.deleted_at is null)) as recipient,
          ${blockedBetweenSql(userId, otherId)} as blocked`;
  const result = await sql<{ participant: boolean | null; banned: boolean | null; recipient: boolean | null; blocked: boolean | null }>`
    select ${participantSql('e', userId)} as participant, ${bannedSql('e', userId)} as banned, ${other}
    from (select 1) as one left join events e on e.id = ${eventId}::int`.execute(db);
  const row = result.rows[0];
  return {
    participant: row?.participant === true,
    banned: row?.banned === true,
    ...(otherId === undefined ? {} : { recipient: row?.recipient === true, blocked: row?.blocked === true }),
  };
}

/**
 * The facts of the exhibitor-staff rule (rules.ts `exhibitorStaffOnly`): the exhibitor's event, and whether the user
 * is on its booth staff (exhibitor_staff pk). Undefined for an unknown exhibitor.
 */
export async function exhibitorStaffFacts(db: DB, userId: number, exhibitorId: number) {
  return db
    .selectFrom('exhibitors as x')
    .select(['x.id', 'x.event_id', sql<boolean>`exists (select 1 from exhibitor_staff s where s.exhibitor_id = x.id and s.user_id = ${userId})`.as('staff')])
    .where('x.id', '=', exhibitorId)
    .executeTakeFirst();
}
