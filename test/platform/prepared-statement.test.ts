import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedBatch, preparedStatement } from '../../storage/prepared.js';
import { openDatabase } from '../../storage/database.js';
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

  it('with a server name: the same answers on every call; on PostgreSQL prepared once per connection under that name', async () => {
    const statement = preparedStatement(['a'], (p) => sql<{ x: number; y: string }>`select ${p.a}::int + 1 as x, 'named' as y`, { serverName: 'convene_test_named' });
    const { db } = test.handle;
    for (const a of [1, 2, 3, 4, 5, 6, 7]) expect((await statement(db, { a })).rows).toEqual([{ x: a + 1, y: 'named' }]);
    if (test.handle.kind !== 'postgres') return;
    // One connection (a transaction), so the catalogue read sees what that connection prepared.
    const names = await db.transaction().execute(async (trx) => {
      await statement(trx, { a: 10 });
      return (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(trx)).rows.map((r) => r.name);
    });
    expect(names).toContain('convene_test_named');
  });

  it('refuses a server name given twice, or one that is not a plain lowercase name', () => {
    preparedStatement(['a'], (p) => sql`select ${p.a}::int`, { serverName: 'convene_test_twice' });
    expect(() => preparedStatement(['a'], (p) => sql`select ${p.a}::int`, { serverName: 'convene_test_twice' })).toThrow(/taken/);
    expect(() => preparedStatement(['a'], (p) => sql`select ${p.a}::int`, { serverName: 'Bad-Name' })).toThrow(/plain lowercase/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: a statement the server lost (DEALLOCATE ALL, a pooler) is answered unprepared, and the connection replaced', async () => {
    const statement = preparedStatement(['a'], (p) => sql<{ x: number }>`select ${p.a}::int * 3 as x`, { serverName: 'convene_test_lost' });
    // One connection, so the statement is certainly prepared on the connection that then forgets it.
    const single = await openDatabase({ databaseUrl: test.url!, poolSize: 1 });
    try {
      const pid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(single.db)).rows[0]!.pid;
      expect((await statement(single.db, { a: 2 })).rows).toEqual([{ x: 6 }]);
      const first = await pid();
      await sql`deallocate all`.execute(single.db);
      expect((await statement(single.db, { a: 3 })).rows).toEqual([{ x: 9 }]);
      // That connection was closed on release: the next statement runs on a fresh one, prepared again.
      expect(await pid()).not.toBe(first);
      expect((await statement(single.db, { a: 4 })).rows).toEqual([{ x: 12 }]);
      expect((await statement(single.db, { a: 5 })).rows).toEqual([{ x: 15 }]);
    } finally {
      await single.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: a write the server lost is done once, unprepared (the error comes before it runs)', async () => {
    const single = await openDatabase({ databaseUrl: test.url!, poolSize: 1 });
    try {
      await sql`create table prepared_write_probe (v int not null)`.execute(single.db);
      const insert = preparedStatement(['v'], (p) => sql<{ v: number }>`insert into prepared_write_probe (v) values (${p.v}::int) returning v`, { serverName: 'convene_test_lost_write' });
      expect((await insert(single.db, { v: 1 })).rows).toEqual([{ v: 1 }]);
      await sql`deallocate all`.execute(single.db);
      expect((await insert(single.db, { v: 2 })).rows).toEqual([{ v: 2 }]);
      expect((await insert(single.db, { v: 3 })).rows).toEqual([{ v: 3 }]);
      const stored = await sql<{ v: number }>`select v from prepared_write_probe order by v`.execute(single.db);
      expect(stored.rows.map((r) => r.v)).toEqual([1, 2, 3]);
    } finally {
      await single.close();
    }
  });
});

describe('preparedBatch', () => {
  const double = preparedBatch(
    ['n', 'label'],
    (items) => sql<{ i: number; twice: number; label: string }>`select x.i, x.n * 2 as twice, x.label from (values ${sql.join(items.map((p, i) => sql`(${sql.lit(i)}::int, ${p.n}::int, ${p.label}::text)`))}) as x(i, n, label) order by x.i`,
    { serverName: 'convene_test_batch', maxNamed: 3 },
  );
  const items = (k: number) => Array.from({ length: k }, (_, i) => ({ n: i + 10, label: `item ${i}` }));

  it('answers every batch size alike, the same size again with fresh values, and a batch past maxNamed unnamed', async () => {
    const { db } = test.handle;
    for (const k of [1, 2, 3, 1, 2, 5]) {
      const rows = (await double(db, items(k))).rows;
      expect(rows).toEqual(items(k).map((item, i) => ({ i, twice: item.n * 2, label: item.label })));
    }
    expect((await double(db, [{ n: 1, label: "'; drop table users; --" }])).rows[0]!.label).toBe("'; drop table users; --");
    if (test.handle.kind !== 'postgres') return;
    // On one connection: one named statement per size up to maxNamed, none for the larger batch.
    const names = await db.transaction().execute(async (trx) => {
      for (const k of [1, 2, 3, 4]) await double(trx, items(k));
      return (await sql<{ name: string }>`select name from pg_prepared_statements where name like 'convene_test_batch%' order by name`.execute(trx)).rows.map((r) => r.name);
    });
    expect(names).toEqual(['convene_test_batch_1', 'convene_test_batch_2', 'convene_test_batch_3']);
  });
});
