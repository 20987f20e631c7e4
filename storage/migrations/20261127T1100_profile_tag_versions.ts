import { sql, type Kysely } from 'kysely';

// Issue 24 (recommendations at 50,000 attendees): each node keeps the tags of an event's profiles in memory
// (server/matchmaking/profile-index.ts) and scores a viewer's candidates there; these tables tell it what changed.
//
// `profile_tag_versions` holds one counter per event, raised by every statement that writes the event's `profile_tags`
// (a profile saved, a tag the organizer removed, rows written by hand); `profile_tag_changes` holds, per (event, user),
// the version of the last such write. Triggers keep both, whichever code path writes. The counter row is updated in the
// writing transaction, so its row lock orders the event's writers: a reader that sees version V has seen every change
// numbered V or lower, and catches up by reading the users whose change is newer than its own version. Events are
// locked in ascending id order (a statement that writes several events' rows, such as deleting a user). A write
// during the deletion of its event (the cascade) records nothing. `profile_tag_changes.user_id` has no foreign key on
// purpose: the change of a user deleted outright must still be seen (their tags are gone). Never edit once landed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profile_tag_versions')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('profile_tag_changes')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_tag_changes_pk', ['event_id', 'user_id'])
    .execute();
  // Catching up: the users changed after a version, read from the index.
  await db.schema.createIndex('profile_tag_changes_version_idx').on('profile_tag_changes').columns(['event_id', 'version']).execute();

  await sql`create function profile_tags_touch(p_event integer, p_users integer[]) returns void language plpgsql as $$
    declare
      v integer;
    begin
      -- The event is being deleted (its cascade removes the tags): nothing to record.
      if not exists (select 1 from events where id = p_event) then
        return;
      end if;
      insert into profile_tag_versions as pv (event_id, version) values (p_event, 1)
        on conflict (event_id) do update set version = pv.version + 1
        returning pv.version into v;
      insert into profile_tag_changes (event_id, user_id, version)
        select p_event, u, v from unnest(p_users) u
        on conflict (event_id, user_id) do update set version = excluded.version;
    end $$`.execute(db);

  // Statement-level, with the transition tables: a bulk write raises the counter once per event, not once per row.
  await sql`create function profile_tags_versions() returns trigger language plpgsql as $$
    declare
      r record;
    begin
      if tg_op = 'INSERT' then
        for r in select event_id, array_agg(distinct user_id) as users from new_rows group by event_id order by event_id loop
          perform profile_tags_touch(r.event_id, r.users);
        end loop;
      elsif tg_op = 'DELETE' then
        for r in select event_id, array_agg(distinct user_id) as users from old_rows group by event_id order by event_id loop
          perform profile_tags_touch(r.event_id, r.users);
        end loop;
      else
        for r in select c.event_id, array_agg(distinct c.user_id) as users
            from (select event_id, user_id from new_rows union all select event_id, user_id from old_rows) c
            group by c.event_id order by c.event_id loop
          perform profile_tags_touch(r.event_id, r.users);
        end loop;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger profile_tags_versions_ins after insert on profile_tags
    referencing new table as new_rows for each statement execute function profile_tags_versions()`.execute(db);
  await sql`create trigger profile_tags_versions_del after delete on profile_tags
    referencing old table as old_rows for each statement execute function profile_tags_versions()`.execute(db);
  await sql`create trigger profile_tags_versions_upd after update on profile_tags
    referencing old table as old_rows new table as new_rows for each statement execute function profile_tags_versions()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists profile_tags_versions_upd on profile_tags`.execute(db);
  await sql`drop trigger if exists profile_tags_versions_del on profile_tags`.execute(db);
  await sql`drop trigger if exists profile_tags_versions_ins on profile_tags`.execute(db);
  await sql`drop function if exists profile_tags_versions()`.execute(db);
  await sql`drop function if exists profile_tags_touch(integer, integer[])`.execute(db);
  await db.schema.dropTable('profile_tag_changes').ifExists().execute();
  await db.schema.dropTable('profile_tag_versions').ifExists().execute();
}
