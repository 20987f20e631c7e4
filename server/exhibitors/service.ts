import QRCode from 'qrcode';
import type { DB } from '../../storage/database.js';
import type { AccessClaims } from '../identity/tokens.js';
import {
  addStaff,
  badgeHolders,
  contactConsent,
  deleteExhibitor,
  eventOfExhibitor,
  ensureBadge,
  findExhibitor,
  findLead,
  findLeads,
  insertExhibitor,
  keepEarliestLead,
  leadCounts,
  leadsOfPerson,
  listExhibitors,
  listLeads,
  removeStaff,
  rotateBadge,
  setContactConsent,
  staffIdsOf,
  staffOf,
  updateExhibitor,
  upsertLead,
  withdrawLeadContact,
  type ExhibitorRow,
  type LeadWithPerson,
} from '../../storage/repositories/exhibitors.js';
import type { RemovedLeadContact } from '../../storage/repositories/exhibitors.js';
import { findPublicUser } from '../../storage/repositories/profiles.js';
import { deleteExhibitorWebhook, insertExhibitorWebhookWithinCap, listExhibitorWebhooks } from '../../storage/repositories/webhooks.js';
import type { Config } from '../../infra/config.js';
import { AppError, conflict, invalid, notFound } from '../errors.js';
import { presentPrefixedUser } from '../networking/public-user.js';
import type { WebhookItem } from '../organizer-ops/schemas.js';
import { checkWebhookTarget, enqueueExhibitorWebhookEvent, enqueueWebhookEvent, newWebhookSecret, presentWebhook } from '../organizer-ops/webhooks.js';
import type { Notifier } from '../ports.js';
import { transaction, type ServiceDeps } from '../service.js';
import { checkLeadAnswers, newBadgeCode, parseOfflineScan } from './rules.js';
import type {
  BadgeItem,
  ExhibitorInput,
  ExhibitorItem,
  ExhibitorPatch,
  ExhibitorWebhookInput,
  ExhibitorWithCounts,
  LeadAnswer,
  LeadBatchAnswer,
  LeadInput,
  LeadItem,
  LeadWebhookData,
  MyLeadItem,
  QualifyingQuestion,
  QuestionsInput,
} from './schemas.js';
import { WEBHOOKS_PER_EXHIBITOR } from './schemas.js';

/**
 * Exhibitors and leads (CONTRACT 20). Organizers manage an event's exhibitors, their booth staff (participants) and
 * qualifying questions; participants have a badge per event (never a ticket code); staff scan badges into leads.
 * A lead carries the person's e-mail and mobile only while they allow it (decided in the lead's SQL).
 */

