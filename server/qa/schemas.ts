import { z } from 'zod';

/** Live questions of a session (CONTRACT 12): the ONE source of the area's inputs and item shapes. */
export const questionStatus = z.enum(['open', 'answered', 'hidden']);
export const questionCreate = z.object({ text: z.string().trim().min(1).max(500), anonymous: z.boolean().optional() }).strict();
export const questionListQuery = z.object({ sort: z.enum(['top', 'new']).optional() });
export const questionStatusPatch = z.object({ status: questionStatus }).strict();

export const questionItem = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  text: z.string(),
  /** A public_user, or null for an anonymous question (to everyone but the event's organizers). */
  author: z.record(z.string(), z.unknown()).nullable(),
  anonymous: z.boolean(),
  votes: z.number().int(),
  voted: z.boolean(),
  status: questionStatus,
  created_at: z.string(),
});
export type QuestionCreate = z.infer<typeof questionCreate>;
export type QuestionItem = z.infer<typeof questionItem>;
export type QuestionStatus = z.infer<typeof questionStatus>;
