import { z } from 'zod';
import { bodyId, text } from '../fields.js';
import { JSON_MAX_DEPTH, jsonDepthExceeds, jsonDepthMessage } from '../json-depth.js';
import { PROGRESS_KEYS } from '../../storage/repositories/progress-bar.js';
import { payment } from '../sales/schemas.js';

/**
 * Organizer tools ({api_url}): surveys, retargeting advertising and discounts, seating templates and the progress
 * bar. The ONE source of the area's inputs and items: the services' types are inferred from these, and the routes
 * (gateway/routes/api/surveys.ts, advertising.ts, seating.ts, progress-bar.ts) use them as bodies and responses, so
 * the OpenAPI document shows them under their ids. NUL characters are 422 for every string by the route builder.
 */

const time = z.string().meta({ format: 'date-time' });
/** A trimmed text of `min` to `max` characters. */
const trimmed = (max: number, min = 0) => text(max, { min, trim: true });
const answerText = (max: number) => z.string().max(max);

// ---- Surveys ----------------------------------------------------------------------------------------------------

export const QUESTION_TYPES = ['text', 'single', 'multiple'] as const;
const questionType = z.enum(QUESTION_TYPES);

export const surveyQuestionInput = z
  .object({
    title: trimmed(500, 1),
    type: questionType,
    options: z.array(trimmed(200, 1)).min(2).max(50).optional().meta({ description: 'Required for single and multiple; not allowed for text.' }),
    required: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.type === 'text' && q.options !== undefined) ctx.addIssue({ code: 'custom', path: ['options'], message: 'a text question has no options' });
    if (q.type !== 'text' && q.options === undefined) ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${q.type} question needs at least 2 options` });
    if (q.options && new Set(q.options).size !== q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be distinct' });
  });

/** `POST /events/{slug}/surveys`. */
export const surveyInput = z
  .object({
    title: trimmed(200, 1),
    questions: z.array(surveyQuestionInput).min(1).max(100),
  })
  .strict()
  .meta({ id: 'SurveyInput' });

export const surveyQuestion = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: questionType,
    options: z.array(z.string()).nullable(),
    required: z.boolean(),
  })
  .meta({ id: 'SurveyQuestion' });

export const survey = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    title: z.string(),
    questions: z.array(surveyQuestion),
    created_at: time,
  })
  .meta({ id: 'Survey' });

/** `POST /surveys/{id}/answers` (seed 2.11). */
export const surveyAnswerInput = z
  .object({
    attendee_id: answerText(100).min(1).meta({ description: "The attendee's ticket code.", example: 'T-4F2A9C' }),
    questions: z
      .array(
        z
          .object({
            id: bodyId,
            answer: z
              .union([answerText(5000), z.array(answerText(200)).max(50)], {
                error: (iss) => (Array.isArray(iss.input) ? 'must be an array of at most 50 strings of at most 200 characters' : 'must be a string or an array of strings'),
              })
              .meta({ description: 'A string for text and single questions, an array of options for multiple questions.' }),
          })
          .strict(),
      )
      .max(100),
  })
  .strict()
  .meta({ id: 'SurveyAnswerSubmission' });

export const surveySubmission = z
  .object({
    id: z.number().int(),
    survey_id: z.number().int(),
    attendee_id: z.string(),
    submitted_at: time,
  })
  .meta({ id: 'SurveySubmission' });

export const surveyQuestionResult = surveyQuestion.extend({
  answered: z.number().int().meta({ description: 'Submissions that answered this question.' }),
  counts: z.array(z.object({ option: z.string(), count: z.number().int() })).optional().meta({ description: 'Choice questions: every option, in order.' }),
  texts: z.array(z.string()).optional().meta({ description: 'Text questions: the answers, oldest first.' }),
});

export const surveyResults = z
  .object({
    survey_id: z.number().int(),
    title: z.string(),
    submissions: z.number().int(),
    questions: z.array(surveyQuestionResult),
  })
  .meta({ id: 'SurveyResults' });

export type SurveyInput = z.infer<typeof surveyInput>;
export type SurveyQuestionItem = z.infer<typeof surveyQuestion>;
export type SurveyItem = z.infer<typeof survey>;
export type SurveyAnswerInput = z.infer<typeof surveyAnswerInput>;
export type SurveySubmissionItem = z.infer<typeof surveySubmission>;
export type SurveyQuestionResult = z.infer<typeof surveyQuestionResult>;
export type SurveyResultsItem = z.infer<typeof surveyResults>;

// ---- Advertising and discounts ----------------------------------------------------------------------------------

const itemCode = z.string().min(1).max(50).meta({ example: '150C_45KV' });

/** The selection of the calculator and of the order (`retargeting`). */
const retargetingChoice = z
  .object({
    list: z
      .array(itemCode)
      .min(1)
      .max(20)
      .superRefine((list, ctx) => {
        list.forEach((code, i) => {
          if (list.indexOf(code) !== i) ctx.addIssue({ code: 'custom', path: [i], message: `"${code}" is listed twice; each item can be chosen once` });
        });
      })
      .meta({ description: 'Item codes of the retargeting package: 150C_45KV, 250C_75KV, 350C_100KV, 500C_150KV.' }),
    discount_id: z.string().min(1).max(64).nullable().optional().meta({ description: 'A discount code (case-insensitive).' }),
  })
  .strict()
  .meta({ description: 'The package has no start-time and no tag options: unknown fields are refused with 422.' });

/** `POST /events/{slug}/advertise_calculator`. */
export const retargetingSelection = z.object({ retargeting: retargetingChoice }).strict().meta({ id: 'RetargetingSelection' });

/** `POST /events/{slug}/advertise`: the selection and, optionally, the payment provider (CONTRACT 15). */
export const retargetingOrderInput = z
  .object({
    retargeting: retargetingChoice,
    provider: text(32)
      .optional()
      .meta({ description: 'One of PAYMENT_PROVIDERS (`test`, `stripe`, `zarinpal`, `manual`); the first enabled one when omitted.' }),
  })
  .strict()
  .meta({ id: 'RetargetingOrderInput' });

export const retargetingQuote = z
  .object({
    package: z.literal('retargeting'),
    items: z.array(z.object({ code: z.string(), price: z.number().int() })),
    subtotal: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    discount_id: z.string().nullable(),
  })
  .meta({ id: 'RetargetingQuote' });

export const advertisingOrder = retargetingQuote
  .extend({
    id: z.number().int(),
    event_id: z.number().int(),
    status: z.enum(['pending', 'paid', 'canceled']),
    created_at: time,
    paid_at: time.nullable(),
    payment: payment.nullable().meta({
      description:
        'The newest payment attempt (CONTRACT 15, the same providers as ticket orders): its `action` is the redirect URL (`test`, `zarinpal`) or the Stripe `client_secret` the buyer follows. Null for an order with total 0 (paid at once).',
    }),
  })
  .meta({ id: 'AdvertisingOrder' });

/** `POST /discounts` (administrators). */
export const discountInput = z
  .object({
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,64}$/, 'must be 3 to 64 letters, digits, - or _')
      .meta({ example: 'LAUNCH20', description: 'Stored in upper case; matched case-insensitively.' }),
    percent: z.number().int().min(1).max(100).optional(),
    amount: z.number().int().min(1).max(1_000_000_000).optional(),
    expires_at: z.iso
      .datetime({ offset: true })
      .transform((s) => new Date(s))
      .refine((d) => d.getTime() > Date.now(), 'must be in the future')
      .optional()
      .meta({ type: 'string', format: 'date-time' }),
    max_uses: z.number().int().min(1).max(1_000_000_000).optional(),
  })
  .strict()
  .superRefine((d, ctx) => {
    if ((d.percent === undefined) === (d.amount === undefined)) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'give exactly one of percent or amount' });
  })
  .meta({ id: 'DiscountInput' });

export const discount = z
  .object({
    id: z.number().int(),
    code: z.string(),
    percent: z.number().int().nullable(),
    amount: z.number().int().nullable(),
    expires_at: z.string().nullable(),
    max_uses: z.number().int().nullable(),
    uses: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Discount' });

export type RetargetingInput = z.infer<typeof retargetingSelection>['retargeting'];
export type RetargetingOrderInput = z.infer<typeof retargetingOrderInput>;
export type RetargetingQuote = z.infer<typeof retargetingQuote>;
export type AdvertisingOrderItem = z.infer<typeof advertisingOrder>;
export type DiscountInput = z.infer<typeof discountInput>;
export type DiscountItem = z.infer<typeof discount>;

// ---- Seating templates ------------------------------------------------------------------------------------------

const seatingTitle = z.string().trim().min(1).max(200);

/** A template's `data`: any JSON value, at most JSON_MAX_DEPTH levels deep (its size is the service's rule). */
export const seatingData = z
  .unknown()
  .refine((v) => !jsonDepthExceeds(v), jsonDepthMessage())
  .meta({
    description: `Any JSON value, designed by the client; returned exactly as sent (key order kept). At most 1 MiB and ${JSON_MAX_DEPTH} levels of nesting (422 beyond).`,
  });

/** `POST /seating/templates` (administrators). */
export const seatingTemplateInput = z
  .object({ title: seatingTitle, data: seatingData.optional(), published: z.boolean().optional().default(false) })
  .strict()
  .refine((b) => b.data !== undefined, { path: ['data'], message: 'data is required (any JSON value)' })
  .meta({ id: 'SeatingTemplateInput' });

/** `PATCH /seating/templates/{id}` (administrators). */
export const seatingTemplatePatch = z
  .object({ title: seatingTitle.optional(), data: seatingData.optional(), published: z.boolean().optional() })
  .strict()
  .refine((b) => b.title !== undefined || b.data !== undefined || b.published !== undefined, {
    path: [],
    message: 'send at least one of title, data, published',
  })
  .meta({ id: 'SeatingTemplatePatch' });

export const seatingTemplate = z
  .object({ id: z.number().int(), title: z.string(), data: seatingData, published: z.boolean() })
  .meta({ id: 'SeatingTemplate' });

/** What the service stores: `data` is the JSON text as the client wrote it (the route cuts it from the body). */
export type SeatingTemplateWrite = Omit<z.infer<typeof seatingTemplateInput>, 'data'> & { data: string };
export type SeatingTemplateEdit = Omit<z.infer<typeof seatingTemplatePatch>, 'data'> & { data?: string | undefined };

// ---- Progress bar -----------------------------------------------------------------------------------------------

export const progressBarItem = z.object({ key: z.enum(PROGRESS_KEYS), done: z.boolean() }).meta({ id: 'ProgressBarItem' });

export type ProgressBarItem = z.infer<typeof progressBarItem>;

// ---- Attendee import (CONTRACT 18: POST /events/{slug}/attendees/import) ----------------------------------------

/** What became of one CSV row. */
export const attendeeImportRow = z
  .object({
    row: z.number().int().meta({ description: 'The row in the file, counting the header as row 1 (as a spreadsheet numbers it).' }),
    status: z.enum(['created', 'present', 'refused']).meta({
      description: '`created`: a ticket was issued; `present`: the person already holds a valid ticket of this type to the event (nothing issued); `refused`: see `code`.',
    }),
    attendee_id: z.string().nullable().meta({ description: 'The ticket code: the one issued (`created`) or already held (`present`); null when refused.' }),
    ticket_id: z.number().int().nullable().meta({ description: 'The ticket type of the row, when one was named and found.' }),
    code: z
      .enum(['contact_missing', 'mobile_invalid', 'email_invalid', 'email_unknown', 'ticket_unknown', 'ticket_ambiguous', 'ticket_seated', 'formula_cell', 'too_long', 'sold_out', 'ticket_sold_out'])
      .nullable()
      .meta({ description: 'Why a row was refused (null otherwise). See docs/organizers.md.' }),
    message: z.string().nullable(),
  })
  .meta({ id: 'AttendeeImportRow' });

export const attendeeImportResult = z
  .object({
    created: z.number().int(),
    present: z.number().int(),
    refused: z.number().int(),
    rows: z.array(attendeeImportRow),
  })
  .meta({ id: 'AttendeeImportResult' });

export type AttendeeImportRowItem = z.infer<typeof attendeeImportRow>;
export type AttendeeImportResultItem = z.infer<typeof attendeeImportResult>;
