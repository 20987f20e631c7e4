import type { AppContext } from '../../context/context.js';

/** Catalogue test helpers: a category with a unique slug, and moving an event's clock-relative dates. */
let seq = 0;

export async function createCategory(ctx: AppContext, title = 'Category') {
  const key = `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return ctx.db.insertInto('categories').values({ title: `${title} ${key}`, slug: `cat-${key}` }).returningAll().executeTakeFirstOrThrow();
}

export const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000);
