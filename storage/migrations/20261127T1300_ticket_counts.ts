import { sql, type Kysely } from 'kysely';

// Issue 22: check-in stats and the organizer list's filtered totals from counters kept in the write, not from a walk
// of the event's tickets (48,000 index entries per request at the large-data bench's big event). Never edit once landed.
//
// `event_ticket_counts` holds, per event, ticket type (0: issued without one), status and whether checked in, how many
// tickets are so. A statement-level trigger (transition tables) keeps it in step with every write to attendee_tickets,
// whichever code path makes it: a ticket issued, voided, checked in, deleted or moved, a type deleted (set null). A
// check-in moves one ticket between two rows of its event and type; those rows are written in key order, so two
// statements never wait on each other crosswise. A write during the deletion of its event (the cascade) records
// nothing.
//
// The covering partial index of valid tickets becomes (event_id, id) include (checked_in_at): the organizer's list
// filtered on `status=valid` (and `checked_in`) walks the event's valid tickets in id order from it alone, an offset
// or a cursor without a heap visit per skipped ticket. It replaces 20261125T1700's (event_id) include (ticket_type_id,
// checked_in_at, id), which only check-in stats read.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_ticket_counts')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('ticket_type_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('checked_in', 'boolean', (c) => c.notNull())
    .addColumn('tickets', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_ticket_counts_pk', ['event_id', 'ticket_type_id', 'status', 'checked_in'])
    .execute();
  // The data already there; the migration's transaction keeps writers out until the trigger exists.
  await sql`insert into event_ticket_counts (event_id, ticket_type_id, status, checked_in, tickets)
    select event_id, coalesce(ticket_type_id, 0), status, checked_in_at is not null, count(*)::int
    from attendee_tickets group by 1, 2, 3, 4`.execute(db);

  await sql`create index attendee_tickets_valid_idx on attendee_tickets (event_id, id) include (checked_in_at) where status = 'valid'`.execute(db);
  await sql`drop index if exists attendee_tickets_checkin_stats_idx`.execute(db);

  // Adds each row's delta (+1 a ticket that is so now, -1 one that was) to its counter.
  await sql`create function event_ticket_count(p_events integer[], p_types integer[], p_statuses text[], p_checked boolean[], p_deltas integer[])
    returns void language sql as $$
      insert into event_ticket_counts as c (event_id, ticket_type_id, status, checked_in, tickets)
        select x.event_id, x.type_id, x.status, x.checked_in, sum(x.d)::int
        from unnest(p_events, p_types, p_statuses, p_checked, p_deltas) as x(event_id, type_id, status, checked_in, d)
        where exists (select 1 from events e where e.id = x.event_id)
        group by 1, 2, 3, 4 having sum(x.d) <> 0
        order by 1, 2, 3, 4
      on conflict (event_id, ticket_type_id, status, checked_in) do update set tickets = c.tickets + excluded.tickets
    $$`.execute(db);
  await sql`create function attendee_tickets_counts() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform event_ticket_count(array_agg(event_id), array_agg(coalesce(ticket_type_id, 0)), array_agg(status),
          array_agg(checked_in_at is not null), array_agg(1)) from new_rows;
      elsif tg_op = 'DELETE' then
        perform event_ticket_count(array_agg(event_id), array_agg(coalesce(ticket_type_id, 0)), array_agg(status),
          array_agg(checked_in_at is not null), array_agg(-1)) from old_rows;
      else
        -- Only rows whose counter changed (a name or a later check-in time changes none).
        perform event_ticket_count(array_agg(x.event_id), array_agg(x.type_id), array_agg(x.status), array_agg(x.checked_in), array_agg(x.d)) from (
          select o.event_id, coalesce(o.ticket_type_id, 0) as type_id, o.status, o.checked_in_at is not null as checked_in, -1 as d
            from old_rows o join new_rows n on n.id = o.id
            where (o.event_id, coalesce(o.ticket_type_id, 0), o.status, o.checked_in_at is null) is distinct from (n.event_id, coalesce(n.ticket_type_id, 0), n.status, n.checked_in_at is null)
          union all
          select n.event_id, coalesce(n.ticket_type_id, 0), n.status, n.checked_in_at is not null, 1
            from old_rows o join new_rows n on n.id = o.id
            where (o.event_id, coalesce(o.ticket_type_id, 0), o.status, o.checked_in_at is null) is distinct from (n.event_id, coalesce(n.ticket_type_id, 0), n.status, n.checked_in_at is null)) x;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger attendee_tickets_counts_insert after insert on attendee_tickets
    referencing new table as new_rows for each statement execute function attendee_tickets_counts()`.execute(db);
  await sql`create trigger attendee_tickets_counts_delete after delete on attendee_tickets
    referencing old table as old_rows for each statement execute function attendee_tickets_counts()`.execute(db);
  await sql`create trigger attendee_tickets_counts_update after update on attendee_tickets
    referencing old table as old_rows new table as new_rows for each statement execute function attendee_tickets_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.raw(`attendee_tickets_counts_${op}`)} on attendee_tickets`.execute(db);
  await sql`drop function if exists attendee_tickets_counts()`.execute(db);
  await sql`drop function if exists event_ticket_count(integer[], integer[], text[], boolean[], integer[])`.execute(db);
  await db.schema.dropTable('event_ticket_counts').ifExists().execute();
  await sql`create index if not exists attendee_tickets_checkin_stats_idx on attendee_tickets (event_id) include (ticket_type_id, checked_in_at, id) where status = 'valid'`.execute(db);
  await sql`drop index if exists attendee_tickets_valid_idx`.execute(db);
}
