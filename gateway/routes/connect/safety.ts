import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, idParam } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
// The items are declared once, in the domain: their ids name the OpenAPI components.
import { report, reportCreate } from '../../../server/safety/schemas.js';
import { pageOf, pageQuery, publicUser, publicUserPage } from './networking-schemas.js';

const userParams = z.object({ user_id: idParam });
const eventTokenNote = 'Needs an access token bound to an event (403 `event_token_required` otherwise).';

/** CONTRACT 7 on {connect_url}: blocks, reports, deleting one's own feed post, deleting one's account. */
export function safetyRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/blocks/users',
    summary: 'Users the caller blocked',
    description: 'Newest block first.',
    operationId: 'listBlockedUsers',
    tags: ['Safety'],
    auth: 'required',
    query: pageQuery,
    responses: { 200: { description: 'A page of public_user', schema: publicUserPage } },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const { items, total } = await ctx.blocks.list(auth, page);
      return { body: halPage(ctx.config, req, 'public_user', items, total, page) };
    },
  });

  routes.add({
    method: 'put',
    path: '/blocks/users/:user_id',
    summary: 'Block a user',
    description:
      'A block works both ways: neither can message the other (403 `blocked`, REST and `chat:send`), each is left out of the other’s attendee list, ' +
      'profile (404) and feed (lists, `sync`, socket pushes, posts made before the block too); bookmarks between them are removed; their pending and future accepted meetings with each other are cancelled (`cancelled_by: null`, `meeting:updated` to both). The chat history stays readable.',
    operationId: 'blockUser',
    tags: ['Safety'],
    auth: 'required',
    params: userParams,
    responses: {
      201: { description: 'Blocked', schema: publicUser },
      204: { description: 'Already blocked' },
      404: { description: 'Unknown user', schema: errorBody },
      422: { description: 'Yourself', schema: errorBody },
    },
    async handler({ auth, params }) {
      const user = await ctx.blocks.block(auth, params.user_id);
      return user ? { status: 201, body: user } : { status: 204 };
    },
  });

  routes.add({
    method: 'delete',
    path: '/blocks/users/:user_id',
    summary: 'Unblock a user',
    description: 'Idempotent: 204 whether or not the user was blocked. A block the other user made stays.',
    operationId: 'unblockUser',
    tags: ['Safety'],
    auth: 'required',
    params: userParams,
    responses: { 204: { description: 'Not blocked (any more)' } },
    async handler({ auth, params }) {
      await ctx.blocks.unblock(auth, params.user_id);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'post',
    path: '/reports',
    summary: 'Report a user, feed message or chat message to the event’s organizers',
    description:
      `${eventTokenNote} The target must be visible to the reporter: a feed message of the token’s event, a chat message of one of the reporter’s chats, ` +
      'a user who takes part in the token’s event (404 `target_not_found` otherwise). The report keeps a snapshot of the reported text (or the user’s name). ' +
      'Reporting the same target again answers 200 with the first report.',
    operationId: 'createReport',
    tags: ['Safety'],
    auth: 'required',
    body: reportCreate,
    responses: {
      201: { description: 'Reported', schema: report },
      200: { description: 'Already reported by this user: the first report', schema: report },
      403: { description: 'event_token_required or not_event_participant', schema: errorBody },
      404: { description: 'No such target the reporter can see', schema: errorBody },
    },
    async handler({ auth, body }) {
      const { report: item, created } = await ctx.reports.create(auth, body);
      return { status: created ? 201 : 200, body: item };
    },
  });

  routes.add({
    method: 'delete',
    path: '/livefeed/messages/:message_id',
    summary: 'Delete one’s own feed post',
    description: 'Only the author (404 for anyone else’s post, or an unknown id). The post leaves lists and `sync`; `livefeed:deleted {id}` is pushed to the event’s sockets.',
    operationId: 'deleteFeedMessage',
    tags: ['Safety'],
    auth: 'required',
    params: z.object({ message_id: idParam }),
    responses: { 204: { description: 'Deleted' }, 404: { description: 'Unknown, or not the caller’s', schema: errorBody } },
    async handler({ auth, params }) {
      await ctx.moderation.deleteOwnFeedMessage(auth, params.message_id);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'delete',
    path: '/users/me',
    summary: 'Delete the caller’s account',
    description:
      'At once: every refresh token is dead (`invalid_grant`), every access token is refused (401), open sockets are disconnected; the profile is erased ' +
      '(name, surname, avatar, biography, e-mail and every other profile field; the mobile is released, so a later login with it makes a new account); the user ' +
      'leaves attendee lists, bookmarks, blocks and organizations; their pending and future accepted meetings are cancelled (the other member gets `meeting:updated`). Past feed posts and chat messages stay for the others, without any profile field. ' +
      '409 `organization_owner` while the user owns an organization.',
    operationId: 'deleteAccount',
    tags: ['Safety'],
    auth: 'required',
    responses: { 204: { description: 'Deleted' }, 409: { description: 'organization_owner', schema: errorBody } },
    async handler({ auth }) {
      await ctx.account.deleteMe(auth);
      return { status: 204 };
    },
  });
}
