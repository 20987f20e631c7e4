import type { DB } from '../database.js';

export interface CategoryRow {
  id: number;
  title: string;
  slug: string;
}

export async function categoryExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export function insertCategory(db: DB, input: { title: string; slug: string }): Promise<CategoryRow> {
  return db.insertInto('categories').values(input).returning(['id', 'title', 'slug']).executeTakeFirstOrThrow();
}

export function listCategories(db: DB): Promise<CategoryRow[]> {
  return db.selectFrom('categories').select(['id', 'title', 'slug']).orderBy('title').orderBy('id').execute();
}

export async function setCategoryFollow(db: DB, userId: number, categoryId: number, follow: boolean): Promise<void> {
  if (follow) {
    await db
      .insertInto('category_follows')
      .values({ user_id: userId, category_id: categoryId })
      .onConflict((oc) => oc.columns(['user_id', 'category_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('category_follows').where('user_id', '=', userId).where('category_id', '=', categoryId).execute();
  }
}
