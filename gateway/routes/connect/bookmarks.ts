import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, idParam } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
import { pageOf, pageQuery, publicUser, publicUserPage } from './networking-schemas.js';

const params = z.object({ target_user_id: idParam });

export function bookmarkRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/bookmarks/users',
    summary: 'The caller’s bookmarked users',
    description: 'Newest bookmark first.',
    operationId: 'listBookmarks',
    tags: ['Bookmarks'],
    auth: 'required',
    query: pageQuery,
    responses: { 200: { description: 'A page of public_user', schema: publicUserPage } },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const { items, total } = await ctx.bookmarks.list(auth, page);
      return { body: halPage(ctx.config, req, 'public_user', items, total, page) };
    },
  });

  routes.add({
    method: 'put',
    path: '/bookmarks/users/:target_user_id',
    summary: 'Bookmark a user',
    description: 'No body. 201 with the bookmarked user when new, 204 when already bookmarked, 404 for an unknown user, and 500 `cannot_bookmark_self` for oneself (the seed’s status, with a clear body).',
    operationId: 'bookmarkUser',
    tags: ['Bookmarks'],
    auth: 'required',
    params,
    responses: {
      201: { description: 'Bookmarked', schema: publicUser },
      204: { description: 'Already bookmarked' },
      404: { description: 'Unknown user', schema: errorBody },
      500: { description: 'cannot_bookmark_self (seed section 7)', schema: errorBody },
    },
    async handler({ auth, params }) {
      const created = await ctx.bookmarks.add(auth, params.target_user_id);
      if (!created) return { status: 204 };
      return { status: 201, body: await ctx.profiles.get(params.target_user_id) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/bookmarks/users/:target_user_id',
    summary: 'Remove a bookmark',
    description: 'Idempotent: 204 whether or not the user was bookmarked.',
    operationId: 'removeBookmark',
    tags: ['Bookmarks'],
    auth: 'required',
    params,
    responses: { 204: { description: 'Not bookmarked (any more)' } },
    async handler({ auth, params }) {
      await ctx.bookmarks.remove(auth, params.target_user_id);
      return { status: 204 };
    },
  });
}
