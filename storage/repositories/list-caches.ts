import { createDirectoryCaches, type DirectoryCaches } from './attendees.js';
import { createCappedSearches } from './organizer-ops.js';
import type { RecentMarks } from './recent-marks.js';

/**
 * What the large-data lists remember on a node between requests: plan choices (recentMarks) and a slow directory
 * search's candidate ids, never a row they answer unchecked. Made once per AppContext (context/context.ts) and given
 * to the services that list (attendees, organizer-ops), so two contexts in one process (tests, a cluster's workers)
 * never share them and nothing of it is module state.
 */
export interface ListCaches {
  /** The attendee directory's (storage/repositories/attendees.ts). */
  directory: DirectoryCaches;
  /** The organizer attendee list's searches whose count reached the cap (storage/repositories/organizer-ops.ts). */
  cappedSearches: RecentMarks;
}

export function createListCaches(): ListCaches {
  return { directory: createDirectoryCaches(), cappedSearches: createCappedSearches() };
}
