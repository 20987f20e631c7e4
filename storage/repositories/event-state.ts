import { sql, type RawBuilder } from 'kysely';

/**
 * The one definition of an event's state, evaluated in SQL so ordering, filtering and paging happen in the
 * database and every surface (lists, organizer view, the record) agrees. First match wins:
 *   canceled     canceled_at is set
 *   ended        ends_at has passed
 *   sales_ended  sales_deadline has passed
 *   sold_out     a capacity is set and sales_count has reached it
 *   active       otherwise (sales stay open until the deadline, or until the end when there is none)
 */
export const EVENT_STATES = ['active', 'sold_out', 'sales_ended', 'ended', 'canceled'] as const;
export type EventState = (typeof EVENT_STATES)[number];

function cases<T>(alias: string, values: Record<EventState, T>): RawBuilder<T> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const v = (state: EventState) => sql.lit(values[state] as never);
  return sql<T>`(case
    when ${col('canceled_at')} is not null then ${v('canceled')}
    when ${col('ends_at')} < now() then ${v('ended')}
    when ${col('sales_deadline')} is not null and ${col('sales_deadline')} < now() then ${v('sales_ended')}
    when ${col('capacity')} is not null and ${col('sales_count')} >= ${col('capacity')} then ${v('sold_out')}
    else ${v('active')} end)`;
}

/** The state of the events row aliased `alias`, as text. */
export function eventStateSql(alias: string): RawBuilder<EventState> {
  return cases<EventState>(alias, { active: 'active', sold_out: 'sold_out', sales_ended: 'sales_ended', ended: 'ended', canceled: 'canceled' });
}

/** The state's position in EVENT_STATES (0 = active … 4 = canceled): the organizer list's order. */
export function eventStateRankSql(alias: string): RawBuilder<number> {
  return cases<number>(alias, { active: 0, sold_out: 1, sales_ended: 2, ended: 3, canceled: 4 });
}

/** Whether the event's capacity is reached (the record's `sold_out` flag, whatever the state). */
export function soldOutSql(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.capacity`)} is not null and ${sql.ref(`${alias}.sales_count`)} >= ${sql.ref(`${alias}.capacity`)})`;
}
