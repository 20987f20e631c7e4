import { z } from 'zod';
import { bodyId, text } from '../fields.js';
import { publicUser } from '../networking/schemas.js';
import { webhookItem } from '../organizer-ops/schemas.js';
import { definePushes } from '../realtime.js';

/**
 * Exhibitors and leads (CONTRACT 20): the ONE declaration of the area's inputs and items. The service's types are
 * inferred from these; the routes (gateway/routes/api/exhibitors.ts, gateway/routes/connect/exhibitors.ts) use them
 * as bodies and responses, so the OpenAPI document shows them under their ids. One push (`lead:captured`, to the
 * booth staff), no socket commands.
 */

const time = z.string().meta({ format: 'date-time' });
const trimmed = (max: number, min = 0) => text(max, { min, trim: true });

export const EXHIBITOR_NAME_MAX = 200;
export const LEAD_NOTES_MAX = 5000;
export const LEAD_BATCH_MAX = 500;
export const RATINGS = ['hot', 'warm', 'cold'] as const;
export const rating = z.enum(RATINGS, { error: () => 'must be hot, warm or cold' });

/** `POST /events/{slug}/exhibitors`. */
export const exhibitorInput = z
  .object({
    name: trimmed(EXHIBITOR_NAME_MAX, 1),
    description: trimmed(5000).nullable().optional(),
    logo: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).max(2048).nullable().optional().meta({ description: 'An http(s) URL of the logo image.' }),
    booth: trimmed(100).nullable().optional().meta({ description: 'Where the booth stands (e.g. "Hall B, 12").' }),
  })
  .strict()
  .meta({ id: 'ExhibitorInput' });

/** `PATCH /events/{slug}/exhibitors/{id}`: any of the fields; `null` clears an optional one. */
export const exhibitorPatch = z
  .object({
    name: trimmed(EXHIBITOR_NAME_MAX, 1).optional(),
    description: trimmed(5000).nullable().optional(),
    logo: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).max(2048).nullable().optional(),
    booth: trimmed(100).nullable().optional(),
  })
  .strict()
  .meta({ id: 'ExhibitorPatch' });

export const QUESTION_TYPES = ['text', 'single', 'multiple'] as const;

