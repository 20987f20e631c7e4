import DataLoader from 'dataloader';
import type { z } from 'zod';
import type { profilePatchInput } from './schemas.js';
import { findOwnProfile, findOwnProfileOfLogin, findPublicUser, findUserLocales, updateProfile } from '../../storage/repositories/profiles.js';
import { REVOKED, type AccessClaims } from '../identity/tokens.js';
import { notFound, unauthorized } from '../errors.js';
import { presentOwnProfile, presentPublicUser } from './public-user.js';
import type { OwnProfile, PublicUser } from './types.js';
import { transaction, type ServiceDeps } from '../service.js';
import type { LocaleHints } from '../locale.js';
import { saveNotificationSettings } from '../../storage/repositories/mail.js';
import { notificationSettingsOf, type MailService } from '../mail/service.js';

/** The editable profile fields, as the route has validated them (schemas.ts `profilePatchInput`). */
export type ProfilePatch = z.output<typeof profilePatchInput>;

export interface ProfileService {
  /** Another user's public profile (404 unknown or deleted). */
  get(userId: number): Promise<PublicUser>;
  /** A profile as the viewer may see it (CONTRACT 7 privacy, `access.canSeeProfile`): 404 when they may not. */
  view(viewer: AccessClaims, userId: number): Promise<PublicUser>;
  /**
   * The caller's own profile. Reads whether their login was revoked in the same statement (401 then), so a route
   * may leave the token's revocation check to it (`revocation: 'in_handler'`): one database round trip, not two.
   */
  me(actor: AccessClaims): Promise<OwnProfile>;
  updateMe(actor: AccessClaims, patch: ProfilePatch): Promise<OwnProfile>;
  /** The language the user picked (CONTRACT 17), or null. */
  localeOf(userId: number): Promise<'fa' | 'en' | null>;
}

export function createProfileService(deps: ServiceDeps & { mail?: MailService; localeHints?: LocaleHints }): ProfileService {
  const { db, access, mail, localeHints } = deps;
  /**
   * Every error answer to a signed-in caller is in their language (gateway/middleware/errors.ts): the locales asked
   * in one turn of the event loop are read in one statement (a drop's thousand refusals would each send their own).
   */
  const locales = new DataLoader<number, 'fa' | 'en' | null>((ids) => findUserLocales(db, ids), { cache: false, maxBatchSize: 500 });
  return {
    async view(viewer, userId) {
      if (!(await access.canSeeProfile(viewer, userId))) throw notFound('User', 'user_not_found');
      return this.get(userId);
    },
    async get(userId) {
      const row = await findPublicUser(db, userId);
      if (!row) throw notFound('User', 'user_not_found');
      return presentPublicUser(row);
    },
    async localeOf(userId) {
      // As the request's own token check read it, when it did (a drop's refusals: no read of their own).
      const hint = localeHints?.get(userId);
      return hint !== undefined ? hint : locales.load(userId);
    },
    async me(actor) {
      const row = await findOwnProfileOfLogin(db, actor.userId, actor.sid ?? null);
      // A valid token of a user deleted since, or of a login ended since: as revocation.ts answers.
      if (!row || row.login_revoked) throw unauthorized(REVOKED);
      const { login_revoked: _revoked, ...own } = row;
      return presentOwnProfile(own);
    },
    async updateMe(actor, patch) {
      const changes = {
        name: patch.name,
        surname: patch.surname,
        avatar: patch.avatar,
        biography: patch.biography,
        job_title: patch.jobTitle,
        organization: patch.organization,
        website: patch.website,
        telegram: patch.telegram,
        linkedin: patch.linkedin,
        email: patch.email,
        directory_visible: patch.directory_visible,
        locale: patch.locale,
      };
      for (const key of Object.keys(changes) as Array<keyof typeof changes>) if (changes[key] === undefined) delete changes[key];
      let confirming = false;
      const row = await transaction(db, async (trx) => {
        const before = patch.email ? await findOwnProfile(trx, actor.userId) : undefined;
        const updated = Object.keys(changes).length ? await updateProfile(trx, actor.userId, changes) : await findOwnProfile(trx, actor.userId);
        if (!updated) return undefined;
        if (patch.notifications) {
          const current = await notificationSettingsOf(trx, actor.userId);
          await saveNotificationSettings(trx, actor.userId, { ...current, ...patch.notifications });
        }
        // A new address (CONTRACT 16) gets the confirmation link, and nothing else until it is confirmed.
        if (mail && patch.email && patch.email.toLowerCase() !== before?.email?.toLowerCase()) {
          await mail.requestConfirmation(trx, actor.userId, patch.email);
          confirming = true;
        }
        return updated;
      });
      if (!row) throw unauthorized('The user of this token no longer exists.');
      // The next error answers are in the new language at once on this node.
      if (patch.locale !== undefined) localeHints?.forget(actor.userId);
      if (confirming) mail?.wake();
      return presentOwnProfile(row);
    },
  };
}