export interface ExhibitorService {
  create(userId: number, slug: string, input: ExhibitorInput): Promise<ExhibitorItem>;
  /** The organizers' list: every exhibitor with its number of leads. */
  listForOrganizer(userId: number, slug: string): Promise<ExhibitorWithCounts[]>;
  getForOrganizer(userId: number, slug: string, id: number): Promise<ExhibitorWithCounts>;
  update(userId: number, slug: string, id: number, patch: ExhibitorPatch): Promise<ExhibitorItem>;
  remove(userId: number, slug: string, id: number): Promise<void>;
  /** Adds booth staff (a participant of the event, else 422 `staff_not_participant`); `created` false when already staff. */
  addStaff(userId: number, slug: string, id: number, staffId: number): Promise<{ exhibitor: ExhibitorItem; created: boolean }>;
  removeStaff(userId: number, slug: string, id: number, staffId: number): Promise<void>;
  setQuestions(userId: number, slug: string, id: number, input: QuestionsInput): Promise<ExhibitorItem>;
  /** The token's event's exhibitors, for its participants. */
  list(actor: AccessClaims): Promise<ExhibitorItem[]>;
  get(actor: AccessClaims, id: number): Promise<ExhibitorItem>;
  badge(actor: AccessClaims): Promise<BadgeItem>;
  rotateBadge(actor: AccessClaims): Promise<BadgeItem>;
  /** A staff scan: 201 (`created`) the first time, 200 with the lead updated after. */
  capture(actor: AccessClaims, exhibitorId: number, input: LeadInput): Promise<{ lead: LeadItem; created: boolean }>;
  visit(actor: AccessClaims, exhibitorId: number, answers: LeadAnswer[] | undefined): Promise<{ lead: LeadItem; created: boolean }>;
  captureBatch(actor: AccessClaims, exhibitorId: number, items: unknown[]): Promise<LeadBatchAnswer[]>;
  leads(actor: AccessClaims, exhibitorId: number): Promise<LeadItem[]>;
  /** The same leads, for the event's organizers (403 `not_organizer` for anyone else). */
  leadsForOrganizer(userId: number, slug: string, exhibitorId: number): Promise<LeadItem[]>;
  myLeads(actor: AccessClaims): Promise<MyLeadItem[]>;
  withdraw(actor: AccessClaims, leadId: number): Promise<void>;
  /**
   * After the commit that removed contact details from leads (a withdrawal, a block, an account's deletion): each
   * lead as its exhibitor's staff now see it, to their sockets on every node (`lead:captured`: replace it by id).
   */
  contactsRemoved(leads: readonly RemovedLeadContact[]): Promise<void>;
  consent(actor: AccessClaims): Promise<{ share_contact_with_exhibitors: boolean }>;
  setConsent(actor: AccessClaims, share: boolean): Promise<{ share_contact_with_exhibitors: boolean }>;
  /** The exhibitor's own webhook (its staff): the secret is in this answer only. 409 `too_many_webhooks` past WEBHOOKS_PER_EXHIBITOR. */
  createWebhook(actor: AccessClaims, exhibitorId: number, input: ExhibitorWebhookInput): Promise<WebhookItem & { secret: string }>;
  listWebhooks(actor: AccessClaims, exhibitorId: number): Promise<WebhookItem[]>;
  removeWebhook(actor: AccessClaims, exhibitorId: number, webhookId: number): Promise<void>;
}

export interface ExhibitorServiceDeps extends ServiceDeps {
  config: Pick<Config, 'webhooks'>;
  notifier: Notifier;
}

const questionsOf = (row: ExhibitorRow): QualifyingQuestion[] => JSON.parse(row.questions) as QualifyingQuestion[];

