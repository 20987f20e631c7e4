import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../../storage/database.js';
import { findEventRecord, replaceWidgets, type EventRow, type WidgetInput } from '../../storage/repositories/events.js';
import { isEventOrganizer } from '../../storage/repositories/event-access.js';
import {
  findOrganizationById,
  findOrganizationBySlug,
  isOrganizationMember,
  takenEventSlugs,
  takenOrganizationSlugs,
  type OrganizationRow,
} from '../../storage/repositories/organizations.js';
import { findOrCreateUserByMobile } from '../../storage/repositories/users.js';
import { isUniqueViolation } from '../../storage/pg-errors.js';
import { normalizeMobile } from '../auth/mobile.js';
import { conflict, forbidden, invalid, notFound } from '../errors.js';
import { requireEventBySlug } from './lookup.js';
import { presentEventRecord } from './presenters.js';
import { slugCandidates, slugify } from './slugs.js';

/** 403 unless the user belongs to the event's organization. */
export async function requireEventOrganizer(db: DB, userId: number, event: EventRow): Promise<void> {
  if (!(await isEventOrganizer(db, userId, event.id))) throw forbidden('Only members of the event’s organization may do this.', 'not_organizer');
}

export const presentOrganization = (org: OrganizationRow) => ({ id: org.id, slug: org.slug, name: org.name, logo: org.logo, cover: org.cover });

async function uniqueSlug(taken: (slugs: string[]) => Promise<Set<string>>, base: string): Promise<string> {
  const candidates = slugCandidates(base);
  const used = await taken(candidates);
  const free = candidates.find((c) => !used.has(c));
  if (!free) throw conflict('slug_taken', 'Could not find a free slug; send one.', 'slug');
  return free;
}

export interface OrganizationInput {
  name: string;
  slug?: string | undefined;
  logo?: string | null | undefined;
  cover?: string | null | undefined;
}

/** Any authenticated user may create an organization and becomes its owner. */
export async function createOrganization(db: DB, userId: number, input: OrganizationInput) {
  const slug = input.slug ?? (await uniqueSlug((s) => takenOrganizationSlugs(db, s), slugify(input.name, 'organization')));
  try {
    const org = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('organizations')
        .values({ name: input.name, slug, logo: input.logo ?? null, cover: input.cover ?? null })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('organization_members').values({ organization_id: created.id, user_id: userId, role: 'owner' }).execute();
      return created;
    });
    return presentOrganization(org);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('slug_taken', `The slug "${slug}" is taken.`, 'slug');
    throw err;
  }
}

export async function updateOrganization(db: DB, userId: number, slug: string, patch: Partial<OrganizationInput>) {
  const org = await findOrganizationBySlug(db, slug);
  if (!org) throw notFound('Organization');
  if (!(await isOrganizationMember(db, org.id, userId))) throw forbidden('Only members of the organization may change it.', 'not_member');
  const set: Record<string, unknown> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.slug !== undefined) set.slug = patch.slug;
  if (patch.logo !== undefined) set.logo = patch.logo;
  if (patch.cover !== undefined) set.cover = patch.cover;
  if (!Object.keys(set).length) return presentOrganization(org);
  try {
    const updated = await db.updateTable('organizations').set(set).where('id', '=', org.id).returningAll().executeTakeFirstOrThrow();
    return presentOrganization(updated);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('slug_taken', `The slug "${String(patch.slug)}" is taken.`, 'slug');
    throw err;
  }
}

export async function getOrganization(db: DB, slug: string) {
  const org = await findOrganizationBySlug(db, slug);
  if (!org) throw notFound('Organization');
  return presentOrganization(org);
}

export interface EventInput {
  organization: string | number;
  name: string;
  slug?: string | undefined;
  category_id: number | null;
  city_name: string;
  online: boolean;
  starts_at: Date;
  ends_at: Date;
  sales_deadline?: Date | null | undefined;
  capacity?: number | null | undefined;
  cover?: string | null | undefined;
  invitation_email_enabled?: boolean | undefined;
  sales_collaboration_enabled?: boolean | undefined;
}

function checkDates(startsAt: Date, endsAt: Date, salesDeadline: Date | null): void {
  if (startsAt.getTime() > endsAt.getTime()) throw invalid('ends_at', 'ends_at must not be before starts_at.');
  if (salesDeadline && salesDeadline.getTime() > endsAt.getTime()) throw invalid('sales_deadline', 'sales_deadline must not be after ends_at.');
}

async function checkCategory(db: DB, categoryId: number | null | undefined): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const row = await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!row) throw invalid('category_id', `No category has id ${categoryId}.`);
}

