import { conflict } from '../errors.js';

/**
 * Slugs: lowercase letters (any script, so Persian names keep their words) and digits, joined by single
 * hyphens, at most 80 characters.
 */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Lm}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{N}]+)*$/u;
export const SLUG_MAX = 80;

/** A slug made from a name; `fallback` when nothing usable is left (e.g. a name of punctuation only). */
export function slugify(name: string, fallback: string): string {
  const base = name
    .normalize('NFKC')
    .toLowerCase()
    // Persian/Arabic zero-width non-joiner and tatweel are word-internal: drop, don't split.
    .replace(/\u200c|\u200d|\u0640|\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return base && SLUG_PATTERN.test(base) ? base : fallback;
}

/** Candidates for a unique slug: the base, then base-2 … base-9, then base plus random suffixes. */
export function slugCandidates(base: string): string[] {
  const out = [base];
  const trimmed = base.slice(0, SLUG_MAX - 7);
  for (let i = 2; i <= 9; i++) out.push(`${trimmed}-${i}`);
  for (let i = 0; i < 3; i++) out.push(`${trimmed}-${Math.random().toString(36).slice(2, 7)}`);
  return out;
}

/** The first of `slugCandidates(base)` that `taken` does not report; 409 `slug_taken` when all are. */
export async function uniqueSlug(taken: (slugs: string[]) => Promise<Set<string>>, base: string): Promise<string> {
  const candidates = slugCandidates(base);
  const used = await taken(candidates);
  const free = candidates.find((c) => !used.has(c));
  if (!free) throw conflict('slug_taken', 'Could not find a free slug; send one.', 'slug');
  return free;
}
