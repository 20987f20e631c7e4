import { sql } from 'kysely';
import type { DB } from '../database.js';
import { preparedStatement } from '../prepared.js';
import { participantSql } from './access.js';

/** What admitting a socket needs to know about its bearer, read in one statement (see `socketAdmissionFacts`). */
export interface SocketAdmissionFacts {
  /** The account is deleted (or never existed): its tokens are dead. */
  gone: boolean;
  /** The login (refresh family `sid`) was revoked (logout, reuse); a voided ticket's `participation_ended` is not. */
  revoked: boolean;
  /** The user takes part in the token's event (participantSql: a valid ticket, or its organization); false without one. */
  participant: boolean;
  /** Users with a block between them and the user, either way (their posts are hidden from the socket). */
  blockPartners: number[];
  /** Users who share a chat with the user (presence is pushed to them). */
  chatPeers: number[];
}

const facts = preparedStatement(['user', 'sid', 'event'], (p) => {
  const user = p.user as number;
  return sql<{ gone: boolean; revoked: boolean; participant: boolean; block_partners: number[] | null; chat_peers: number[] | null }>`select
    not exists (select 1 from users u where u.id = ${user} and u.deleted_at is null) as gone,
    exists (select 1 from refresh_tokens r where r.family_id = ${p.sid}::uuid and r.revoked_at is not null
      and r.revoke_reason is distinct from 'participation_ended') as revoked,
    exists (select 1 from events e where e.id = ${p.event}::int and ${participantSql('e', user)}) as participant,
    (select to_json(array_agg(b.id)) from (select blocked_user_id as id from user_blocks where user_id = ${user}
      union select user_id from user_blocks where blocked_user_id = ${user}) b) as block_partners,
    (select to_json(array_agg(cm.peer_id)) from chat_members cm where cm.user_id = ${user}) as chat_peers`;
});

/**
 * Everything a socket's admission asks of the database, in one round trip (issue 21: a hall reconnecting at once
 * must not cost a statement per fact): whether the account or login was revoked (refresh-tokens.ts `accessRevoked`),
 * whether the user takes part in the token's event (the access rule's SQL form), the user's block partners (the rooms
 * that hide their posts) and chat peers (presence). Each part is index-backed: users pk, refresh_tokens(family_id),
 * events pk with attendee_tickets(event_id, user_id) and organization_members pk, user_blocks both ways, chat_members
 * pk. A null `sid` matches no login; a null `eventId` no event.
 */
export async function socketAdmissionFacts(db: DB, userId: number, sid: string | null, eventId: number | null): Promise<SocketAdmissionFacts> {
  const { rows } = await facts(db, { user: userId, sid, event: eventId });
  const row = rows[0]!;
  return {
    gone: row.gone === true,
    revoked: row.revoked === true,
    participant: row.participant === true,
    blockPartners: row.block_partners ?? [],
    chatPeers: row.chat_peers ?? [],
  };
}
