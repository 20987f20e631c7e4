import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { errorBody, halPageOf, idParam } from '../../schemas.js';
import { halPage } from '../../envelopes.js';
import { answerLeads, LEADS_FORMAT_DESCRIPTION, leadsFormatQuery } from '../shared/leads-export.js';
import {
  badgeItem,
  contactConsent,
  contactConsentInput,
  createdExhibitorWebhook,
  exhibitorItem,
  exhibitorWebhookInput,
  exhibitorWebhookItem,
  LEAD_BATCH_MAX,
  leadBatchAnswer,
  leadInput,
  leadItem,
  myLeadItem,
  visitInput,
  WEBHOOKS_PER_EXHIBITOR,
} from '../../../server/exhibitors/schemas.js';

/** Exhibitors, badges and leads in the token's event (CONTRACT 20). */

const idPath = z.object({ id: idParam });
const webhookPath = z.object({ id: idParam, webhook_id: idParam });
const tags = ['Exhibitors'];
const forbidden = { description: '`event_token_required`, `not_event_participant`', schema: errorBody };
const staffForbidden = { description: '`event_token_required`, `not_event_participant`, or not the exhibitor’s staff (`not_exhibitor_staff`)', schema: errorBody };
const exhibitorNotFound = { description: 'No such exhibitor in the token’s event (`exhibitor_not_found`)', schema: errorBody };

