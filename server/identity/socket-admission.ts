import { socketAdmissionFacts, type SocketBearer } from '../../storage/repositories/socket-admission.js';
import { createBatchLoader } from '../../infra/batch.js';
import { unauthorized } from '../errors.js';
import type { ServiceDeps } from '../service.js';
import { REVOKED, type AccessClaims, type TokenService } from './tokens.js';

/** What the realtime layer needs to admit a socket: who it is, and the rooms and pushes that follow from it. */
export interface SocketAdmission {
  claims: AccessClaims;
  /** The bearer takes part in the token's event (access policy `takesPart`): the socket joins the event's room. */
  inEvent: boolean;
  /** Users on either side of a block with the bearer (BlockService `partners`): their `hides:` rooms. */
  blockPartners: number[];
  /** Users who share a chat with the bearer (presence `connected` filters them by the blocks above). */
  chatPeers: number[];
}

export interface SocketAdmissionService {
  /** 401 `unauthorized` for a bad, expired or revoked token; otherwise the socket's facts. */
  admit(token: string): Promise<SocketAdmission>;
}

export interface SocketAdmissionServiceDeps extends ServiceDeps {
  tokens: TokenService;
}

/** Bearers read in one statement at most. */
export const ADMISSION_BATCH_MAX = 128;
/** Admission statements running at once per node (the others' bearers wait for the next one). */
const ADMISSION_BATCHES_IN_FLIGHT = 2;

/**
 * Admitting a socket (issue 21, reconnect storms): the token's signature is checked as everywhere (verified tokens
 * are remembered per node), then one statement answers every fact the connection needs: revocation (the account
 * deleted, the login revoked), participation in the token's event (the access rule's SQL form), block partners and
 * chat peers. Before, these were three to five statements per socket (a revocation check once the node's 10 s answer
 * had aged, `takesPart`, block partners, chat peers for the presence push).
 *
 * Sockets admitted together share the statement: while ADMISSION_BATCHES_IN_FLIGHT statements run, the bearers that
 * arrive wait and go in the next one (up to ADMISSION_BATCH_MAX). One socket alone is read at once, in a statement of
 * its own; a hall reconnecting at once costs tens of statements instead of thousands.
 */
export function createSocketAdmissionService(deps: SocketAdmissionServiceDeps): SocketAdmissionService {
  const { db, tokens } = deps;
  const factsOf = createBatchLoader((bearers: SocketBearer[]) => socketAdmissionFacts(db, bearers), {
    maxBatch: ADMISSION_BATCH_MAX,
    inFlight: ADMISSION_BATCHES_IN_FLIGHT,
  });

  return {
    async admit(token) {
      const claims = await tokens.verifyAccessToken(token, { revocation: 'by_caller' });
      const facts = await factsOf({ userId: claims.userId, sid: claims.sid ?? null, eventId: claims.eventId });
      if (facts.gone || facts.revoked) throw unauthorized(REVOKED);
      return { claims, inEvent: claims.eventId !== null && facts.participant, blockPartners: facts.blockPartners, chatPeers: facts.chatPeers };
    },
  };
}
