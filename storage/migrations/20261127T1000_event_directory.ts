import { sql, type Kysely } from 'kysely';

// Issue 22 (data at platform size): an event's ticket holders read from an index, not from a scan of users.
//
// `event_directory` holds one row per (event, holder of at least one ticket of it), with the holder's sort key (name,
// surname), public search text (name and surname, job title, organization), contact search text (mobile, e-mail:
// for organizers only), whether they hold a valid ticket and whether they are listed (in the directory and not
// deleted). Triggers keep it in step with every write that changes it, whichever code path makes it: a ticket issued,
// voided, deleted or moved; a profile renamed, hidden or deleted.
// - The attendee directory walks the partial index (event_id, name, surname, user_id) of valid holders for a page (a
//   keyset cursor continues after a row's key) and counts from it; `q` probes the trigram GIN index (event_id, search).
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
  // The rows of the data already there, written before the indexes are built (one sort per index rather than
  // millions of inserts into each); the migration's transaction keeps other writers out until the triggers exist.
  await sql`insert into event_directory (event_id, user_id, name, surname, search, contact, valid, listed)
    select h.event_id, u.id, u.name, u.surname, ${SEARCH('u')}, ${CONTACT('u')}, h.valid, ${LISTED('u')}
    from (select event_id, user_id, bool_or(status = 'valid') as valid from attendee_tickets group by event_id, user_id) h
    join users u on u.id = h.user_id`.execute(db);
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

  // One (event, user) pair brought in step with its tickets. Locking the holder's users row first (no key update: it
  // does not conflict with the foreign-key checks of ticket writes) orders concurrent writes of the same holder (a void
  // and a new ticket at once), so the later one reads the other's committed result. A row lock lives in the row, not
  // in the lock table, so a bulk import of 100,000 tickets in one statement stays within shared memory.
  await sql`create function event_directory_sync(p_event integer, p_user integer) returns void language plpgsql as $$
    declare
      holds boolean;
    begin
      perform 1 from users where id = p_user for no key update;
      select bool_or(status = 'valid') into holds from attendee_tickets where event_id = p_event and user_id = p_user;
      if holds is null then
        delete from event_directory where event_id = p_event and user_id = p_user;
      else
        insert into event_directory (event_id, user_id, name, surname, search, contact, valid, listed)
          select p_event, u.id, u.name, u.surname, ${SEARCH('u')}, ${CONTACT('u')}, holds, ${LISTED('u')}
          from users u where u.id = p_user
        on conflict (event_id, user_id) do update set valid = excluded.valid;
      end if;
    end $$`.execute(db);

  await sql`create function attendee_tickets_directory() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        perform event_directory_sync(old.event_id, old.user_id);
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (new.event_id, new.user_id) is distinct from (old.event_id, old.user_id)) then
        perform event_directory_sync(new.event_id, new.user_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger attendee_tickets_directory after insert or delete or update of status, event_id, user_id on attendee_tickets
    for each row execute function attendee_tickets_directory()`.execute(db);

  await sql`create function users_directory() returns trigger language plpgsql as $$
    begin
      update event_directory set name = new.name, surname = new.surname, search = ${SEARCH('new')}, contact = ${CONTACT('new')},
        listed = ${LISTED('new')}
      where user_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_directory after update of name, surname, job_title, organization, mobile, email, directory_visible, deleted_at on users
    for each row when (old.name is distinct from new.name or old.surname is distinct from new.surname
      or old.job_title is distinct from new.job_title or old.organization is distinct from new.organization
      or old.mobile is distinct from new.mobile or old.email is distinct from new.email
      or old.directory_visible is distinct from new.directory_visible or old.deleted_at is distinct from new.deleted_at)
    execute function users_directory()`.execute(db);

  await sql`analyze event_directory`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists users_directory on users`.execute(db);
  await sql`drop trigger if exists attendee_tickets_directory on attendee_tickets`.execute(db);
  await sql`drop function if exists users_directory()`.execute(db);
  await sql`drop function if exists attendee_tickets_directory()`.execute(db);
  await sql`drop function if exists event_directory_sync(integer, integer)`.execute(db);
  await sql`drop index if exists attendee_tickets_code_trgm_idx`.execute(db);
  await sql`create index if not exists attendee_tickets_event_user_idx on attendee_tickets (event_id, user_id)`.execute(db);
  await sql`drop index if exists attendee_tickets_event_user_id_idx`.execute(db);
  await db.schema.dropTable('event_directory').ifExists().execute();
}
