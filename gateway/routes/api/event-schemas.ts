import { z } from '../../zod.js';
import { text } from '../../schemas.js';
import { EVENT_STATES, RECORD_FIELDS, type RecordField } from '../../../server/catalogue/presenters.js';
import { JSON_MAX_DEPTH, jsonDepthExceeds, jsonDepthMessage } from '../../../server/json-depth.js';

/** OpenAPI schemas and input parsers of the event catalogue. */

export { bodyId, INT4_MAX, slugPath, text } from '../../schemas.js';

// The event record and summary are declared once, in the domain (server/catalogue/schemas.ts).
export { eventRecord, eventSummary } from '../../../server/catalogue/schemas.js';

const widgetContent = z
  .union([text(100_000), z.array(z.object({ name: z.string().max(1000) }).catchall(z.unknown())).max(500)], {
    error: (iss) =>
      Array.isArray(iss.input) ? 'must be an array of at most 500 objects, each with a string name' : 'must be a string or an array of objects with a name',
  })
  .refine((v) => !jsonDepthExceeds(v), jsonDepthMessage());

export const widget = z
  .object({
    title: text(300),
    type: z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'must be a lowercase word such as description, speakers, organizers'),
    description: text(200_000).nullable().optional().openapi({ description: 'HTML; for type description.' }),
    content: widgetContent
      .nullable()
      .optional()
      .openapi({ description: `Array of objects with \`name\` (speakers, organizers) or a string; at most ${JSON_MAX_DEPTH} levels of nesting.` }),
  })
  .strict()
  .openapi('EventWidget');

export const widgetList = z.array(widget).max(100);

export const fieldsParam = z
  .string()
  .max(500)
  .transform((value, ctx) => {
    const fields = [...new Set(value.split(',').map((f) => f.trim()).filter(Boolean))];
    const unknown = fields.filter((f) => !(RECORD_FIELDS as readonly string[]).includes(f));
    if (!fields.length || unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown field(s) ${unknown.join(', ') || '(none given)'}; allowed: ${RECORD_FIELDS.join(', ')}`,
      });
      return z.NEVER;
    }
    return fields as RecordField[];
  })
  .optional()
  .openapi({ type: 'string', description: `Comma-separated subset of: ${RECORD_FIELDS.join(', ')}. The two flags are then left out.` });

export const SORTS = ['starts_at', '-sales', 'user-special-events'] as const;
export const sortParam = z
  .enum(SORTS, { error: () => `must be one of: ${SORTS.join(', ')}` })
  .optional()
  .openapi({ default: 'starts_at' });

export const booleanParam = z
  .enum(['true', 'false', '1', '0'], { error: () => 'must be true or false' })
  .transform((v) => v === 'true' || v === '1')
  .optional()
  .openapi({ type: 'boolean' });

export const stateParam = z.enum(EVENT_STATES, { error: () => `must be one of: ${EVENT_STATES.join(', ')}` }).optional();

