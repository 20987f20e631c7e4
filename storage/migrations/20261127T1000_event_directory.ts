import { sql, type Kysely } from 'kysely';

// Issue 22 (data at platform size): an event's ticket holders read from an index, not from a scan of users.
//
// `event_directory` holds one row per (event, holder of at least one ticket of it), with the holder's sort key (name,
// surname), public search text (name and surname, job title, organization), contact search text (mobile, e-mail:
// for organizers only), whether they hold a valid ticket and whether they are listed (in the directory and not
// deleted). `event_directory_counts.listed` counts, per event, the holders who are both: the directory's total.
// Statement-level triggers (transition tables) keep both in step with every write, whichever code path makes it: a
// ticket issued, voided, deleted or moved; a profile renamed, hidden or deleted. They work set-wise, so a statement
// that writes 100,000 tickets updates each directory row once and each event's counter once.
// - The attendee directory walks the partial index (event_id, name, surname, user_id) of valid holders for a page (a
//   keyset cursor continues after a row's key); `q` probes the trigram GIN index (event_id, search).
// - The organizer's `q` finds the event's holders by (event_id, search) or (event_id, contact) and their tickets by
//   (event_id, user_id) include (id), which replaces the plain (event_id, user_id) index, and ticket codes by a trigram
//   index of attendee_tickets(code).
// btree_gin and pg_trgm ship with PostgreSQL's contrib and are loaded into PGlite. Never edit once landed.

