import type { AppContext } from './context.js';
import { findOrCreateUserByMobile, findUserByMobile, setUserRole } from '../storage/repositories/users.js';
import { findClient } from '../storage/repositories/clients.js';
import { hasSecret, putSecretIfAbsent } from '../storage/repositories/secrets.js';
import { seedDemoAdminMemberships, seedDemoEvents } from '../storage/demo/events.js';
import { seedDemoOrganizerTools } from '../storage/demo/organizer-tools.js';
import { demoEventParticipants, demoNetworkingEvent, demoProgrammeEvent, seedDemoNetworking, seedDemoSecondAttendee } from '../storage/demo/networking.js';
import { demoSalesEvent } from '../storage/demo/sales.js';

export const DEMO_CLIENT = { id: 'demo-app', secret: 'demo-secret' } as const;
export const DEMO_ADMIN_MOBILE = '+989120000000';
/** A second attendee of the demo networking event, so a quick start can try chat between two logins. */
export const DEMO_ATTENDEE_MOBILE = '+989120000001';

/**
 * Demo data for a first `npm start`. Each seeder runs once per database (a marker row in app_secrets),
 * so restarts keep whatever the demo user changed. Later features append their seeders here.
 */
type Seeder = { name: string; run: (ctx: AppContext) => Promise<void> };

const seeders: Seeder[] = [
  {
    name: 'core',
    async run(ctx) {
      if (!(await findClient(ctx.db, DEMO_CLIENT.id))) {
        await ctx.clients.create('Demo app', { id: DEMO_CLIENT.id, secret: DEMO_CLIENT.secret });
      }
      const admin = await findOrCreateUserByMobile(ctx.db, DEMO_ADMIN_MOBILE, { name: 'Demo', surname: 'Admin' });
      await setUserRole(ctx.db, admin.id, 'admin');
    },
  },
  {
    name: 'events',
    run: (ctx) => seedDemoEvents(ctx.db, DEMO_ADMIN_MOBILE),
  },
  {
    // The demo admin organizes every demo event (a member of each demo organization, owner of the first): the
    // documented login reaches the organizer screens of the quick start's event 2 without another login.
    name: 'admin_memberships',
    run: (ctx) => seedDemoAdminMemberships(ctx.db, DEMO_ADMIN_MOBILE),
  },
  {
    name: 'organizer_tools',
    run: (ctx) => seedDemoOrganizerTools(ctx.db, DEMO_ADMIN_MOBILE),
  },
  {
    name: 'networking',
    run: (ctx) => seedDemoNetworking(ctx.db, DEMO_ADMIN_MOBILE),
  },
  {
    name: 'second_attendee',
    run: (ctx) => seedDemoSecondAttendee(ctx.db, DEMO_ADMIN_MOBILE, DEMO_ATTENDEE_MOBILE),
  },
  {
    // The demo networking event's programme, set by its organizer through the services (so the demo obeys every
    // rule an organizer does): tags to fill a profile with, meetings on (three tables, the whole event in 30-minute
    // slots), two sessions (the keynote takes questions) and an open poll in the keynote. A first start can then
    // meet and vote between the two demo logins, not only chat.
    name: 'programme',
    async run(ctx) {
      const admin = await findUserByMobile(ctx.db, DEMO_ADMIN_MOBILE);
      const event = admin && (await demoProgrammeEvent(ctx.db, admin.id));
      if (!event) return;
      const { slug, organizer_id: by } = event;
      const start = new Date(event.starts_at).getTime();
      const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
      await ctx.matchmaking.replaceTags(by, slug, [
        { slug: 'ai', title: 'AI' },
        { slug: 'design', title: 'Design' },
        { slug: 'startups', title: 'Startups' },
        { slug: 'hiring', title: 'Hiring' },
      ]);
      await ctx.meetings.saveSettings(by, slug, {
        enabled: true,
        slot_minutes: 30,
        windows: [{ starts_at: at(0), ends_at: new Date(event.ends_at).toISOString() }],
        locations: [{ name: 'Table 1' }, { name: 'Table 2' }, { name: 'Table 3' }],
      });
      const keynote = await ctx.sessions.create(by, slug, {
        title: 'Opening keynote: building for the hall',
        starts_at: at(0),
        ends_at: at(45),
        room: 'Hall A',
        speakers: [{ name: 'Sara Ahmadi' }],
        tags: ['ai'],
      });
      await ctx.sessions.create(by, slug, {
        title: 'Workshop: design for a phone in one hand',
        starts_at: at(60),
        ends_at: at(150),
        room: 'Room 2',
        speakers: [{ name: 'علی کریمی' }],
        tags: ['design'],
      });
      const poll = await ctx.qa.createPoll(by, slug, keynote.id, { question: 'Which track are you here for?', options: ['AI', 'Design', 'Startups'], multiple: false });
      await ctx.qa.setPollStatus(by, slug, keynote.id, poll.id, 'open');
    },
  },
  {
    // Networking profiles with the programme's tags for the demo event's participants (each set through the
    // matchmaking service as the participant would), so "For you" has matches on a first start: each offers what the
    // next looks for.
    name: 'profiles',
    async run(ctx) {
      const admin = await findUserByMobile(ctx.db, DEMO_ADMIN_MOBILE);
      const event = admin && (await demoNetworkingEvent(ctx.db, admin.id));
      if (!event) return;
      const tags = ['ai', 'design', 'startups', 'hiring'];
      const users = await demoEventParticipants(ctx.db, event.event_id, 40);
      for (const [i, userId] of users.entries()) {
        const actor = { userId, role: 'user' as const, eventId: event.event_id, exp: Math.floor(Date.now() / 1000) + 60, jti: `demo-${userId}` };
        await ctx.matchmaking.saveProfile(actor, {
          interests: [tags[i % 4]!, tags[(i + 1) % 4]!],
          looking_for: [tags[(i + 2) % 4]!],
          offering: [tags[(i + 3) % 4]!],
          available_for_meetings: true,
        });
      }
    },
  },
  {
    // Event 2 sells (CONTRACT 15), set up by its organizer through the sales service: a free ticket type, a paid one
    // (paid through the `test` provider's sandbox page) and a voucher, so a first start can buy a ticket at once.
    name: 'sales',
    async run(ctx) {
      const event = await demoSalesEvent(ctx.db);
      if (!event) return;
      const { slug, organizer_id: by } = event;
      await ctx.sales.createTicketType(by, slug, { name: 'Free entry', price: 0, capacity: 100, description: 'The hall, no seat.', max_per_order: 2 });
      const supporter = await ctx.sales.createTicketType(by, slug, { name: 'Supporter', price: 1_090_000, capacity: 30, tax_rate: 9, description: 'A seat in the first rows.' });
      await ctx.sales.createVouchers(by, slug, { code: 'DEMO50', discount: { percent: 50 }, max_uses: 100, ticket_ids: [supporter.id] });
    },
  },
];

export async function loadDemoData(ctx: AppContext): Promise<void> {
  for (const seeder of seeders) {
    const marker = `demo_data_${seeder.name}`;
    if (await hasSecret(ctx.db, marker)) continue;
    await seeder.run(ctx);
    await putSecretIfAbsent(ctx.db, marker, new Date().toISOString());
    ctx.logger.info({ seeder: seeder.name }, 'demo_data.loaded');
  }
}
