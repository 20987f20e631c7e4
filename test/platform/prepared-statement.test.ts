import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatement } from '../../storage/prepared.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.handle.close();
});

describe('preparedStatement', () => {
  it('compiles once and binds fresh values each call, every occurrence of a name, constants kept', async () => {
    const statement = preparedStatement(['a', 'b'], (p) => sql<{ x: number; y: string; z: number; k: number }>`select ${p.a}::int as x, ${p.b}::text as y, ${p.a}::int * 2 as z, ${41}::int + 1 as k`);
    const { db } = test.handle;
    expect((await statement(db, { a: 3, b: 'three' })).rows).toEqual([{ x: 3, y: 'three', z: 6, k: 42 }]);
    expect((await statement(db, { a: 5, b: 'five' })).rows).toEqual([{ x: 5, y: 'five', z: 10, k: 42 }]);
    // Values are bound as parameters, never spliced into the text.
    expect((await statement(db, { a: 1, b: "'; drop table users; --" })).rows[0]!.y).toBe("'; drop table users; --");
  });

  it('refuses a name the statement never uses (a typo would otherwise bind nothing)', async () => {
    const statement = preparedStatement(['used', 'unused'], (p) => sql`select ${p.used}::int as v`);
    await expect(statement(test.handle.db, { used: 1, unused: 2 })).rejects.toThrow(/unused is not a parameter/);
  });
});
