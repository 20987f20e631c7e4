import { CompiledQuery, type QueryResult, type RawBuilder } from 'kysely';
import type { DB } from './database.js';

const MARK = '\u0000convene-param:';

/**
 * A statement whose SQL text is the same on every call (only its values change), compiled once and then executed with
 * fresh parameters: for hot reads, where building and compiling the query each time costs more than the rest of the
 * request's own work. `build` gets placeholders for the named values and must not branch on them (give each shape a
 * statement of its own); the first call compiles it (every database here speaks PostgreSQL, so one text serves all).
 */
export function preparedStatement<Name extends string, Row>(names: readonly Name[], build: (values: Record<Name, unknown>) => RawBuilder<Row>) {
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
    }
    const parameters = compiled.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    return db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>);
  };
}
