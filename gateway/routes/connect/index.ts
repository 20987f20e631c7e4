import type { Routes } from '../../route.js';
import { verificationCodeRoutes } from '../shared/verification-codes.js';
import { tokenRoutes } from './oauth-token.js';
import { livefeedRoutes } from './livefeed.js';
import { chatRoutes } from './chat.js';
import { userRoutes } from './users.js';
import { emailRoutes } from './email.js';
import { attendeeRoutes } from './attendees.js';
import { bookmarkRoutes } from './bookmarks.js';
import { fileRoutes } from './files.js';
import { safetyRoutes } from './safety.js';
import { oauthMetadataRoutes } from './oauth-metadata.js';
import { pushRoutes } from './push.js';
import { networkingProfileRoutes } from './networking-profile.js';
import { currentEventRoutes } from './event.js';
import { recommendationRoutes } from './recommendations.js';
import { agendaRoutes } from './agenda.js';
import { questionRoutes } from './questions.js';
import { meetingRoutes } from './meetings.js';
import { calendarRoutes } from './calendar.js';
import { orderRoutes } from './orders.js';
import { exhibitorConnectRoutes } from './exhibitors.js';

/** Every {connect_url} route group, mounted under /connect. */
export function mountConnectRoutes(routes: Routes): void {
  verificationCodeRoutes(routes);
  tokenRoutes(routes);
  livefeedRoutes(routes);
  chatRoutes(routes);
  userRoutes(routes);
  emailRoutes(routes);
  attendeeRoutes(routes);
  bookmarkRoutes(routes);
  fileRoutes(routes);
  safetyRoutes(routes);
  oauthMetadataRoutes(routes);
  pushRoutes(routes);
  networkingProfileRoutes(routes);
  currentEventRoutes(routes);
  recommendationRoutes(routes);
  agendaRoutes(routes);
  questionRoutes(routes);
  meetingRoutes(routes);
  calendarRoutes(routes);
  orderRoutes(routes);
  exhibitorConnectRoutes(routes);
}
