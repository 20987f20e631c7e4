import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, idParam } from '../../schemas.js';
import { ownProfile, publicUserWithPresence } from './networking-schemas.js';
import { profilePatchInput } from '../../../server/networking/schemas.js';

// The patch is declared once, in the domain (server/networking/schemas.ts `profilePatch`).
const profilePatch = profilePatchInput;

export function userRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/users/me',
    summary: 'The caller’s own profile',
    description: 'The public fields plus the caller’s own `mobile` and `email` (never shown for other users).',
    operationId: 'getMyProfile',
    tags: ['Profiles'],
    auth: 'required',
    // profiles.me reads the login's revocation with the profile, in one statement.
    revocation: 'in_handler',
    responses: { 200: { description: 'Own profile', schema: ownProfile } },
    handler: async ({ auth }) => ({ body: await ctx.profiles.me(auth) }),
  });

  routes.add({
    method: 'patch',
    path: '/users/me',
    summary: 'Edit the caller’s own profile',
    description: 'Edits the seed 2.1 fields and `email`. `role`, `mobile` and any other field are refused (422), never stored.',
    operationId: 'updateMyProfile',
    tags: ['Profiles'],
    auth: 'required',
    body: profilePatch,
    responses: { 200: { description: 'The updated own profile', schema: ownProfile }, 415: { description: 'The body is not JSON', schema: errorBody } },
    handler: async ({ auth, body }) => ({ body: await ctx.profiles.updateMe(auth, body) }),
  });

  routes.add({
    method: 'get',
    path: '/users/:user_id',
    summary: 'Public profile of a user',
    description:
      'Seed 2.1 plus `id` and `online` (a socket of the user is connected on some node); never carries mobile or e-mail. 404 unless the caller is that user, an admin, shares a chat with them, or takes part in an event they take part in (ticket or organization membership), ' +
      'and 404 when either blocked the other or the account was deleted: ids do not enumerate users.',
    operationId: 'getUserProfile',
    tags: ['Profiles'],
    auth: 'required',
    params: z.object({ user_id: idParam }),
    responses: { 200: { description: 'Public user', schema: publicUserWithPresence }, 404: { description: 'Unknown user', schema: errorBody } },
    handler: async ({ auth, params }) => {
      const [user] = await ctx.presence.withOnline(auth.userId, [await ctx.profiles.view(auth, params.user_id)]);
      return { body: user! };
    },
  });
}
