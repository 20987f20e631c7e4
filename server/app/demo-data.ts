import type { AppContext } from './context.js';
import { findOrCreateUserByMobile, setUserRole } from '../../storage/repositories/users.js';
import { findClient } from '../../storage/repositories/clients.js';
import { hasSecret, putSecretIfAbsent } from '../../storage/repositories/secrets.js';
import { seedDemoEvents } from '../../storage/demo/events.js';
import { seedDemoOrganizerTools } from '../../storage/demo/organizer-tools.js';
import { seedDemoNetworking, seedDemoSecondAttendee } from '../../storage/demo/networking.js';

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
