import { sql } from 'kysely';
import type { DB } from '../database.js';
import { preparedStatement } from '../prepared.js';
import { participantSql } from './access.js';

/** What admitting a socket needs to know about its bearer (see `socketAdmissionFacts`). */
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

/** One socket's bearer: the token's user, login (`sid`) and event. */
export interface SocketBearer {
  userId: number;
  sid: string | null;
  eventId: number | null;
}

type FactsRow = { i: number; gone: boolean; revoked: boolean; participant: boolean; block_partners: number[] | null; chat_peers: number[] | null };

const facts = preparedStatement(['bearers'], (p) => {
  const user = sql.ref('q.user_id');
  return sql<FactsRow>`select q.i,
    not exists (select 1 from users u where u.id = q.user_id and u.deleted_at is null) as gone,
    exists (select 1 from refresh_tokens r where r.family_id = q.sid and r.revoked_at is not null
      and r.revoke_reason is distinct from 'participation_ended') as revoked,
    exists (select 1 from events e where e.id = q.event_id and ${participantSql('e', user)}) as participant,
    (select to_json(array_agg(b.id)) from (select blocked_user_id as id from user_blocks where user_id = q.user_id
      union select user_id from user_blocks where blocked_user_id = q.user_id) b) as block_partners,
    (select to_json(array_agg(cm.peer_id)) from chat_members cm where cm.user_id = q.user_id) as chat_peers
    from json_to_recordset(${p.bearers}::json) as q(i int, user_id int, sid uuid, event_id int)`;
}, { serverName: 'socket_admission' });

/**
 * Everything the admission of sockets asks of the database, for any number of sockets in one round trip (issue 21:
 * a hall reconnecting at once must not cost a statement per fact, nor one per socket): per bearer, whether the
 * account or login was revoked (refresh-tokens.ts `accessRevoked`), whether the user takes part in the token's event
 * (the access rule's SQL form), the user's block partners (the rooms that hide their posts) and chat peers
 * (presence). Each part is index-backed per bearer: users pk, refresh_tokens(family_id), events pk with
 * attendee_tickets(event_id, user_id) and organization_members pk, user_blocks both ways, chat_members pk. A null
 * `sid` matches no login; a null `eventId` no event. Answers in the order asked.
 */
export async function socketAdmissionFacts(db: DB, bearers: readonly SocketBearer[]): Promise<SocketAdmissionFacts[]> {
  if (bearers.length === 0) return [];
  const json = JSON.stringify(bearers.map((b, i) => ({ i, user_id: b.userId, sid: b.sid, event_id: b.eventId })));
  const { rows } = await facts(db, { bearers: json });
  const out: SocketAdmissionFacts[] = new Array(bearers.length);
  for (const row of rows) {
    out[row.i] = {
      gone: row.gone === true,
      revoked: row.revoked === true,
      participant: row.participant === true,
      blockPartners: row.block_partners ?? [],
      chatPeers: row.chat_peers ?? [],
    };
  }
  return out;
}
