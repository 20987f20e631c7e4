import { eraseUser, ownsOrganization } from '../../storage/repositories/safety.js';
import { removeLeadContactsOfUser } from '../../storage/repositories/exhibitors.js';
import type { ExhibitorService } from '../exhibitors/service.js';
import type { AccessClaims, TokenService } from '../identity/tokens.js';
import type { Notifier } from '../ports.js';
import type { MeetingServiceOn } from '../meetings/service.js';
import { conflict, unauthorized } from '../errors.js';
import { inTransaction, type ServiceDeps } from '../service.js';

export interface AccountService {
  /** Deletes the caller's account (CONTRACT 7); 409 `organization_owner` while they own an organization. */
  deleteMe(actor: AccessClaims): Promise<void>;
}

export interface AccountServiceDeps extends ServiceDeps {
  tokens: TokenService;
  notifier: Notifier;
  /** The exhibitors' staff are told of the leads the deletion took contact details from (CONTRACT 20). */
  leads: Pick<ExhibitorService, 'contactsRemoved'>;
  /** Meetings (CONTRACT 11): what ends participation cancels the meetings in the same transaction. */
  meetings?: MeetingServiceOn;
}

/**
 * Account deletion (app-store 5.1.1(v)): personal data erased in one transaction (storage `eraseUser`), then, after
 * commit, this node forgets the user's cached token state and the notifier disconnects their sockets on every node
 * and tells the other nodes to forget too. Access tokens are refused from then on (identity/revocation.ts).
 */
export function createAccountService(deps: AccountServiceDeps): AccountService {
  const { tokens, notifier } = deps;
  return {
    async deleteMe(actor) {
      const { erased, announce, removed } = await inTransaction(deps, async (trxDeps) => {
        const trx = trxDeps.db;
        if (await ownsOrganization(trx, actor.userId)) {
          throw conflict('organization_owner', 'You own an organization: hand ownership to another member (or delete the organization) before deleting your account.');
        }
        const erased = await eraseUser(trx, actor.userId);
        // Their contact leaves every exhibitor's leads (CONTRACT 20).
        const removed = erased ? await removeLeadContactsOfUser(trx, actor.userId) : [];
        // Their pending and future meetings end with the account (CONTRACT 11); the other members are told after commit.
        const announce = erased ? await deps.meetings?.(trxDeps).cancelFor({ userId: actor.userId }) : undefined;
        return { erased, announce, removed };
      });
      tokens.forgetUser(actor.userId);
      // Every node has forgotten the user's cached token state before the answer (bounded by the Redis deadline).
      await notifier.userDeleted(actor.userId);
      await announce?.();
      await deps.leads.contactsRemoved(removed);
      if (!erased) throw unauthorized('The user of this token no longer exists.');
    },
  };
}
