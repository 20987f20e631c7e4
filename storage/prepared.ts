import { CompiledQuery, type QueryResult, type RawBuilder } from 'kysely';
import type { DB } from './database.js';

const MARK = '\u0000convene-param:';

export interface PreparedStatementOptions {
  /**
   * Also prepare it on the PostgreSQL server, once per connection, under this name (`storage/database.ts` sends the
   * text with the name; later calls on that connection only bind and execute, skipping parse and plan). For hot
   * statements whose planning costs as much as their execution (issue 24: the recommendation page, 2.0 → 0.8 ms of
   * PostgreSQL CPU per call; the chat send, 1.3 → 0.55 ms per message). If the server lost the statement or refuses
   * its cached plan, the call is retried once unprepared: both errors come before the statement runs, so a write is
   * not done twice (inside a transaction the first error aborts it, and the retry fails with it). The embedded
   * database ignores the name.
   */
  serverName?: string;
}

/** Statement texts prepared on the server, and their names (filled as each statement is first compiled). */
const serverNames = new Map<string, string>();
const namesInUse = new Set<string>();

/** The server-side name of this statement text, when it is one of the statements prepared with `serverName`. */
export function serverPreparedName(text: string): string | undefined {
  return serverNames.size === 0 ? undefined : serverNames.get(text);
}

/**
 * A statement whose SQL text is the same on every call (only its values change), compiled once and then executed with
 * fresh parameters: for hot reads, where building and compiling the query each time costs more than the rest of the
 * request's own work. `build` gets placeholders for the named values and must not branch on them (give each shape a
 * statement of its own); the first call compiles it (every database here speaks PostgreSQL, so one text serves all).
 */
export function preparedStatement<Name extends string, Row>(
  names: readonly Name[],
  build: (values: Record<Name, unknown>) => RawBuilder<Row>,
  options: PreparedStatementOptions = {},
) {
  if (options.serverName !== undefined) {
    if (!/^[a-z][a-z0-9_]{0,62}$/.test(options.serverName)) throw new Error(`preparedStatement: ${options.serverName} is not a plain lowercase name`);
    if (namesInUse.has(options.serverName)) throw new Error(`preparedStatement: the server name ${options.serverName} is taken`);
    namesInUse.add(options.serverName);
  }
  let compiled: { sql: string; slots: Array<{ name: Name } | { value: unknown }> } | undefined;
  return async (db: DB, values: Record<Name, unknown>): Promise<QueryResult<Row>> => {
    if (!compiled) {
      const placeholders = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as Record<Name, unknown>;
      const query = build(placeholders).compile(db);
      const slots = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(MARK) ? { name: value.slice(MARK.length) as Name } : { value },
      );
      for (const name of names) {
        if (!slots.some((slot) => 'name' in slot && slot.name === name)) throw new Error(`preparedStatement: ${name} is not a parameter of the statement`);
      }
      compiled = { sql: query.sql, slots };
      if (options.serverName !== undefined) serverNames.set(query.sql, options.serverName);
    }
    const parameters = compiled.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    return db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>);
  };
}

/**
 * A batched read (one statement for the requests of one turn) prepared on the server once per batch size, up to
 * `maxNamed` items (default 8); a larger batch is sent unnamed. Each size is a statement of scalar parameters, so
 * PostgreSQL settles on its generic plan after a few calls and stops planning: a batch passed as arrays
 * (`unnest($1::int[])`) would be re-planned on every call, since a one-element array's custom plan always looks
 * cheaper than the generic plan's guess of 100 rows (issue 49: 0.15–0.3 ms of PostgreSQL CPU per call in a drop,
 * where nearly every batch holds one request). `build` gets one record of placeholders per item.
 */
export function preparedBatch<Field extends string, Row>(
  fields: readonly Field[],
  build: (items: ReadonlyArray<Record<Field, unknown>>) => RawBuilder<Row>,
  options: { serverName: string; maxNamed?: number },
) {
  const maxNamed = options.maxNamed ?? 8;
  const bySize = new Map<number, ReturnType<typeof preparedStatement<string, Row>>>();
  const slot = (field: Field, i: number) => `${field}_${i}`;
  return (db: DB, items: ReadonlyArray<Record<Field, unknown>>): Promise<QueryResult<Row>> => {
    if (items.length > maxNamed) return build(items).execute(db);
    let statement = bySize.get(items.length);
    if (!statement) {
      const names = items.flatMap((_, i) => fields.map((f) => slot(f, i)));
      statement = preparedStatement(
        names,
        (p) => build(items.map((_, i) => Object.fromEntries(fields.map((f) => [f, p[slot(f, i)]])) as Record<Field, unknown>)),
        { serverName: `${options.serverName}_${items.length}` },
      );
      bySize.set(items.length, statement);
    }
    return statement(db, Object.fromEntries(items.flatMap((item, i) => fields.map((f) => [slot(f, i), item[f]]))));
  };
}
