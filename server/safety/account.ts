import { eraseUser, ownsOrganization } from '../../storage/repositories/safety.js';
import type { AccessClaims, TokenService } from '../identity/tokens.js';
import type { Notifier } from '../ports.js';
import { conflict, unauthorized } from '../errors.js';
import { transaction, type ServiceDeps } from '../service.js';

export interface AccountService {
  /** Deletes the caller's account (CONTRACT 7); 409 `organization_owner` while they own an organization. */
  deleteMe(actor: AccessClaims): Promise<void>;
}

export interface AccountServiceDeps extends ServiceDeps {
  tokens: TokenService;
  notifier: Notifier;
}

/**
 * Account deletion (app-store 5.1.1(v)): personal data erased in one transaction (storage `eraseUser`), then, after
 * commit, this node forgets the user's cached token state and the notifier disconnects their sockets on every node
 * and tells the other nodes to forget too. Access tokens are refused from then on (identity/revocation.ts).
 */
export function createAccountService(deps: AccountServiceDeps): AccountService {
  const { db, tokens, notifier } = deps;
  return {
    async deleteMe(actor) {
      const erased = await transaction(db, async (trx) => {
        if (await ownsOrganization(trx, actor.userId)) {
          throw conflict('organization_owner', 'You own an organization: hand ownership to another member (or delete the organization) before deleting your account.');
        }
        return eraseUser(trx, actor.userId);
      });
      tokens.forgetUser(actor.userId);
      // Every node has forgotten the user's cached token state before the answer (bounded by the Redis deadline).
      await notifier.userDeleted(actor.userId);
      if (!erased) throw unauthorized('The user of this token no longer exists.');
    },
  };
}