async function eventRecord(db: DB, eventId: number, userId: number, apiBase: string) {
  const row = await findEventRecord(db, eventId, userId);
  if (!row) throw notFound('Event');
  return presentEventRecord(row, { apiBase, viewerId: userId });
}

export async function createEvent(db: DB, userId: number, input: EventInput, apiBase: string) {
  const org =
    typeof input.organization === 'number' ? await findOrganizationById(db, input.organization) : await findOrganizationBySlug(db, input.organization);
  if (!org) throw invalid('organization', 'No such organization.');
  if (!(await isOrganizationMember(db, org.id, userId))) throw forbidden('Only members of the organization may create its events.', 'not_member');
  await checkCategory(db, input.category_id);
  checkDates(input.starts_at, input.ends_at, input.sales_deadline ?? null);
  let slug = input.slug;
  if (slug !== undefined) {
    if ((await takenEventSlugs(db, [slug])).size) throw conflict('slug_taken', `The slug "${slug}" is taken.`, 'slug');
  } else {
    slug = await uniqueSlug((s) => takenEventSlugs(db, s), slugify(input.name, 'event'));
  }
  try {
    const created = await db
      .insertInto('events')
      .values({
        organization_id: org.id,
        category_id: input.category_id,
        slug,
        name: input.name,
        city_name: input.city_name,
        online: input.online,
        starts_at: input.starts_at,
        ends_at: input.ends_at,
        sales_deadline: input.sales_deadline ?? null,
        capacity: input.capacity ?? null,
        cover: input.cover ?? null,
        invitation_email_enabled: input.invitation_email_enabled ?? false,
        sales_collaboration_enabled: input.sales_collaboration_enabled ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return eventRecord(db, created.id, userId, apiBase);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('slug_taken', `The slug "${slug}" is taken.`, 'slug');
    throw err;
  }
}

export type EventPatch = Partial<Omit<EventInput, 'organization'>>;

/** Updates an event; a new slug keeps the old one in the slug history (lookups by it then point to the new one). */
export async function updateEvent(db: DB, userId: number, slug: string, patch: EventPatch, apiBase: string) {
  const event = await requireEventBySlug(db, slug);
  await requireEventOrganizer(db, userId, event);
  await checkCategory(db, patch.category_id);
  const startsAt = patch.starts_at ?? event.starts_at;
  const endsAt = patch.ends_at ?? event.ends_at;
  const deadline = patch.sales_deadline === undefined ? event.sales_deadline : patch.sales_deadline;
  checkDates(startsAt, endsAt, deadline);
  if (patch.capacity !== undefined && patch.capacity !== null && patch.capacity < event.sales_count) {
    throw invalid('capacity', `capacity cannot be below the ${event.sales_count} tickets already issued.`);
  }
  const newSlug = patch.slug !== undefined && patch.slug !== event.slug ? patch.slug : undefined;
  const { slug: _ignored, ...rest } = patch;
  const set: Record<string, unknown> = { ...rest, updated_at: new Date() };
  for (const key of Object.keys(set)) if (set[key] === undefined) delete set[key];
  try {
    await db.transaction().execute(async (trx) => {
      if (newSlug !== undefined) {
        // The event may take back one of its own old slugs; any other use of the slug is a conflict.
        const owner = await trx.selectFrom('event_slug_history').select('event_id').where('slug', '=', newSlug).executeTakeFirst();
        if (owner && owner.event_id !== event.id) throw conflict('slug_taken', `The slug "${newSlug}" is taken.`, 'slug');
        if (owner) await trx.deleteFrom('event_slug_history').where('slug', '=', newSlug).execute();
        await trx.insertInto('event_slug_history').values({ slug: event.slug, event_id: event.id }).execute();
        set.slug = newSlug;
      }
      await trx.updateTable('events').set(set).where('id', '=', event.id).execute();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('slug_taken', `The slug "${String(newSlug)}" is taken.`, 'slug');
    throw err;
  }
  return eventRecord(db, event.id, userId, apiBase);
}

/** Cancels the event (idempotent: the first cancellation time is kept). */
export async function cancelEvent(db: DB, userId: number, slug: string, apiBase: string) {
  const event = await requireEventBySlug(db, slug);
  await requireEventOrganizer(db, userId, event);
  await db
    .updateTable('events')
    .set({ canceled_at: sql<Date>`coalesce(canceled_at, now())` as never, updated_at: new Date() })
    .where('id', '=', event.id)
    .execute();
  return eventRecord(db, event.id, userId, apiBase);
}

export async function putWidgets(db: DB, userId: number, slug: string, items: WidgetInput[]): Promise<void> {
  const event = await requireEventBySlug(db, slug);
  await requireEventOrganizer(db, userId, event);
  await db.transaction().execute((trx) => replaceWidgets(trx, event.id, items));
}

const presentTicketType = (t: { id: number; name: string; price: number; capacity: number | null }) => ({
  id: t.id,
  name: t.name,
  price: t.price,
  capacity: t.capacity,
});

export async function createTicketType(db: DB, userId: number, slug: string, input: { name: string; price: number; capacity: number | null }) {
  const event = await requireEventBySlug(db, slug);
  await requireEventOrganizer(db, userId, event);
  const row = await db
    .insertInto('ticket_types')
    .values({ event_id: event.id, name: input.name, price: input.price, capacity: input.capacity })
    .returning(['id', 'name', 'price', 'capacity'])
    .executeTakeFirstOrThrow();
  return presentTicketType(row);
}

export async function listTicketTypes(db: DB, slug: string) {
  const event = await requireEventBySlug(db, slug);
  const rows = await db.selectFrom('ticket_types').select(['id', 'name', 'price', 'capacity']).where('event_id', '=', event.id).orderBy('id').execute();
  return rows.map(presentTicketType);
}

/** A ticket code (the seed's `attendee_id`): 12 characters from an unambiguous alphabet, ~60 bits. */
export function newTicketCode(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(12);
  let code = '';
  for (const b of bytes) code += alphabet[b % alphabet.length];
  return code;
}

export interface AttendeeInput {
  mobile: string;
  ticket_id?: number | undefined;
  name?: string | undefined;
  surname?: string | undefined;
}

/**
 * Issues a ticket to a mobile number: creates the user when new (names only then), counts it as a sale. The
 * capacity checks and the counter move in one transaction: a conditional UPDATE takes the event row's lock,
 * so concurrent issues never overshoot the capacity (409 `sold_out`).
 */
export async function issueAttendeeTicket(db: DB, userId: number, slug: string, input: AttendeeInput) {
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) throw invalid('mobile', 'mobile must be an Iranian mobile number such as 09121234567.');
  const event = await requireEventBySlug(db, slug);
  await requireEventOrganizer(db, userId, event);
  if (event.canceled_at) throw conflict('event_canceled', 'The event is canceled; no tickets can be issued.');
  return db.transaction().execute(async (trx) => {
    const counted = await trx
      .updateTable('events')
      .set({ sales_count: sql<number>`sales_count + 1` as never })
      .where('id', '=', event.id)
      .where((eb) => eb.or([eb('capacity', 'is', null), eb('sales_count', '<', eb.ref('capacity'))]))
      .returning('sales_count')
      .executeTakeFirst();
    if (!counted) throw conflict('sold_out', 'The event is sold out: its capacity is reached.');
    let ticketTypeId: number | null = null;
    if (input.ticket_id !== undefined) {
      const type = await trx.selectFrom('ticket_types').select(['id', 'capacity']).where('id', '=', input.ticket_id).where('event_id', '=', event.id).executeTakeFirst();
      if (!type) throw invalid('ticket_id', 'No ticket type with this id belongs to the event.');
      if (type.capacity !== null) {
        const sold = await trx.selectFrom('attendee_tickets').select(sql<number>`count(*)::int`.as('n')).where('ticket_type_id', '=', type.id).executeTakeFirstOrThrow();
        if (sold.n >= type.capacity) throw conflict('ticket_sold_out', 'This ticket type is sold out.', 'ticket_id');
      }
      ticketTypeId = type.id;
    }
    const user = await findOrCreateUserByMobile(trx, mobile, { name: input.name, surname: input.surname });
    const ticket = await trx
      .insertInto('attendee_tickets')
      .values({ code: newTicketCode(), event_id: event.id, user_id: user.id, ticket_type_id: ticketTypeId })
      .returning(['code', 'created_at'])
      .executeTakeFirstOrThrow();
    return { attendee_id: ticket.code, user_id: user.id, event_id: event.id, ticket_id: ticketTypeId, issued_at: ticket.created_at.toISOString() };
  });
}

export async function createCategory(db: DB, input: { title: string; slug: string }) {
  try {
    return await db.insertInto('categories').values(input).returning(['id', 'title', 'slug']).executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('slug_taken', `The category slug "${input.slug}" is taken.`, 'slug');
    throw err;
  }
}

export function listCategories(db: DB) {
  return db.selectFrom('categories').select(['id', 'title', 'slug']).orderBy('title').orderBy('id').execute();
}