export function exhibitorConnectRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'get',
    path: '/exhibitors',
    summary: 'The exhibitors of the token’s event',
    description: 'Every exhibitor with its booth, description, logo, staff and qualifying questions (participants of the event). One page holds all.',
    operationId: 'listExhibitors',
    tags,
    auth: 'required',
    responses: { 200: { description: 'The exhibitors', schema: halPageOf('exhibitors', exhibitorItem) }, 403: forbidden },
    async handler({ auth, req }) {
      const items = await ctx.exhibitors.list(auth);
      return { body: halPage(ctx.config, req, 'exhibitors', items, items.length, { page: 1, size: Math.max(1, items.length) }) };
    },
  });

  routes.add({
    method: 'get',
    path: '/exhibitors/:id',
    summary: 'One exhibitor of the token’s event (its booth page)',
    operationId: 'getExhibitor',
    tags,
    auth: 'required',
    params: idPath,
    responses: { 200: { description: 'The exhibitor', schema: exhibitorItem }, 403: forbidden, 404: exhibitorNotFound },
    async handler({ auth, params }) {
      return { body: await ctx.exhibitors.get(auth, params.id) };
    },
  });

  routes.add({
    method: 'get',
    path: '/badge',
    summary: 'Your badge in the token’s event',
    description:
      'The code booth staff scan (`B-` and 26 random characters), and a QR code of it (an SVG `data:` URL). It is not your ticket code and admits no one at the door ' +
      '(the check-in endpoints answer 422 `badge_not_ticket`). Made on first read, the same afterwards until rotated.',
    operationId: 'getBadge',
    tags,
    auth: 'required',
    responses: { 200: { description: 'The badge', schema: badgeItem }, 403: forbidden },
    async handler({ auth }) {
      return { body: await ctx.exhibitors.badge(auth) };
    },
  });

  routes.add({
    method: 'post',
    path: '/badge/rotate',
    summary: 'Replace your badge code',
    description: 'No body. The old code stops working at once (scans of it answer 404); leads already captured stay.',
    operationId: 'rotateBadge',
    tags,
    auth: 'required',
    responses: { 200: { description: 'The new badge', schema: badgeItem }, 403: forbidden },
    async handler({ auth }) {
      return { body: await ctx.exhibitors.rotateBadge(auth) };
    },
  });

  routes.add({
    method: 'post',
    path: '/exhibitors/:id/leads',
    summary: 'Capture a lead by its badge (booth staff)',
    description:
      'A scan of `badge` by the exhibitor’s staff: 201 with the new lead, 200 with the lead updated when the person is already a lead (given `rating`, `notes`, `answers` replace the stored ones). ' +
      'A code that is not a badge of this event (unknown, rotated away, another event’s, or a ticket code) is the same 404 `badge_not_found`. ' +
      '`person` carries `email` and `mobile` only when the person allows it (`share_contact_with_exhibitors`). Answers are checked against the qualifying questions (422 naming the answer). ' +
      'Announced as `lead.captured` to the exhibitor’s own webhooks and the organization’s, and pushed to the staff (`lead:captured`).',
    operationId: 'captureLead',
    tags,
    auth: 'required',
    params: idPath,
    body: leadInput,
    responses: {
      200: { description: 'The lead, updated', schema: leadItem },
      201: { description: 'The new lead', schema: leadItem },
      403: staffForbidden,
      404: { description: '`exhibitor_not_found` or `badge_not_found`', schema: errorBody },
      422: { description: 'A bad field or answer', schema: errorBody },
    },
    async handler({ auth, params, body }) {
      const { lead, created } = await ctx.exhibitors.capture(auth, params.id, body);
      return { status: created ? 201 : 200, body: lead };
    },
  });

  routes.add({
    method: 'post',
    path: '/exhibitors/:id/visit',
    summary: 'Leave your details at a booth',
    description:
      'The caller becomes a lead of the exhibitor (optionally answering its questions); 201 the first time, 200 after. Contact details follow your `share_contact_with_exhibitors`. ' +
      'Announced as `lead.captured` to the exhibitor’s and the organization’s webhooks, and pushed to the staff (`lead:captured`).',
    operationId: 'visitExhibitor',
    tags,
    auth: 'required',
    params: idPath,
    body: visitInput,
    responses: {
      200: { description: 'Already a lead', schema: leadItem },
      201: { description: 'The new lead', schema: leadItem },
      403: forbidden,
      404: exhibitorNotFound,
      422: { description: 'A bad answer', schema: errorBody },
    },
    async handler({ auth, params, body }) {
      const { lead, created } = await ctx.exhibitors.visit(auth, params.id, body.answers);
      return { status: created ? 201 : 200, body: lead };
    },
  });

  routes.add({
    method: 'post',
    path: '/exhibitors/:id/leads/batch',
    summary: 'Upload offline scans (booth staff)',
    description:
      `At most ${LEAD_BATCH_MAX} items \`{badge, captured_at, rating?, notes?, answers?}\` (more → 422). Answered per item in the order sent; the earliest scan of a person wins ` +
      '(within the batch and against the stored lead: `updated` when this scan replaced a later one, `already_captured` when an earlier one is kept). An item that is not well formed ' +
      '(or whose time is more than 5 minutes ahead) answers `invalid` with a `message`, and the others are still stored; an unknown badge answers `not_found`. ' +
      'Each `created` or `updated` lead is announced as `lead.captured` (webhooks) and pushed to the staff (`lead:captured`) after the batch commits.',
    operationId: 'uploadLeadScans',
    tags,
    auth: 'required',
    params: idPath,
    body: z.object({ scans: z.array(z.unknown()).min(1).max(LEAD_BATCH_MAX) }).strict(),
    responses: { 200: { description: 'One answer per item', schema: z.object({ data: z.array(leadBatchAnswer) }) }, 403: staffForbidden, 404: exhibitorNotFound },
    async handler({ auth, params, body }) {
      return { body: { data: await ctx.exhibitors.captureBatch(auth, params.id, body.scans) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/exhibitors/:id/leads',
    summary: 'The exhibitor’s leads (booth staff)',
    description: 'Every lead, oldest capture first. ' + LEADS_FORMAT_DESCRIPTION,
    operationId: 'listLeads',
    tags,
    auth: 'required',
    params: idPath,
    query: leadsFormatQuery,
    responses: { 200: { description: 'The leads (or the CSV, or the vCards)', schema: halPageOf('leads', leadItem) }, 403: staffForbidden, 404: exhibitorNotFound, 422: { description: 'A bad format', schema: errorBody } },
    async handler({ auth, params, query, req, res }) {
      return answerLeads(ctx.config, req, res, params.id, query.format, await ctx.exhibitors.leads(auth, params.id));
    },
  });

  routes.add({
    method: 'get',
    path: '/me/leads',
    summary: 'Which exhibitors hold a lead of yours',
    description: 'Every lead of the caller (any event), with whether it carries their e-mail and mobile (`holds_contact`).',
    operationId: 'listMyLeads',
    tags,
    auth: 'required',
    responses: { 200: { description: 'Your leads', schema: halPageOf('leads', myLeadItem) } },
    async handler({ auth, req }) {
      const items = await ctx.exhibitors.myLeads(auth);
      return { body: halPage(ctx.config, req, 'leads', items, items.length, { page: 1, size: Math.max(1, items.length) }) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/me/leads/:id',
    summary: 'Withdraw your contact from a lead',
    description: 'The exhibitor keeps that you visited, but never sees your e-mail or mobile in this lead again (also if you allow sharing later). 404 for a lead that is not yours.',
    operationId: 'withdrawMyLead',
    tags,
    auth: 'required',
    params: idPath,
    responses: { 204: { description: 'Withdrawn' }, 404: { description: '`lead_not_found`', schema: errorBody } },
    async handler({ auth, params }) {
      await ctx.exhibitors.withdraw(auth, params.id);
      return { status: 204 };
    },
  });

  routes.add({
    method: 'patch',
    path: '/event/networking-profile',
    summary: 'Change your contact consent for exhibitors in the token’s event',
    description: '`share_contact_with_exhibitors` (default false): whether exhibitors whose lead you are see your e-mail and mobile. Applies to leads already captured too.',
    operationId: 'patchNetworkingProfile',
    tags,
    auth: 'required',
    body: contactConsentInput,
    responses: { 200: { description: 'The consent', schema: contactConsent }, 403: forbidden, 422: { description: 'Not a boolean', schema: errorBody } },
    async handler({ auth, body }) {
      return { body: await ctx.exhibitors.setConsent(auth, body.share_contact_with_exhibitors) };
    },
  });

  routes.add({
    method: 'post',
    path: '/exhibitors/:id/webhooks',
    summary: 'Add a webhook of the exhibitor (booth staff)',
    description:
      'The exhibitor’s own webhook: deliveries are POSTs of `{type, timestamp, data}` signed as Standard Webhooks specifies (`webhook-id`, `webhook-timestamp`, `webhook-signature`), ' +
      'verified with the `secret` shown only in this answer. `events`: `lead.captured` (`data`: `{event, exhibitor, created, lead}`, the lead as the staff see it). ' +
      '`url` is http(s), at most 2048 characters, and may not point at a loopback or private address (422 `private_address`). Retried like organization webhooks. ' +
      `At most ${WEBHOOKS_PER_EXHIBITOR} an exhibitor (409 \`too_many_webhooks\`).`,
    operationId: 'createExhibitorWebhook',
    tags,
    auth: 'required',
    params: idPath,
    body: exhibitorWebhookInput,
    responses: {
      201: { description: 'The webhook with its secret', schema: createdExhibitorWebhook },
      403: staffForbidden,
      404: exhibitorNotFound,
      409: { description: 'Too many webhooks (`too_many_webhooks`)', schema: errorBody },
      422: { description: 'A bad URL (`invalid`, `private_address`, `unresolvable_host`) or event type', schema: errorBody },
    },
    async handler({ auth, params, body }) {
      return { status: 201, body: await ctx.exhibitors.createWebhook(auth, params.id, body) };
    },
  });

  routes.add({
    method: 'get',
    path: '/exhibitors/:id/webhooks',
    summary: 'The exhibitor’s webhooks (booth staff; no secrets)',
    operationId: 'listExhibitorWebhooks',
    tags,
    auth: 'required',
    params: idPath,
    responses: { 200: { description: 'The webhooks, oldest first (one page holds all)', schema: halPageOf('webhooks', exhibitorWebhookItem) }, 403: staffForbidden, 404: exhibitorNotFound },
    async handler({ auth, params, req }) {
      const items = await ctx.exhibitors.listWebhooks(auth, params.id);
      return { body: halPage(ctx.config, req, 'webhooks', items, items.length, { page: 1, size: Math.max(1, items.length) }) };
    },
  });

  routes.add({
    method: 'delete',
    path: '/exhibitors/:id/webhooks/:webhook_id',
    summary: 'Delete a webhook of the exhibitor (booth staff)',
    description: 'Its pending deliveries are dropped.',
    operationId: 'deleteExhibitorWebhook',
    tags,
    auth: 'required',
    params: webhookPath,
    responses: { 204: { description: 'Deleted' }, 403: staffForbidden, 404: { description: '`exhibitor_not_found`, or no such webhook of the exhibitor (`not_found`)', schema: errorBody } },
    async handler({ auth, params }) {
      await ctx.exhibitors.removeWebhook(auth, params.id, params.webhook_id);
      return { status: 204 };
    },
  });
}
