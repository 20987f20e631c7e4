import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody } from '../../schemas.js';

const token = z.object({ token: z.string().min(1).max(2000).openapi({ description: 'The signed token of the mailed link' }) });

/** The links mails carry (server/mail, docs/mail.md): e-mail confirmation and one-click unsubscribe (RFC 8058). */
export function emailRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'get',
    path: '/email/confirm',
    operationId: 'confirmEmail',
    summary: 'Confirm an e-mail address (the mailed link, no token)',
    description:
      'The link sent after `PATCH /users/me` `{email}`. Single use; only the newest link of the account’s current address works. Until it is used, that address receives no other mail. 422 `link_invalid` otherwise.',
    tags: ['Profiles'],
    auth: 'none',
    query: token,
    responses: {
      200: { description: 'Confirmed', schema: z.object({ data: z.object({ email: z.string(), confirmed: z.literal(true) }) }).openapi('EmailConfirmed') },
      422: { description: 'link_invalid', schema: errorBody },
    },
    async handler({ query }) {
      const { email } = await ctx.mail.confirm(query.token);
      return { body: { data: { email, confirmed: true as const } } };
    },
  });
  routes.add({
    method: 'post',
    path: '/email/unsubscribe',
    operationId: 'unsubscribeEmail',
    summary: 'One-click unsubscribe (RFC 8058)',
    description:
      'The address of the `List-Unsubscribe` header of invitations and reminders; mail clients POST `List-Unsubscribe=One-Click` to it. The address gets no more invitations or reminders. 422 `link_invalid` for a token that is not ours.',
    tags: ['Profiles'],
    auth: 'none',
    query: token,
    rawBody: true,
    bodyContentTypes: ['application/x-www-form-urlencoded'],
    responses: {
      200: { description: 'Unsubscribed', schema: z.object({ data: z.object({ unsubscribed: z.literal(true) }) }).openapi('EmailUnsubscribed') },
      422: { description: 'link_invalid', schema: errorBody },
    },
    async handler({ query, req }) {
      req.resume();
      await ctx.mail.unsubscribe(query.token);
      return { body: { data: { unsubscribed: true as const } } };
    },
  });
}