/** One qualifying question, as a survey question (`PUT /events/{slug}/exhibitors/{id}/questions`). */
export const qualifyingQuestionInput = z
  .object({
    title: trimmed(500, 1),
    type: z.enum(QUESTION_TYPES),
    options: z.array(trimmed(200, 1)).min(2).max(50).optional().meta({ description: 'Required for single and multiple; not allowed for text.' }),
    required: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.type === 'text' && q.options !== undefined) ctx.addIssue({ code: 'custom', path: ['options'], message: 'a text question has no options' });
    if (q.type !== 'text' && q.options === undefined) ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${q.type} question needs at least 2 options` });
    if (q.options && new Set(q.options).size !== q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be distinct' });
  });

export const questionsInput = z.object({ questions: z.array(qualifyingQuestionInput).max(20) }).strict().meta({ id: 'QualifyingQuestionsInput' });

export const qualifyingQuestion = z
  .object({ id: z.number().int(), title: z.string(), type: z.enum(QUESTION_TYPES), options: z.array(z.string()).nullable(), required: z.boolean() })
  .meta({ id: 'QualifyingQuestion' });

export const exhibitorItem = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    logo: z.string().nullable(),
    booth: z.string().nullable(),
    questions: z.array(qualifyingQuestion),
    staff: z.array(publicUser).meta({ description: 'The booth staff (participants of the event).' }),
    created_at: time,
  })
  .meta({ id: 'Exhibitor' });

/** The organizers' view: the exhibitor with its number of leads. */
export const exhibitorWithCounts = exhibitorItem.extend({ leads: z.number().int() }).meta({ id: 'ExhibitorWithLeadCount' });

export const badgeItem = z
  .object({
    code: z.string().meta({ description: 'The badge code: random, never a ticket code, refused at the door.' }),
    qr: z.string().meta({ description: 'An SVG image (data: URL) of a QR code that carries `code`.' }),
    event_id: z.number().int(),
  })
  .meta({ id: 'Badge' });

const answerValue = z.union([z.string().max(5000), z.array(z.string().max(200)).max(50)], {
  error: () => 'must be a string or an array of strings',
});
export const leadAnswerInput = z.object({ question_id: bodyId, answer: answerValue }).strict();

/** `POST {connect_url}/exhibitors/{id}/leads` (staff). */
export const leadInput = z
  .object({
    badge: z.string().min(1).max(100).meta({ description: 'The scanned badge code.' }),
    rating: rating.nullable().optional(),
    notes: trimmed(LEAD_NOTES_MAX).nullable().optional(),
    answers: z.array(leadAnswerInput).max(20).optional().meta({ description: 'Answers to the exhibitor’s qualifying questions (replace the stored ones when given).' }),
  })
  .strict()
  .meta({ id: 'LeadInput' });
export type LeadInput = z.output<typeof leadInput>;

/** `POST {connect_url}/exhibitors/{id}/visit`: the attendee leaves their own details (optionally answering the questions). */
export const visitInput = z
  .object({ answers: z.array(leadAnswerInput).max(20).optional() })
  .strict()
  .meta({ id: 'VisitInput' });

export const leadItem = z
  .object({
    id: z.number().int(),
    exhibitor_id: z.number().int(),
    // The public user (one shared component) and, beside it, the contact only the person's consent adds.
    person: z.intersection(
      publicUser,
      z.object({
        email: z.string().nullable().optional().meta({ description: 'Only when the person allows it (`share_contact_with_exhibitors`) and has not withdrawn it.' }),
        mobile: z.string().nullable().optional().meta({ description: 'Only when the person allows it.' }),
      }),
    ),
    source: z.enum(['scan', 'visit']),
    rating: rating.nullable(),
    notes: z.string().nullable(),
    answers: z.array(z.object({ question_id: z.number().int(), answer: answerValue })),
    captured_by: z.number().int().nullable().meta({ description: 'The staff member who scanned (null for a visit).' }),
    captured_at: time,
    updated_at: time,
  })
  .meta({ id: 'Lead' });

export const leadBatchAnswer = z.object({
  badge: z.string().nullable(),
  result: z.enum(['created', 'updated', 'already_captured', 'not_found', 'invalid']).meta({ description: '`updated`: this scan is earlier than the stored one and replaced it; `already_captured`: an earlier scan is kept.' }),
  lead_id: z.number().int().nullable(),
  captured_at: time.nullable(),
  message: z.string().optional().meta({ description: 'Why an `invalid` item was refused.' }),
});

/** What the person sees: which exhibitors hold a lead of theirs, and whether it carries their contact. */
export const myLeadItem = z
  .object({
    id: z.number().int(),
    exhibitor: z.object({ id: z.number().int(), name: z.string(), event_id: z.number().int() }),
    captured_at: time,
    holds_contact: z.boolean().meta({ description: 'Whether the exhibitor sees your e-mail and mobile in this lead.' }),
  })
  .meta({ id: 'MyLead' });

/** `PATCH {connect_url}/event/networking-profile`. */
export const contactConsentInput = z.object({ share_contact_with_exhibitors: z.boolean() }).strict().meta({ id: 'ContactConsentInput' });
export const contactConsent = z.object({ share_contact_with_exhibitors: z.boolean() });

/** The event types an exhibitor's own webhook may subscribe to. */
export const EXHIBITOR_WEBHOOK_EVENTS = ['lead.captured'] as const;
export const WEBHOOKS_PER_EXHIBITOR = 5;

/** `POST {connect_url}/exhibitors/{id}/webhooks` (booth staff). */
export const exhibitorWebhookInput = z
  .object({
    url: z.string().min(1).meta({ description: 'An http(s) URL, at most 2048 characters, not a loopback or private address.' }),
    events: z
      .array(z.enum(EXHIBITOR_WEBHOOK_EVENTS, { error: () => `must be one of: ${EXHIBITOR_WEBHOOK_EVENTS.join(', ')}` }))
      .min(1)
      .max(EXHIBITOR_WEBHOOK_EVENTS.length * 2),
  })
  .strict()
  .meta({ id: 'ExhibitorWebhookInput' });
export type ExhibitorWebhookInput = z.output<typeof exhibitorWebhookInput>;
/** An exhibitor's webhook (the organization webhook's shape). */
export const exhibitorWebhookItem = webhookItem;
export const createdExhibitorWebhook = webhookItem.extend({ secret: z.string().meta({ description: 'The signing secret (`whsec_` + base64): shown only in this answer.' }) });

/** `lead.captured`'s data (to the organization's webhooks and the exhibitor's own). */
export interface LeadWebhookData {
  event: { id: number; slug: string; name: string };
  exhibitor: { id: number; name: string };
  created: boolean;
  lead: LeadItem;
}

export const EXHIBITOR_PUSHES = definePushes({
  'lead:captured': {
    audience: 'user',
    summary: 'A lead of your booth was captured or changed (a scan, an offline batch, an attendee’s visit, or its contact details removed): the current lead item (replace it by `id`)',
    description:
      'To every staff member’s sockets on every node, after the lead is stored: the lead as the staff see it (`person.email` and `person.mobile` only with the person’s consent). ' +
      'Once per lead changed (a batch pushes each lead it created or replaced). A withdrawal, a block between the person and a staff member, or the person’s account deletion removes the contact details (CONTRACT 20): the lead is pushed again with `person.email` and `person.mobile` null, so an open staff screen stops showing them.',
    payload: leadItem,
  },
});

export type ExhibitorInput = z.output<typeof exhibitorInput>;
export type ExhibitorPatch = z.output<typeof exhibitorPatch>;
export type QuestionsInput = z.output<typeof questionsInput>;
export type ExhibitorItem = z.infer<typeof exhibitorItem>;
export type ExhibitorWithCounts = z.infer<typeof exhibitorWithCounts>;
export type QualifyingQuestion = z.infer<typeof qualifyingQuestion>;
export type BadgeItem = z.infer<typeof badgeItem>;
export type LeadItem = z.infer<typeof leadItem>;
export type LeadBatchAnswer = z.infer<typeof leadBatchAnswer>;
export type MyLeadItem = z.infer<typeof myLeadItem>;
export type LeadAnswer = z.infer<typeof leadAnswerInput>;
