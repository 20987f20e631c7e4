import type { Routes } from '../../route.js';
import { errorBody } from '../../schemas.js';
import { halKeysetPage, halLookaheadPage } from '../../envelopes.js';
import { FEED_COUNT_CAP } from '../../../server/networking/livefeed.js';
import { LIVEFEED_POSTS_PER_MINUTE } from '../../../server/networking/livefeed.js';
import { livefeedPostInput } from '../../../server/networking/schemas.js';
import { MAX_PAGE_OFFSET } from '../../../server/paging.js';
import { jsonObjectBody, livefeedPage, pageAfterBeforeQuery, pageOf } from './networking-schemas.js';

// The body's one declaration is the domain's (the service applies the same schema to REST and socket posts).
const postBody = livefeedPostInput;

const eventTokenNote = 'Needs an access token bound to an event (403 `event_token_required` otherwise).';

export function livefeedRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'post',
    path: '/livefeed/messages',
    summary: 'Post to the live feed of the token’s event',
    description:
      `${eventTokenNote} A post without \`message\` (absent or JSON null) answers 500 \`message_required\` (as the seed specifies); an empty, non-string or over-long message is 422. ` +
      `At most ${LIVEFEED_POSTS_PER_MINUTE} posts a minute per user (429 with Retry-After). The message is also pushed to the event’s sockets (\`livefeed:message\`).`,
    operationId: 'postFeedMessage',
    tags: ['Networking'],
    auth: 'required',
    body: postBody,
    rawBody: true,
    responses: {
      204: { description: 'Posted (or a retry of an earlier post with the same client_message_id)' },
      403: { description: 'event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more)', schema: errorBody },
      415: { description: 'The body is not JSON', schema: errorBody },
      429: { description: 'Too many posts', schema: errorBody },
      500: { description: 'message_required: the body has no message field (seed section 7)', schema: errorBody },
    },
    async handler({ auth, req }) {
      await ctx.livefeed.post(auth, jsonObjectBody(req));
      return { status: 204 };
    },
  });

  routes.add({
    method: 'get',
    path: '/livefeed/messages',
    summary: 'Live feed of the token’s event',
    description:
      `${eventTokenNote} Newest first; with \`after=<id>\` only the messages after that id, oldest first (to catch up). ` +
      '`_links.next` of a full page carries `before=<last id>`: following it reads the next page from the index (cheap at any depth). ' +
      `\`page\` alone reaches ${MAX_PAGE_OFFSET.toLocaleString('en-US')} messages deep (422 naming \`page\` beyond). ` +
      `\`_total_items\` is exact up to ${FEED_COUNT_CAP.toLocaleString('en-US')} and that number beyond (a floor: follow \`_links.next\` while present).`,
    operationId: 'listFeedMessages',
    tags: ['Networking'],
    auth: 'required',
    query: pageAfterBeforeQuery,
    responses: {
      200: { description: 'A page of livefeed_message', schema: livefeedPage },
      403: { description: 'event_token_required (token not bound to an event) or not_event_participant (no ticket or organizer role any more)', schema: errorBody },
      422: { description: `\`invalid\`: a bad query parameter, or a \`page\` deeper than ${MAX_PAGE_OFFSET.toLocaleString('en-US')} messages`, schema: errorBody },
    },
    async handler({ auth, query, req }) {
      const page = pageOf(query);
      const { items, total, more = false } = await ctx.livefeed.list(auth, { ...page, after: query.after, before: query.before });
      const body =
        query.after === undefined ? halKeysetPage(ctx.config, req, 'livefeed_message', items, total, page, more) : halLookaheadPage(ctx.config, req, 'livefeed_message', items, total, page, more);
      return { body };
    },
  });
}