/** The public text `q` searches: name and surname together, job title, organization, kept apart by chr(1). */
const SEARCH = (u: string) => sql.raw(`${u}.name || ' ' || ${u}.surname || chr(1) || coalesce(${u}.job_title, '') || chr(1) || coalesce(${u}.organization, '')`);
/** The contact text an organizer's `q` also searches. */
const CONTACT = (u: string) => sql.raw(`${u}.mobile || chr(1) || coalesce(${u}.email, '')`);
const LISTED = (u: string) => sql.raw(`${u}.directory_visible and ${u}.deleted_at is null`);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_directory')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('valid', 'boolean', (c) => c.notNull())
    .addColumn('listed', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('event_directory_counts')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The rows of the data already there, written before the indexes are built (one sort per index rather than
  // millions of inserts into each); the migration's transaction keeps other writers out until the triggers exist.
  await sql`insert into event_directory (event_id, user_id, name, surname, search, contact, valid, listed)
    select h.event_id, u.id, u.name, u.surname, ${SEARCH('u')}, ${CONTACT('u')}, h.valid, ${LISTED('u')}
    from (select event_id, user_id, bool_or(status = 'valid') as valid from attendee_tickets group by event_id, user_id) h
    join users u on u.id = h.user_id`.execute(db);
  await sql`insert into event_directory_counts (event_id, listed)
    select event_id, count(*) filter (where valid and listed) from event_directory group by event_id`.execute(db);
  await sql`alter table event_directory add constraint event_directory_pk primary key (event_id, user_id)`.execute(db);
  await sql`create index event_directory_order_idx on event_directory (event_id, name, surname, user_id) include (listed) where valid`.execute(db);
  await sql`create index event_directory_user_idx on event_directory (user_id)`.execute(db);
  // The tickets of the holders a search found, read from the index alone (the ids ride along; no heap visit each).
  await sql`create index attendee_tickets_event_user_id_idx on attendee_tickets (event_id, user_id) include (id)`.execute(db);
  await sql`drop index if exists attendee_tickets_event_user_idx`.execute(db);

  const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name in ('pg_trgm', 'btree_gin')`.execute(db);
  if (available.rows[0]?.n === 2) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create extension if not exists btree_gin`.execute(db);
    await sql`create index event_directory_search_idx on event_directory using gin (event_id, search gin_trgm_ops)`.execute(db);
    await sql`create index event_directory_contact_idx on event_directory using gin (event_id, contact gin_trgm_ops)`.execute(db);
    await sql`create index attendee_tickets_code_trgm_idx on attendee_tickets using gin (code gin_trgm_ops)`.execute(db);
  }

  // Brings a set of (event, holder) pairs in step with their tickets, and each event's counter by the sum of its
  // changes. Locking the holders' users rows first (no key update: it does not conflict with the foreign-key checks of
  // ticket writes; in id order, so two writers never wait on each other crosswise) orders concurrent writes of the
  // same holder (a void and a new ticket at once): the later one reads the other's committed tickets. Row locks live
  // in the rows, not in the lock table, so a statement of 100,000 tickets stays within shared memory.
  await sql`create function event_directory_resync(p_events integer[], p_users integer[]) returns void language plpgsql as $$
    begin
      if coalesce(cardinality(p_events), 0) = 0 then
        return;
      end if;
      perform 1 from users where id = any(p_users) order by id for no key update;
      with pairs as (select distinct x.event_id, x.user_id from unnest(p_events, p_users) as x(event_id, user_id)),
      state as (
        select p.event_id, p.user_id,
          (select bool_or(t.status = 'valid') from attendee_tickets t where t.event_id = p.event_id and t.user_id = p.user_id) as holds
        from pairs p),
      before as (
        select d.event_id, (d.valid and d.listed) as counted from event_directory d join pairs p on p.event_id = d.event_id and p.user_id = d.user_id),
      removed as (
        delete from event_directory d using state s where d.event_id = s.event_id and d.user_id = s.user_id and s.holds is null returning d.event_id),
      written as (
        insert into event_directory (event_id, user_id, name, surname, search, contact, valid, listed)
          select s.event_id, u.id, u.name, u.surname, ${SEARCH('u')}, ${CONTACT('u')}, s.holds, ${LISTED('u')}
          from state s join users u on u.id = s.user_id where s.holds is not null
        on conflict (event_id, user_id) do update set valid = excluded.valid
        returning event_id, (valid and listed) as counted),
      delta as (
        select event_id, sum(d)::int as d from (
          select event_id, 1 as d from written where counted
          union all select event_id, -1 from before where counted) x
        group by event_id having sum(d) <> 0)
      insert into event_directory_counts as c (event_id, listed) select event_id, d from delta
        on conflict (event_id) do update set listed = c.listed + excluded.listed;
    end $$`.execute(db);

  await sql`create function attendee_tickets_directory_insert() returns trigger language plpgsql as $$
    begin
      perform event_directory_resync(array_agg(event_id), array_agg(user_id)) from new_rows;
      return null;
    end $$`.execute(db);
  await sql`create function attendee_tickets_directory_delete() returns trigger language plpgsql as $$
    begin
      perform event_directory_resync(array_agg(event_id), array_agg(user_id)) from old_rows;
      return null;
    end $$`.execute(db);
  // Only rows whose status, event or holder changed (a check-in changes none of them).
  await sql`create function attendee_tickets_directory_update() returns trigger language plpgsql as $$
    begin
      perform event_directory_resync(array_agg(p.event_id), array_agg(p.user_id)) from (
        select o.event_id, o.user_id from old_rows o join new_rows n on n.id = o.id
          where (o.status, o.event_id, o.user_id) is distinct from (n.status, n.event_id, n.user_id)
        union all
        select n.event_id, n.user_id from old_rows o join new_rows n on n.id = o.id
          where (o.status, o.event_id, o.user_id) is distinct from (n.status, n.event_id, n.user_id)) p;
      return null;
    end $$`.execute(db);
  await sql`create trigger attendee_tickets_directory_insert after insert on attendee_tickets
    referencing new table as new_rows for each statement execute function attendee_tickets_directory_insert()`.execute(db);
  await sql`create trigger attendee_tickets_directory_delete after delete on attendee_tickets
    referencing old table as old_rows for each statement execute function attendee_tickets_directory_delete()`.execute(db);
  await sql`create trigger attendee_tickets_directory_update after update on attendee_tickets
    referencing old table as old_rows new table as new_rows for each statement execute function attendee_tickets_directory_update()`.execute(db);

  // A profile change reaches the holder's rows in every event, and the counters of the events where being listed changed.
  await sql`create function users_directory() returns trigger language plpgsql as $$
    begin
      with changed as (
        select n.* from new_rows n join old_rows o on o.id = n.id
        where (o.name, o.surname, o.job_title, o.organization, o.mobile, o.email, o.directory_visible, o.deleted_at)
          is distinct from (n.name, n.surname, n.job_title, n.organization, n.mobile, n.email, n.directory_visible, n.deleted_at)),
      before as (select d.event_id, (d.valid and d.listed) as counted from event_directory d join changed c on c.id = d.user_id),
      written as (
        update event_directory d set name = c.name, surname = c.surname, search = ${SEARCH('c')}, contact = ${CONTACT('c')},
          listed = ${LISTED('c')}
        from changed c where d.user_id = c.id
        returning d.event_id, (d.valid and d.listed) as counted),
      delta as (
        select event_id, sum(d)::int as d from (
          select event_id, 1 as d from written where counted
          union all select event_id, -1 from before where counted) x
        group by event_id having sum(d) <> 0)
      insert into event_directory_counts as c (event_id, listed) select event_id, d from delta
        on conflict (event_id) do update set listed = c.listed + excluded.listed;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_directory after update on users
    referencing old table as old_rows new table as new_rows for each statement execute function users_directory()`.execute(db);

  await sql`analyze event_directory`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists users_directory on users`.execute(db);
  for (const op of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${sql.raw(`attendee_tickets_directory_${op}`)} on attendee_tickets`.execute(db);
  await sql`drop function if exists users_directory()`.execute(db);
  for (const op of ['insert', 'delete', 'update']) await sql`drop function if exists ${sql.raw(`attendee_tickets_directory_${op}`)}()`.execute(db);
  await sql`drop function if exists event_directory_resync(integer[], integer[])`.execute(db);
  await sql`drop index if exists attendee_tickets_code_trgm_idx`.execute(db);
  await sql`create index if not exists attendee_tickets_event_user_idx on attendee_tickets (event_id, user_id)`.execute(db);
  await sql`drop index if exists attendee_tickets_event_user_id_idx`.execute(db);
  await db.schema.dropTable('event_directory_counts').ifExists().execute();
  await db.schema.dropTable('event_directory').ifExists().execute();
}