export function presentLead(row: LeadWithPerson): LeadItem {
  const person = { ...presentPrefixedUser(row as unknown as Record<string, unknown>, 'u_'), email: row.contact_email, mobile: row.contact_mobile };
  return {
    id: row.id,
    exhibitor_id: row.exhibitor_id,
    person,
    source: row.source,
    rating: row.rating,
    notes: row.notes,
    answers: JSON.parse(row.answers) as LeadItem['answers'],
    captured_by: row.captured_by,
    captured_at: row.captured_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function badgeView(row: { code: string; event_id: number }): Promise<BadgeItem> {
  const svg = await QRCode.toString(row.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { code: row.code, event_id: row.event_id, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export function createExhibitorService(deps: ExhibitorServiceDeps): ExhibitorService {
  const { db, access, config, notifier } = deps;

  async function present(rows: ExhibitorRow[]): Promise<ExhibitorItem[]> {
    const staff = await staffOf(db, rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      event_id: r.event_id,
      name: r.name,
      description: r.description,
      logo: r.logo,
      booth: r.booth,
      questions: questionsOf(r),
      staff: (staff.get(r.id) ?? []).map((s) => presentPrefixedUser(s, 'u_')),
      created_at: r.created_at.toISOString(),
    }));
  }
  const presentOne = async (row: ExhibitorRow) => (await present([row]))[0]!;

  async function organizerExhibitor(userId: number, slug: string, id: number) {
    const event = await access.requireOrganizerEvent(userId, slug);
    const row = await findExhibitor(db, id);
    if (!row || row.event_id !== event.id) throw notFound('Exhibitor', 'exhibitor_not_found');
    return { event, row };
  }

  async function participantExhibitor(actor: AccessClaims, id: number) {
    const eventId = await access.requireParticipation(actor);
    const row = await findExhibitor(db, id);
    if (!row || row.event_id !== eventId) throw notFound('Exhibitor', 'exhibitor_not_found');
    return row;
  }

  function checkAnswers(row: ExhibitorRow, answers: LeadAnswer[] | undefined): string | undefined {
    if (answers === undefined) return undefined;
    const problems = checkLeadAnswers(questionsOf(row), answers);
    if (problems.length) throw AppError.many('invalid', problems);
    return JSON.stringify(answers.map((a) => ({ question_id: a.question_id, answer: a.answer })));
  }

  /**
   * The lead as its exhibitor's staff see it, announced as `lead.captured` in the lead's transaction to the event's
   * organization's webhooks and to the exhibitor's own (the same data; the person is the body's subject, so an
   * account deletion scrubs it).
   */
  async function announce(trx: DB, exhibitor: ExhibitorRow, leadId: number, created: boolean): Promise<LeadItem> {
    const lead = presentLead((await findLead(trx, leadId))!);
    const event = await eventOfExhibitor(trx, exhibitor.event_id);
    const data: LeadWebhookData = { event: { id: event.id, slug: event.slug, name: event.name }, exhibitor: { id: exhibitor.id, name: exhibitor.name }, created, lead };
    await enqueueWebhookEvent(trx, event.organization_id, 'lead.captured', data, [lead.person.id]);
    await enqueueExhibitorWebhookEvent(trx, exhibitor.id, 'lead.captured', data, [lead.person.id]);
    return lead;
  }

  /** After the commit: each lead to every staff member's sockets (`lead:captured`), on every node. */
  async function pushToStaff(exhibitorId: number, leads: readonly LeadItem[]): Promise<void> {
    if (leads.length === 0) return;
    const ids = await staffIdsOf(db, exhibitorId);
    if (ids.length === 0) return;
    for (const lead of leads) notifier.push({ user: ids }, 'lead:captured', lead);
  }

  const service: ExhibitorService = {
    async create(userId, slug, input) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const row = await insertExhibitor(db, { event_id: event.id, name: input.name, description: input.description ?? null, logo: input.logo ?? null, booth: input.booth ?? null });
      return presentOne(row);
    },
    async listForOrganizer(userId, slug) {
      const event = await access.requireOrganizerEvent(userId, slug);
      const [items, counts] = await Promise.all([listExhibitors(db, event.id).then(present), leadCounts(db, event.id)]);
      return items.map((x) => ({ ...x, leads: counts.get(x.id) ?? 0 }));
    },
    async getForOrganizer(userId, slug, id) {
      const { event, row } = await organizerExhibitor(userId, slug, id);
      const counts = await leadCounts(db, event.id);
      return { ...(await presentOne(row)), leads: counts.get(row.id) ?? 0 };
    },
    async update(userId, slug, id, patch) {
      const { event } = await organizerExhibitor(userId, slug, id);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const row = await updateExhibitor(db, event.id, id, changes);
      if (!row) throw notFound('Exhibitor', 'exhibitor_not_found');
      return presentOne(row);
    },
    async remove(userId, slug, id) {
      const { event } = await organizerExhibitor(userId, slug, id);
      if (!(await deleteExhibitor(db, event.id, id))) throw notFound('Exhibitor', 'exhibitor_not_found');
    },
    async addStaff(userId, slug, id, staffId) {
      const { event, row } = await organizerExhibitor(userId, slug, id);
      if (!(await findPublicUser(db, staffId))) throw notFound('User', 'user_not_found');
      if (!(await access.isParticipant(staffId, event.id))) {
        throw invalid('user_id', 'Booth staff must take part in the event (hold a valid ticket or belong to its organization).', 'staff_not_participant');
      }
      const created = await addStaff(db, row.id, staffId);
      return { exhibitor: await presentOne(row), created };
    },
    async removeStaff(userId, slug, id, staffId) {
      const { row } = await organizerExhibitor(userId, slug, id);
      await removeStaff(db, row.id, staffId);
    },
    async setQuestions(userId, slug, id, input) {
      const { event } = await organizerExhibitor(userId, slug, id);
      const questions: QualifyingQuestion[] = input.questions.map((q, i) => ({ id: i + 1, title: q.title, type: q.type, options: q.options ?? null, required: q.required }));
      const row = await updateExhibitor(db, event.id, id, { questions: JSON.stringify(questions) });
      if (!row) throw notFound('Exhibitor', 'exhibitor_not_found');
      return presentOne(row);
    },
    async list(actor) {
      const eventId = await access.requireParticipation(actor);
      return present(await listExhibitors(db, eventId));
    },
    async get(actor, id) {
      return presentOne(await participantExhibitor(actor, id));
    },
    async badge(actor) {
      const eventId = await access.requireParticipation(actor);
      return badgeView(await ensureBadge(db, eventId, actor.userId, newBadgeCode()));
    },
    async rotateBadge(actor) {
      const eventId = await access.requireParticipation(actor);
      return badgeView(await rotateBadge(db, eventId, actor.userId, newBadgeCode()));
    },
    async capture(actor, exhibitorId, input) {
      const eventId = await access.requireExhibitorStaff(actor, exhibitorId);
      const exhibitor = (await findExhibitor(db, exhibitorId))!;
      const answers = checkAnswers(exhibitor, input.answers);
      // A ticket code, another event's badge and an unknown code are the same 404: nothing tells them apart.
      const personId = (await badgeHolders(db, eventId, [input.badge])).get(input.badge);
      if (personId === undefined || !(await access.isParticipant(personId, eventId))) throw notFound('Badge', 'badge_not_found');
      const result = await transaction(db, async (trx) => {
        const { id, created } = await upsertLead(trx, {
          exhibitor_id: exhibitorId,
          user_id: personId,
          source: 'scan',
          captured_by: actor.userId,
          captured_at: new Date(),
          rating: input.rating,
          notes: input.notes === undefined ? undefined : input.notes || null,
          answers,
        });
        return { lead: await announce(trx, exhibitor, id, created), created };
      });
      await pushToStaff(exhibitorId, [result.lead]);
      return result;
    },
    async visit(actor, exhibitorId, answers) {
      const exhibitor = await participantExhibitor(actor, exhibitorId);
      const stored = checkAnswers(exhibitor, answers);
      const result = await transaction(db, async (trx) => {
        const { id, created } = await upsertLead(trx, { exhibitor_id: exhibitorId, user_id: actor.userId, source: 'visit', captured_by: null, captured_at: new Date(), answers: stored });
        return { lead: await announce(trx, exhibitor, id, created), created };
      });
      await pushToStaff(exhibitorId, [result.lead]);
      return result;
    },
    async captureBatch(actor, exhibitorId, items) {
      const eventId = await access.requireExhibitorStaff(actor, exhibitorId);
      const exhibitor = (await findExhibitor(db, exhibitorId))!;
      const now = Date.now();
      const parsed = items.map((item) => parseOfflineScan(item, now, questionsOf(exhibitor)));
      // The earliest scan of each badge, in the order badges first appear.
      const earliest = new Map<string, Extract<(typeof parsed)[number], { at: Date }>>();
      for (const p of parsed) {
        if ('invalid' in p) continue;
        const seen = earliest.get(p.badge);
        if (!seen || p.at < seen.at) earliest.set(p.badge, p);
      }
      const holders = await badgeHolders(db, eventId, [...earliest.keys()]);
      const outcome = new Map<string, { result: LeadBatchAnswer['result']; id: number; at: Date }>();
      const changed: LeadItem[] = [];
      await transaction(db, async (trx) => {
        for (const [badge, scan] of earliest) {
          const personId = holders.get(badge);
          if (personId === undefined || !(await access.on(trx).isParticipant(personId, eventId))) continue;
          const stored = await keepEarliestLead(trx, {
            exhibitor_id: exhibitorId,
            user_id: personId,
            source: 'scan',
            captured_by: actor.userId,
            captured_at: scan.at,
            rating: scan.rating,
            notes: scan.notes,
            answers: JSON.stringify(scan.answers),
          });
          const result = stored.outcome === 'created' ? 'created' : stored.outcome === 'updated' ? 'updated' : 'already_captured';
          if (stored.outcome !== 'kept') changed.push(await announce(trx, exhibitor, stored.id, stored.outcome === 'created'));
          outcome.set(badge, { result, id: stored.id, at: stored.captured_at });
        }
      });
      await pushToStaff(exhibitorId, changed);
      const answered = new Set<string>();
      return parsed.map((p): LeadBatchAnswer => {
        if ('invalid' in p) return { badge: p.badge, result: 'invalid', lead_id: null, captured_at: null, message: p.invalid };
        const found = outcome.get(p.badge);
        if (!found) return { badge: p.badge, result: 'not_found', lead_id: null, captured_at: null };
        // A badge sent twice is stored once: its other items answer `already_captured`.
        const result = answered.has(p.badge) ? 'already_captured' : found.result;
        answered.add(p.badge);
        return { badge: p.badge, result, lead_id: found.id, captured_at: found.at.toISOString() };
      });
    },
    async leads(actor, exhibitorId) {
      await access.requireExhibitorStaff(actor, exhibitorId);
      return (await listLeads(db, exhibitorId)).map(presentLead);
    },
    async leadsForOrganizer(userId, slug, exhibitorId) {
      await organizerExhibitor(userId, slug, exhibitorId);
      return (await listLeads(db, exhibitorId)).map(presentLead);
    },
    async myLeads(actor) {
      const rows = await leadsOfPerson(db, actor.userId);
      return rows.map((r) => ({
        id: r.id,
        exhibitor: { id: r.exhibitor_id, name: r.exhibitor_name, event_id: r.event_id },
        captured_at: r.captured_at.toISOString(),
        holds_contact: r.shares_contact,
      }));
    },
    async withdraw(actor, leadId) {
      const removed = await withdrawLeadContact(db, actor.userId, leadId);
      if (!removed) throw notFound('Lead', 'lead_not_found');
      await service.contactsRemoved([removed]);
    },
    async contactsRemoved(leads) {
      // One read for all the leads (an account's deletion may touch many), then one push set per exhibitor.
      const byExhibitor = new Map<number, LeadItem[]>();
      for (const row of await findLeads(db, leads.map((l) => l.id))) {
        byExhibitor.set(row.exhibitor_id, [...(byExhibitor.get(row.exhibitor_id) ?? []), presentLead(row)]);
      }
      for (const [exhibitorId, items] of byExhibitor) await pushToStaff(exhibitorId, items);
    },
    async consent(actor) {
      const eventId = await access.requireParticipation(actor);
      return { share_contact_with_exhibitors: await contactConsent(db, eventId, actor.userId) };
    },
    async setConsent(actor, share) {
      const eventId = await access.requireParticipation(actor);
      await setContactConsent(db, eventId, actor.userId, share);
      return { share_contact_with_exhibitors: share };
    },
    async createWebhook(actor, exhibitorId, input) {
      await access.requireExhibitorStaff(actor, exhibitorId);
      const exhibitor = (await findExhibitor(db, exhibitorId))!;
      await checkWebhookTarget(input.url, config.webhooks.allowPrivate);
      const event = await eventOfExhibitor(db, exhibitor.event_id);
      const values = { organization_id: event.organization_id, exhibitor_id: exhibitor.id, url: input.url, events: [...new Set(input.events)], secret: newWebhookSecret(), created_by: actor.userId };
      // The database decides the cap (the exhibitor's row locked while counting), on any node.
      const row = await transaction(db, (trx) => insertExhibitorWebhookWithinCap(trx, values, WEBHOOKS_PER_EXHIBITOR));
      if (!row) throw conflict('too_many_webhooks', `An exhibitor has at most ${WEBHOOKS_PER_EXHIBITOR} webhooks.`);
      return { ...presentWebhook(row), secret: row.secret };
    },
    async listWebhooks(actor, exhibitorId) {
      await access.requireExhibitorStaff(actor, exhibitorId);
      return (await listExhibitorWebhooks(db, exhibitorId)).map(presentWebhook);
    },
    async removeWebhook(actor, exhibitorId, webhookId) {
      await access.requireExhibitorStaff(actor, exhibitorId);
      if (!(await deleteExhibitorWebhook(db, exhibitorId, webhookId))) throw notFound('Webhook');
    },
  };
  return service;
}
