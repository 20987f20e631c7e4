import { randomBytes } from 'node:crypto';
import type { ErrorDetail } from '../errors.js';
import type { LeadAnswer, QualifyingQuestion } from './schemas.js';

/** Pure rules of exhibitors and leads (CONTRACT 20), unit-tested in test/exhibitors/rules.test.ts. */

/**
 * A badge code: `B-` and 26 characters of Crockford base32 (130 random bits): unguessable, and never of the ticket
 * codes' form (`T-…`), so a badge can be told from a ticket without looking either up.
 */
export function newBadgeCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(26);
  let out = 'B-';
  for (const b of bytes) out += alphabet[b & 31];
  return out;
}

/**
 * Checks answers against the exhibitor's qualifying questions as survey answers are checked (type, offered options,
 * no question twice, required ones answered when `requireAll`). The 422 details, or none.
 */
export function checkLeadAnswers(questions: readonly QualifyingQuestion[], answers: readonly LeadAnswer[], field = 'answers', requireAll = false): ErrorDetail[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const errors: ErrorDetail[] = [];
  const seen = new Set<number>();
  answers.forEach((a, i) => {
    const at = `${field}.${i}`;
    const q = byId.get(a.question_id);
    if (!q) return errors.push({ code: 'unknown_question', message: `Question ${a.question_id} is not a qualifying question of this exhibitor.`, field: `${at}.question_id` });
    if (seen.has(q.id)) return errors.push({ code: 'duplicate_question', message: `Question ${q.id} is answered twice.`, field: `${at}.question_id` });
    seen.add(q.id);
    const options = q.options ?? [];
    const bad = (code: ErrorDetail['code'], message: string) => errors.push({ code, message, field: `${at}.answer` });
    if (q.type === 'text') {
      if (typeof a.answer !== 'string') bad('wrong_type', `Question ${q.id} takes a text answer (a string).`);
      else if (q.required && a.answer.trim() === '') bad('required', `Question ${q.id} is required; the answer is empty.`);
    } else if (q.type === 'single') {
      if (typeof a.answer !== 'string') bad('wrong_type', `Question ${q.id} takes one option (a string).`);
      else if (!options.includes(a.answer)) bad('unknown_option', `"${a.answer}" is not an option of question ${q.id}.`);
    } else {
      if (!Array.isArray(a.answer)) bad('wrong_type', `Question ${q.id} takes an array of options.`);
      else if (a.answer.some((x) => !options.includes(x))) bad('unknown_option', `"${a.answer.find((x) => !options.includes(x))}" is not an option of question ${q.id}.`);
      else if (new Set(a.answer).size !== a.answer.length) bad('duplicate_option', `An option of question ${q.id} is chosen twice.`);
      else if (q.required && a.answer.length === 0) bad('required', `Question ${q.id} is required; choose at least one option.`);
    }
    return undefined;
  });
  if (requireAll) {
    for (const q of questions) if (q.required && !seen.has(q.id)) errors.push({ code: 'required', message: `Question ${q.id} ("${q.title}") is required.`, field });
  }
  return errors;
}

/** Offline scanners' clocks drift: a scan time further ahead than this is refused. */
export const FUTURE_SKEW_MS = 5 * 60_000;

export type ParsedScan =
  | { badge: string; at: Date; rating: 'hot' | 'warm' | 'cold' | null; notes: string | null; answers: LeadAnswer[] }
  | { invalid: string; badge: string | null };

/** One item of an offline batch `{badge, captured_at, rating?, notes?, answers?}`, or why it is refused. */
export function parseOfflineScan(item: unknown, now: number, questions: readonly QualifyingQuestion[]): ParsedScan {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return { invalid: 'Each scan is an object {badge, captured_at}.', badge: null };
  const { badge, captured_at: time, rating, notes, answers, ...rest } = item as Record<string, unknown>;
  if (typeof badge !== 'string' || badge.length < 1 || badge.length > 100) return { invalid: 'badge must be a badge code (a string).', badge: null };
  const extra = Object.keys(rest);
  if (extra.length > 0) return { invalid: `Unknown field: ${extra[0]}.`, badge };
  if (typeof time !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(time) || Number.isNaN(Date.parse(time))) return { invalid: 'captured_at must be an ISO 8601 time.', badge };
  const at = new Date(time);
  if (at.getTime() > now + FUTURE_SKEW_MS) return { invalid: 'captured_at is in the future.', badge };
  if (rating !== undefined && rating !== null && rating !== 'hot' && rating !== 'warm' && rating !== 'cold') return { invalid: 'rating must be hot, warm or cold.', badge };
  if (notes !== undefined && notes !== null && (typeof notes !== 'string' || notes.length > 5000)) return { invalid: 'notes must be a string of at most 5000 characters.', badge };
  let parsedAnswers: LeadAnswer[] = [];
  if (answers !== undefined) {
    if (!Array.isArray(answers) || answers.length > 20) return { invalid: 'answers must be an array of at most 20 {question_id, answer}.', badge };
    for (const a of answers) {
      const ok =
        typeof a === 'object' && a !== null && Number.isInteger((a as { question_id?: unknown }).question_id) &&
        (typeof (a as { answer?: unknown }).answer === 'string' || (Array.isArray((a as { answer?: unknown }).answer) && ((a as { answer: unknown[] }).answer).every((x) => typeof x === 'string')));
      if (!ok) return { invalid: 'answers must be an array of {question_id, answer}.', badge };
    }
    parsedAnswers = (answers as LeadAnswer[]).map((a) => ({ question_id: a.question_id, answer: a.answer }));
    const problems = checkLeadAnswers(questions, parsedAnswers);
    if (problems.length > 0) return { invalid: problems[0]!.message, badge };
  }
  return { badge, at, rating: (rating as 'hot' | 'warm' | 'cold' | null | undefined) ?? null, notes: typeof notes === 'string' ? notes.trim() || null : null, answers: parsedAnswers };
}
