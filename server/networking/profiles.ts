import type { z } from 'zod';
import type { profilePatchInput } from './schemas.js';
import { findOwnProfile, findOwnProfileOfLogin, findPublicUser, findUserLocale, updateProfile } from '../../storage/repositories/profiles.js';
import { REVOKED, type AccessClaims } from '../identity/tokens.js';
import { notFound, unauthorized } from '../errors.js';
import { presentOwnProfile, presentPublicUser } from './public-user.js';
import type { OwnProfile, PublicUser } from './types.js';
import type { ServiceDeps } from '../service.js';

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

export function createProfileService(deps: ServiceDeps): ProfileService {
  const { db, access } = deps;
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
      return findUserLocale(db, userId);
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
      const row = Object.keys(changes).length ? await updateProfile(db, actor.userId, changes) : await findOwnProfile(db, actor.userId);
      if (!row) throw unauthorized('The user of this token no longer exists.');
      return presentOwnProfile(row);
    },
  };
}
