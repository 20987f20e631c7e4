import { z } from 'zod';
import { MAX_ID } from '../ids.js';

/**
 * Safety (CONTRACT 7): the ONE declaration of the area's items and inputs. The services' types are inferred from
 * these, and the routes (gateway/routes/connect/safety.ts, gateway/routes/api/moderation.ts) show them in the OpenAPI
 * document under their ids.
 */

export const REPORT_NOTE_MAX = 1000;
export const BAN_REASON_MAX = 1000;

export const reportTypes = ['user', 'livefeed_message', 'chat_message'] as const;
export const reportReasons = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;

const time = z.string().meta({ format: 'date-time' });
const person = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });

export const report = z
  .object({
    id: z.number().int(),
    type: z.enum(reportTypes),
    target_id: z.number().int(),
    reason: z.enum(reportReasons),
    note: z.string().nullable(),
    status: z.enum(reportStatuses),
    created_at: time,
  })
  .meta({ id: 'Report' });

export const reportCreate = z
  .object({
    type: z.enum(reportTypes),
    id: z.number().int().positive().max(MAX_ID).meta({ description: 'The reported user, feed message or chat message.' }),
    reason: z.enum(reportReasons),
    note: z.string().max(REPORT_NOTE_MAX).nullable().optional().meta({ description: `At most ${REPORT_NOTE_MAX} characters.` }),
  })
  .strict()
  .meta({ id: 'ReportCreate' });

// An intersection (not `.extend`) so the documents show it as `Report` and more, referencing the Report component.
export const moderationReport = z
  .intersection(report, z.object({ reporter: person, target: z.object({ text: z.string().meta({ description: 'The snapshot taken when reported' }), user: person.nullable() }) }))
  .meta({ id: 'ModerationReport' });

export const ban = z.object({ user: person, reason: z.string().nullable(), created_at: time }).meta({ id: 'Ban' });

export type ReportItem = z.infer<typeof report>;
export type ReportInput = z.infer<typeof reportCreate>;
export type ModerationReportItem = z.infer<typeof moderationReport>;
export type BanItem = z.infer<typeof ban>;
