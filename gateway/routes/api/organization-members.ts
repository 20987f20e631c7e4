import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody, idParam, paginationMeta, perPageOf, perPageQuery } from '../../schemas.js';
import { dataPage } from '../../envelopes.js';
import { slugPath } from './event-schemas.js';
import { myOrganization, organizationMember as member, organizationMemberAdd } from '../../../server/organizations/schemas.js';

const memberPath = slugPath.extend({ user_id: idParam });
const forbiddenDoc = { description: 'Not a member (`not_member`), or not the owner for changes (`not_owner`)', schema: errorBody };

/** Organization members: who may manage the organization's events (CONTRACT 3: "members manage its events"). */
export function organizationMemberRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'get',
    path: '/me/organizations',
    summary: 'The organizations the caller belongs to, with their role',
    description:
      'Every organization the caller is a member of (`role`: `owner` or `member`), by name then id, paged like the other `{api_url}` lists ' +
      '(`page`, `per_page`, exact total). Only the caller’s own memberships: no one can list another user’s. The console and the door pick ' +
      'an organization from here, then its events from `GET /organizations/{slug}/events`.',
    operationId: 'listMyOrganizations',
    tags: ['Organizer'],
    auth: 'required',
    query: perPageQuery,
    responses: { 200: { description: 'A page of the caller’s organizations', schema: z.object({ data: z.array(myOrganization), meta: paginationMeta }) } },
    async handler({ query, auth, req }) {
      const paging = perPageOf(query);
      const { items, total } = await ctx.organizations.mine(auth.userId, paging);
      return { body: dataPage(ctx.config, req, items, total, paging) };
    },
  });

  routes.add({
    method: 'get',
    path: '/organizations/:slug/members',
    summary: 'Members of an organization (members only)',
    description: 'Owner first, then by joining time. Names only: no member’s mobile or e-mail is shown.',
    operationId: 'listOrganizationMembers',
    tags: ['Organizer'],
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'The members', schema: dataOf(z.array(member)) }, 403: forbiddenDoc, 404: { description: 'Unknown organization', schema: errorBody } },
    async handler({ params, auth }) {
      return { body: { data: await ctx.organizations.members(auth.userId, params.slug) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/organizations/:slug/members',
    summary: 'Add a member by mobile (owner only)',
    description: 'Creates the user when the number is new. The member may then manage the organization’s events.',
    operationId: 'addOrganizationMember',
    tags: ['Organizer'],
    auth: 'required',
    params: slugPath,
    body: organizationMemberAdd,
    responses: {
      201: { description: 'Added', schema: dataOf(member) },
      403: forbiddenDoc,
      404: { description: 'Unknown organization', schema: errorBody },
      409: { description: 'Already a member (`already_member`)', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { status: 201, body: { data: await ctx.organizations.addMember(auth.userId, params.slug, body.mobile) } };
    },
  });

  routes.add({
    method: 'delete',
    path: '/organizations/:slug/members/:user_id',
    summary: 'Remove a member (owner only)',
    description: 'The organization’s owner removes a member; the owner stays (409 `owner_stays`). Others get 403 `not_owner`, an unknown organization or member 404.',
    operationId: 'removeOrganizationMember',
    tags: ['Organizer'],
    auth: 'required',
    params: memberPath,
    responses: {
      204: { description: 'Removed' },
      403: forbiddenDoc,
      404: { description: 'Unknown organization or not a member', schema: errorBody },
      409: { description: 'The owner cannot be removed (`owner_stays`)', schema: errorBody },
    },
    async handler({ params, auth }) {
      await ctx.organizations.removeMember(auth.userId, params.slug, params.user_id);
      return { status: 204 };
    },
  });
}
