import type { DB } from '../database.js';
import { findOrCreateUserByMobile, findUserByMobile } from '../repositories/users.js';
import { findOrCreateChat, insertChatMessage } from '../repositories/chat.js';
import { addBookmark } from '../repositories/bookmarks.js';

/** The first event where the demo admin holds a ticket alongside other attendees. */
export function demoNetworkingEvent(db: DB, adminId: number) {
  return db
    .selectFrom('attendee_tickets as t')
    .select('t.event_id')
    .where('t.user_id', '=', adminId)
    .where((eb) => eb.exists(eb.selectFrom('attendee_tickets as o').select('o.id').whereRef('o.event_id', '=', 't.event_id').where('o.user_id', '<>', adminId)))
    .orderBy('t.event_id')
    .executeTakeFirst();
}

/**
 * Networking demo: in the first event the demo admin attends with others, a few live feed posts by other
 * attendees, a chat between the admin and one of them, and a bookmark, so a demo login has something to show.
 */
export async function seedDemoNetworking(db: DB, adminMobile: string): Promise<void> {
  const admin = await findUserByMobile(db, adminMobile);
  if (!admin) return;
  const event = await demoNetworkingEvent(db, admin.id);
  if (!event) return;
  const others = await db
    .selectFrom('attendee_tickets')
    .select('user_id')
    .distinct()
    .where('event_id', '=', event.event_id)
    .where('user_id', '<>', admin.id)
    .orderBy('user_id')
    .limit(3)
    .execute();
  if (!others.length) return;
  await db.transaction().execute(async (trx) => {
    const posts = ['Hello everyone! Where is hall B?', 'سلام! کسی برای ناهار هم‌گروه می‌خواهد؟', 'Slides of the first talk, anyone?'];
    await trx
      .insertInto('livefeed_messages')
      .values(posts.map((message, i) => ({ event_id: event.event_id, user_id: others[i % others.length]!.user_id, message })))
      .execute();
    const peer = others[0]!.user_id;
    const chatId = await findOrCreateChat(trx, admin.id, peer);
    await insertChatMessage(trx, { chatId, senderId: peer, recipientId: admin.id, message: 'Hi! Nice to meet you at the event.', clientMessageId: null });
    await insertChatMessage(trx, { chatId, senderId: admin.id, recipientId: peer, message: 'Likewise, see you at the coffee break.', clientMessageId: null });
    await insertChatMessage(trx, { chatId, senderId: peer, recipientId: admin.id, message: 'Deal ☕', clientMessageId: null });
    await addBookmark(trx, admin.id, peer);
  });
}

/**
 * A second demo attendee with a known mobile number, holding a ticket to the demo networking event, so the README's
 * quick start can log two people into one event and chat between them.
 */
export async function seedDemoSecondAttendee(db: DB, adminMobile: string, attendeeMobile: string): Promise<void> {
  const admin = await findUserByMobile(db, adminMobile);
  if (!admin) return;
  const event = await demoNetworkingEvent(db, admin.id);
  if (!event) return;
  const user = await findOrCreateUserByMobile(db, attendeeMobile, { name: 'Demo', surname: 'Attendee' });
  await db
    .insertInto('attendee_tickets')
    .values({ code: `DEMO-${user.id}-${event.event_id}`, event_id: event.event_id, user_id: user.id, ticket_type_id: null })
    .execute();
  await db.updateTable('events').set((eb) => ({ sales_count: eb('sales_count', '+', 1) })).where('id', '=', event.event_id).execute();
}

/**
 * The demo networking event's slug and times, and an owner of its organization: the organizer who runs the event's
 * programme (tags, meeting settings, sessions, a poll) in the demo data.
 */
export async function demoProgrammeEvent(db: DB, adminId: number) {
  const event = await demoNetworkingEvent(db, adminId);
  if (!event) return undefined;
  return db
    .selectFrom('events as e')
    .innerJoin('organization_members as m', (join) => join.onRef('m.organization_id', '=', 'e.organization_id').on('m.role', '=', 'owner'))
    .select(['e.slug', 'e.starts_at', 'e.ends_at', 'm.user_id as organizer_id'])
    .where('e.id', '=', event.event_id)
    .orderBy('m.user_id')
    .executeTakeFirst();
}

/** Up to `limit` participants of an event (distinct users with a valid ticket), in id order. */
export async function demoEventParticipants(db: DB, eventId: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('attendee_tickets').select('user_id').distinct().where('event_id', '=', eventId).where('status', '=', 'valid').orderBy('user_id').limit(limit).execute();
  return rows.map((r) => r.user_id);
}
