import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, slugParam } from '../../schemas.js';
import { addressesOfCsv, INVITATIONS_PER_CALL, inviteToEvent } from '../../../server/mail/invitations.js';
import { badRequest, invalid, tooLarge, unsupportedMedia } from '../../../server/errors.js';

const MAX_BYTES = INVITATIONS_PER_CALL * 260;

export function invitationRoutes(routes: Routes): void {
  const { ctx } = routes;
  routes.add({
    method: 'post',
    path: '/events/:slug/invitations',
    operationId: 'sendEventInvitations',
    summary: 'Invite addresses to the event by e-mail',
    description:
      'Organizers of the event only. JSON `{emails: [..]}` or a `text/csv` body (every cell holding an address). At most 5,000 addresses a call (413) ' +
      'and INVITATIONS_PER_DAY per organization and day (429 `too_many_invitations`); a bad address is 422 naming it; duplicates, and addresses ' +
      'already invited to the event, get one mail. Addresses that unsubscribed get none. Marks the progress bar’s `invitation_email` done. See docs/mail.md.',
    tags: ['Organizer tools'],
    auth: 'required',
    params: z.object({ slug: slugParam }),
    rawBody: true,
    body: z.object({ emails: z.array(z.string()).max(INVITATIONS_PER_CALL) }),
    bodyContentTypes: ['application/json', 'text/csv'],
    responses: {
      202: { description: 'Queued (new mails)', schema: z.object({ queued: z.number().int() }).openapi('InvitationsQueued') },
      403: { description: 'Not an organizer of the event', schema: errorBody },
      413: { description: 'More than 5,000 addresses', schema: errorBody },
      422: { description: 'A bad address', schema: errorBody },
      429: { description: 'too_many_invitations', schema: errorBody },
    },
    async handler({ params, auth, req }) {
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json' && type !== 'text/csv') throw unsupportedMedia('Send JSON {emails: [..]} or text/csv.');
      // A JSON body may already be parsed by the JSON body parser (then the stream is spent).
      const pre = (req as { body?: unknown }).body;
      if (type === 'application/json' && pre && typeof pre === 'object' && !Buffer.isBuffer(pre)) {
        const list = (pre as { emails?: unknown }).emails;
        if (!Array.isArray(list)) throw invalid('emails', '`emails` must be an array of addresses.');
        return { status: 202, body: await inviteToEvent({ db: ctx.db, access: ctx.access, mail: ctx.mail, perDay: ctx.config.mail.invitationsPerDay }, auth.userId, params.slug, list) };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_BYTES) throw tooLarge(`At most ${INVITATIONS_PER_CALL} addresses a call.`);
        chunks.push(chunk);
      }
      const text = Buffer.concat(chunks).toString('utf8');
      let emails: unknown[];
      if (type === 'text/csv') emails = addressesOfCsv(text);
      else {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw badRequest('malformed_body', 'The body is not valid JSON.');
        }
        const list = (parsed as { emails?: unknown } | null)?.emails;
        if (!Array.isArray(list)) throw invalid('emails', '`emails` must be an array of addresses.');
        emails = list;
      }
      const result = await inviteToEvent({ db: ctx.db, access: ctx.access, mail: ctx.mail, perDay: ctx.config.mail.invitationsPerDay }, auth.userId, params.slug, emails);
      return { status: 202, body: result };
    },
  });
}
