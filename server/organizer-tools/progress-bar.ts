export { PROGRESS_KEYS } from '../../storage/repositories/progress-bar.js';
import type { ServiceDeps } from '../service.js';
import { PROGRESS_KEYS, progressBySlug } from '../../storage/repositories/progress-bar.js';
import type { ProgressBarItem } from './schemas.js';
import { requireEventBySlug } from '../catalogue/lookup.js';
import { notFound } from '../errors.js';
import { errors } from '../access/rules.js';

export interface ProgressBarService {
  progressBar(userId: number, slug: string): Promise<ProgressBarItem[]>;
}

export function createProgressBarService(deps: ServiceDeps): ProgressBarService {
  const { db } = deps;

  /**
   * The organizer checklist of seed 2.14, each item computed from the event's state: a filled description widget,
   * invitation e-mail and sales collaboration enabled, an advertising order (any status), the organization's logo
   * and cover, a survey. Organizers only.
   */
  async function progressBar(userId: number, slug: string): Promise<ProgressBarItem[]> {
    const row = await progressBySlug(db, slug, userId);
    if (!row) {
      await requireEventBySlug(db, slug); // 404, or slug_changed naming the new slug
      throw notFound('Event'); // created between the two looks: as unknown as it was a moment ago
    }
    // The organizer rule in its SQL form (storage/repositories/access.ts organizerSql), asked in the same statement.
    if (!row.is_organizer) throw errors.notOrganizer('Only the organizers of this event may see its progress bar.');
    return PROGRESS_KEYS.map((key) => ({ key, done: row[key] === true }));
  }

  return { progressBar };
}
