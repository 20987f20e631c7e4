import type { DB } from '../../storage/database.js';
import { findEventBySlug, findSlugSuccessor, type EventRow } from '../../storage/repositories/events.js';
import { AppError, notFound } from '../errors.js';

/** 404 for a slug that was changed, naming the new one (CONTRACT 3, seed 7). */
export function slugChanged(newSlug: string): AppError {
  return new AppError('not_found', 'slug_changed', `This event's address changed; its slug is now "${newSlug}".`, { extra: { new_slug: newSlug } });
}

/**
 * The event with this current slug. An old slug → 404 `slug_changed` with `new_slug`; unknown → 404 `not_found`.
 * Other features use this for `/events/{slug}/…` routes.
 */
export async function requireEventBySlug(db: DB, slug: string): Promise<EventRow> {
  const event = await findEventBySlug(db, slug);
  if (event) return event;
  const successor = await findSlugSuccessor(db, slug);
  if (successor) throw slugChanged(successor);
  throw notFound('Event');
}
