import { sql, type Kysely } from 'kysely';

// Issue 22, the attendee searches at platform size (README "Query plans: the attendee lists"). Never edit once landed.
//
// - `event_directory.search` and `.contact` hold lower-case text, and `q` is matched with LIKE on lower(q). PostgreSQL's
//   ILIKE in a multibyte (UTF-8) database is exactly that (it lowers both sides with lower() and runs LIKE), but it
//   lowers every row it tests, on every request: over the 50,000 rows of the big event of the large-data bench ILIKE
//   took about 45 ms and LIKE on stored lower-case text 3 ms.
// - The directory's order index carries `search` (and `listed`), so a walk in name order tests `q` from the index alone.
//   Replaces the order index of 20261127T1000 under the same name.
// - The counter deltas of 20261127T1000 (written twice there, in event_directory_resync and users_directory) are one
//   function, event_directory_count(before, after): the events of the rows counted before a write and after it.
//   Both trigger functions are replaced with ones that call it and write lower-case text.

/** The public text `q` searches: name and surname together, job title, organization, kept apart by chr(1); lower case. */
const SEARCH = (u: string) => sql.raw(`lower(${u}.name || ' ' || ${u}.surname || chr(1) || coalesce(${u}.job_title, '') || chr(1) || coalesce(${u}.organization, ''))`);
/** The contact text an organizer's `q` also searches; lower case. */
const CONTACT = (u: string) => sql.raw(`lower(${u}.mobile || chr(1) || coalesce(${u}.email, ''))`);
const LISTED = (u: string) => sql.raw(`${u}.directory_visible and ${u}.deleted_at is null`);

/** The trigger functions of 20261127T1000 (for down), text as written there: not lowered, deltas inline. */
const OLD_SEARCH = (u: string) => sql.raw(`${u}.name || ' ' || ${u}.surname || chr(1) || coalesce(${u}.job_title, '') || chr(1) || coalesce(${u}.organization, '')`);
const OLD_CONTACT = (u: string) => sql.raw(`${u}.mobile || chr(1) || coalesce(${u}.email, '')`);

async function gin(db: Kysely<any>, create: boolean): Promise<void> {
  const available = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname in ('pg_trgm', 'btree_gin')`.execute(db);
  if (available.rows[0]?.n !== 2) return;
  if (create) {
    await sql`create index event_directory_search_idx on event_directory using gin (event_id, search gin_trgm_ops)`.execute(db);
    await sql`create index event_directory_contact_idx on event_directory using gin (event_id, contact gin_trgm_ops)`.execute(db);
  } else {
    await sql`drop index if exists event_directory_search_idx`.execute(db);
    await sql`drop index if exists event_directory_contact_idx`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  // The rows are rewritten once with the indexes that cover the text out of the way, then those are built again.
  await gin(db, false);
  await sql`drop index if exists event_directory_order_idx`.execute(db);
  await sql`update event_directory set search = lower(search), contact = lower(contact)`.execute(db);
  await sql`create index event_directory_order_idx on event_directory (event_id, name, surname, user_id) include (listed, search) where valid`.execute(db);
  await gin(db, true);

  // A write's change to the directory's counters: +1 for each row counted (valid and listed) after it, -1 for each
  // counted before it, summed per event; events locked in id order (two writers never wait on each other crosswise).
  await sql`create function event_directory_count(p_before integer[], p_after integer[]) returns integer language sql as $$
    with changed as (
      insert into event_directory_counts as c (event_id, listed)
        select event_id, sum(d)::int from (
          select unnest(p_after) as event_id, 1 as d
          union all select unnest(p_before), -1) x
        group by event_id having sum(d) <> 0
        order by event_id
      on conflict (event_id) do update set listed = c.listed + excluded.listed
      returning 1)
    select count(*)::int from changed
  $$`.execute(db);

  await sql`create or replace function event_directory_resync(p_events integer[], p_users integer[]) returns void language plpgsql as $$
    declare
      v_events integer;
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
        returning event_id, (valid and listed) as counted)
      select event_directory_count(array(select event_id from before where counted), array(select event_id from written where counted)) into v_events;
    end $$`.execute(db);

  await sql`create or replace function users_directory() returns trigger language plpgsql as $$
    declare
      v_events integer;
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
        returning d.event_id, (d.valid and d.listed) as counted)
      select event_directory_count(array(select event_id from before where counted), array(select event_id from written where counted)) into v_events;
      return null;
    end $$`.execute(db);

  await sql`analyze event_directory`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create or replace function users_directory() returns trigger language plpgsql as $$
    begin
      with changed as (
        select n.* from new_rows n join old_rows o on o.id = n.id
        where (o.name, o.surname, o.job_title, o.organization, o.mobile, o.email, o.directory_visible, o.deleted_at)
          is distinct from (n.name, n.surname, n.job_title, n.organization, n.mobile, n.email, n.directory_visible, n.deleted_at)),
      before as (select d.event_id, (d.valid and d.listed) as counted from event_directory d join changed c on c.id = d.user_id),
      written as (
        update event_directory d set name = c.name, surname = c.surname, search = ${OLD_SEARCH('c')}, contact = ${OLD_CONTACT('c')},
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
  await sql`create or replace function event_directory_resync(p_events integer[], p_users integer[]) returns void language plpgsql as $$
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
          select s.event_id, u.id, u.name, u.surname, ${OLD_SEARCH('u')}, ${OLD_CONTACT('u')}, s.holds, ${LISTED('u')}
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
  await sql`drop function if exists event_directory_count(integer[], integer[])`.execute(db);
  await gin(db, false);
  await sql`drop index if exists event_directory_order_idx`.execute(db);
  await sql`update event_directory d set search = ${OLD_SEARCH('u')}, contact = ${OLD_CONTACT('u')} from users u where u.id = d.user_id`.execute(db);
  await sql`create index event_directory_order_idx on event_directory (event_id, name, surname, user_id) include (listed) where valid`.execute(db);
  await gin(db, true);
}
