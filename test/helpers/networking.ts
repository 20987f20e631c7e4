import type { AppContext } from '../../context/context.js';
import type { UserRow } from '../../storage/repositories/users.js';
import { noopNotifier, type Notifier } from '../../server/ports.js';
import { createEvent, createOrganization, createUser, issueTicket, tokenFor } from './factories.js';

export interface Participant {
  user: UserRow;
  /** Access token bound to the event. */
  token: string;
}

/** An event with an organizer and attendees (each with an event-bound token), plus an outsider. */
export async function eventWorld(ctx: AppContext, attendees = 2) {
  const organizerUser = await createUser(ctx);
  const org = await createOrganization(ctx, organizerUser);
  const event = await createEvent(ctx, org.id);
  const organizer: Participant = { user: organizerUser, token: await tokenFor(ctx, organizerUser, { eventId: event.id }) };
  const people: Participant[] = [];
  for (let i = 0; i < attendees; i++) {
    const user = await createUser(ctx);
    await issueTicket(ctx, event.id, user.id);
    people.push({ user, token: await tokenFor(ctx, user, { eventId: event.id }) });
  }
  const outsiderUser = await createUser(ctx);
  const outsider: Participant = { user: outsiderUser, token: await tokenFor(ctx, outsiderUser) };
  return { org, event, organizer, attendees: people, outsider };
}

/** Records what services announce through ctx.notifier. */
export function recordNotifications(ctx: AppContext) {
  const livefeed: Array<{ eventId: number; item: any }> = [];
  const chat: Array<{ userIds: readonly number[]; item: any }> = [];
  const participationEnded: Array<{ userId: number; eventId: number }> = [];
  const target: Notifier = {
    ...noopNotifier,
    push: (to, event, item) => {
      if (event === 'livefeed:message' && 'event' in to) livefeed.push({ eventId: to.event, item });
      if (event === 'chat:message' && 'chat' in to) chat.push({ userIds: to.chat, item });
    },
    participationEnded: (userId, eventId) => participationEnded.push({ userId, eventId }),
  };
  ctx.notifier.use(target);
  return { livefeed, chat, participationEnded };
}
