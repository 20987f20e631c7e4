import type { Request } from 'express';
import { z } from '../../zod.js';
import type { Routes } from '../../route.js';
import { dataOf, errorBody } from '../../schemas.js';
import { publicBase } from '../../envelopes.js';
import { slugPath, widgetList } from './event-schemas.js';
import {
  attendeeCreate,
  attendeeTicket as attendee,
  category,
  categoryCreate,
  eventCreate,
  eventPatch,
  organizerEventRecord,
} from '../../../server/catalogue/schemas.js';
import { organization, organizationCreate, organizationPatch } from '../../../server/organizations/schemas.js';

const apiBase = (routes: Routes, req: Request) => `${publicBase(routes.ctx.config, req)}/api`;
const forbiddenDoc = { description: 'Not a member of the organization', schema: errorBody };
const notFoundDoc = { description: 'Unknown slug (`not_found`, or `slug_changed` for an old one)', schema: errorBody };
const conflictDoc = { description: 'Slug taken', schema: errorBody };

/** The organizer side of the catalogue (CONTRACT 3, second table). */
export function organizerRoutes(routes: Routes): void {
  const { ctx } = routes;

  routes.add({
    method: 'post',
    path: '/organizations',
    summary: 'Create an organization (the caller becomes its owner)',
    description: 'Creates an organization with a unique slug (409 `slug_taken`); the caller becomes its owner and may add members and events.',
    operationId: 'createOrganization',
    tags: ['Organizer'],
    auth: 'required',
    body: organizationCreate,
    responses: { 201: { description: 'Created', schema: dataOf(organization) }, 409: conflictDoc },
    async handler({ body, auth }) {
      return { status: 201, body: { data: await ctx.organizations.create(auth.userId, body) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/organizations/:slug',
    summary: 'An organization',
    description: 'The organization’s public fields (name, slug, logo, cover); 404 for an unknown slug.',
    operationId: 'getOrganization',
    tags: ['Organizer'],
    auth: 'none',
    params: slugPath,
    responses: { 200: { description: 'The organization', schema: dataOf(organization) }, 404: { description: 'Unknown', schema: errorBody } },
    async handler({ params }) {
      return { body: { data: await ctx.organizations.get(params.slug) } };
    },
  });

  routes.add({
    method: 'patch',
    path: '/organizations/:slug',
    summary: 'Change an organization (members)',
    description: 'Members change the organization’s name, logo or cover (only the fields sent); the catalogue’s cached pages showing it are invalidated on every node.',
    operationId: 'updateOrganization',
    tags: ['Organizer'],
    auth: 'required',
    params: slugPath,
    body: organizationPatch,
    responses: { 200: { description: 'Updated', schema: dataOf(organization) }, 403: forbiddenDoc, 404: { description: 'Unknown', schema: errorBody }, 409: conflictDoc },
    async handler({ params, body, auth }) {
      return { body: { data: await ctx.organizations.update(auth.userId, params.slug, body) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events',
    summary: 'Create an event (members of the organization)',
    description: 'Past dates are allowed (imports). Enforced: `starts_at` ≤ `ends_at`, `sales_deadline` ≤ `ends_at` (422 otherwise).',
    operationId: 'createEvent',
    tags: ['Organizer'],
    auth: 'required',
    body: eventCreate,
    responses: { 201: { description: 'Created: the organizer’s record (with `capacity` and the settings)', schema: dataOf(organizerEventRecord) }, 403: forbiddenDoc, 409: conflictDoc },
    async handler({ body, auth, req }) {
      return { status: 201, body: { data: await ctx.events.createEvent(auth.userId, body, apiBase(routes, req)) } };
    },
  });

  routes.add({
    method: 'patch',
    path: '/events/:slug',
    summary: 'Change an event (members of its organization)',
    description:
      'A new `slug` keeps the old one as history: v1 lookups by it answer 404 `slug_changed`, v2 answers 301. Also takes ' +
      '`invitation_email_enabled` and `sales_collaboration_enabled`. `capacity` cannot go below the tickets already issued. ' +
      'The answer is the organizer’s record (`OrganizerEvent`): the event record of CONTRACT 3 plus `capacity`, `waiting_list_enabled`, ' +
      '`invitation_email_enabled` and `sales_collaboration_enabled`, as `GET /events/{slug}/organizer` reads it. An empty body changes nothing and answers the record.',
    operationId: 'updateEvent',
    tags: ['Organizer'],
    auth: 'required',
    params: slugPath,
    body: eventPatch,
    responses: { 200: { description: 'Updated: the organizer’s record', schema: dataOf(organizerEventRecord) }, 403: forbiddenDoc, 404: notFoundDoc, 409: conflictDoc },
    async handler({ params, body, auth, req }) {
      return { body: { data: await ctx.events.updateEvent(auth.userId, params.slug, body, apiBase(routes, req)) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/events/:slug/organizer',
    summary: 'The event as its organizers read it (members of its organization)',
    description:
      'The event record of CONTRACT 3 plus what only organizers set and see: `capacity` (null: unlimited), `waiting_list_enabled`, ' +
      '`invitation_email_enabled`, `sales_collaboration_enabled`. The public reads (`GET /events/{slug}`, `/v2/events/{slug}`) never carry these. ' +
      'Not a member of the organization → 403; an unknown slug → 404 (`slug_changed` for an old one). Read from the primary (an organizer may have just written).',
    operationId: 'getOrganizerEvent',
    tags: ['Organizer'],
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'The organizer’s record', schema: dataOf(organizerEventRecord) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, auth, req }) {
      return { body: { data: await ctx.events.organizerRecord(auth.userId, params.slug, apiBase(routes, req)) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/cancel',
    summary: 'Cancel an event (members of its organization)',
    description: 'Idempotent: canceling again keeps the first cancellation.',
    operationId: 'cancelEvent',
    tags: ['Organizer'],
    auth: 'required',
    params: slugPath,
    responses: { 200: { description: 'The canceled event (the organizer’s record)', schema: dataOf(organizerEventRecord) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, auth, req }) {
      return { body: { data: await ctx.events.cancelEvent(auth.userId, params.slug, apiBase(routes, req)) } };
    },
  });

  routes.add({
    method: 'put',
    path: '/events/:slug/description',
    summary: 'Replace the event widgets (members of its organization)',
    description: 'The whole ordered array of seed 2.5 items; answers 200 with the stored list.',
    operationId: 'replaceEventWidgets',
    tags: ['Organizer'],
    auth: 'required',
    params: slugPath,
    body: widgetList,
    responses: { 200: { description: 'The widgets', schema: dataOf(widgetList) }, 403: forbiddenDoc, 404: notFoundDoc },
    async handler({ params, body, auth }) {
      await ctx.events.putWidgets(auth.userId, params.slug, body);
      return { body: { data: await ctx.catalogue.eventWidgets(params.slug) } };
    },
  });

  routes.add({
    method: 'post',
    path: '/events/:slug/attendees',
    summary: 'Issue a ticket to a mobile number (members of its organization)',
    description:
      'Creates the user when the number is new (`name`/`surname` are used only then), counts as a sale. Beyond the event’s capacity → 409 `sold_out`; ' +
      'beyond the ticket type’s → 409 `ticket_sold_out`; a canceled event → 409 `event_canceled`; a seated ticket type (CONTRACT 19: its seats are sold through orders) → 422. The response never carries the mobile.',
    operationId: 'issueTicket',
    tags: ['Organizer'],
    auth: 'required',
    params: slugPath,
    body: attendeeCreate,
    responses: {
      201: { description: 'Issued; `attendee_id` is the ticket code', schema: dataOf(attendee) },
      403: forbiddenDoc,
      404: notFoundDoc,
      409: { description: 'Sold out or canceled', schema: errorBody },
    },
    async handler({ params, body, auth }) {
      return { status: 201, body: { data: await ctx.events.issueAttendeeTicket(auth.userId, params.slug, body) } };
    },
  });

  routes.add({
    method: 'get',
    path: '/categories',
    summary: 'Categories',
    description: 'Every event category, for filters and for following.',
    operationId: 'listCategories',
    tags: ['Organizer'],
    auth: 'none',
    responses: { 200: { description: 'Every category by title', schema: dataOf(z.array(category)) } },
    async handler() {
      return { body: { data: await ctx.events.listCategories() } };
    },
  });

  routes.add({
    method: 'post',
    path: '/categories',
    summary: 'Create a category (admin)',
    description: 'Administrators add an event category; others get 403.',
    operationId: 'createCategory',
    tags: ['Organizer'],
    auth: 'admin',
    body: categoryCreate,
    responses: { 201: { description: 'Created', schema: dataOf(category) }, 409: conflictDoc },
    async handler({ body }) {
      return { status: 201, body: { data: await ctx.events.createCategory(body) } };
    },
  });
}
