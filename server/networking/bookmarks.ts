import { addBookmark, listBookmarks, removeBookmark } from '../../storage/repositories/bookmarks.js';
import { userExists } from '../../storage/repositories/profiles.js';
import type { AccessClaims } from '../identity/tokens.js';
import { notFound, seedServerError } from '../errors.js';
import { presentPublicUser } from './public-user.js';
import type { Page, PageRequest, PublicUser } from './types.js';
import { pageWindow } from '../paging.js';
import type { ServiceDeps } from '../service.js';

export interface BookmarkService {
  list(actor: AccessClaims, page: PageRequest): Promise<Page<PublicUser>>;
  /** true when newly bookmarked, false when it already was. Oneself: 500 (seed 7); unknown user: 404. */
  add(actor: AccessClaims, targetUserId: number): Promise<boolean>;
  /** Idempotent: removing a bookmark that is not there is fine. */
  remove(actor: AccessClaims, targetUserId: number): Promise<void>;
}

export function createBookmarkService(deps: ServiceDeps): BookmarkService {
  const { db } = deps;
  return {
    async list(actor, page) {
      const { rows, total } = await listBookmarks(db, actor.userId, { ...pageWindow(page) });
      return { items: rows.map(presentPublicUser), total };
    },
    async add(actor, targetUserId) {
      // The seed answers 500 here; the body says clearly why (and the log does not count it as a fault).
      if (targetUserId === actor.userId) throw seedServerError('cannot_bookmark_self', 'You cannot bookmark yourself.');
      if (!(await userExists(db, targetUserId))) throw notFound('User', 'user_not_found');
      return addBookmark(db, actor.userId, targetUserId);
    },
    async remove(actor, targetUserId) {
      await removeBookmark(db, actor.userId, targetUserId);
    },
  };
}
