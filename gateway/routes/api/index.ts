import type { Routes } from '../../route.js';
import { verificationCodeRoutes } from '../shared/verification-codes.js';
import { eventRoutes } from './events.js';
import { organizerRoutes } from './organizer.js';
import { organizationMemberRoutes } from './organization-members.js';
import { surveyRoutes } from './surveys.js';
import { seatingRoutes } from './seating.js';
import { advertisingRoutes } from './advertising.js';
import { progressBarRoutes } from './progress-bar.js';
import { invitationRoutes } from './invitations.js';
import { attendeeImportRoutes } from './attendee-import.js';
import { networkingTagRoutes } from './networking-tags.js';
import { organizerOpsRoutes } from './organizer-ops.js';
import { moderationRoutes } from './moderation.js';
import { sessionRoutes } from './sessions.js';
import { organizerMeetingRoutes } from './meetings.js';
import { venueRoutes } from './venue.js';
import { salesRoutes } from './sales.js';
import { waitingListRoutes } from './waiting-list.js';
import { seatPlanRoutes } from './seat-plans.js';
import { paymentRoutes } from './payments.js';
import { exhibitorRoutes } from './exhibitors.js';

/** Every {api_url} route group, mounted under /api. */
export function mountApiRoutes(routes: Routes): void {
  verificationCodeRoutes(routes);
  eventRoutes(routes);
  salesRoutes(routes);
  waitingListRoutes(routes);
  seatPlanRoutes(routes);
  paymentRoutes(routes);
  organizerRoutes(routes);
  organizationMemberRoutes(routes);
  surveyRoutes(routes);
  seatingRoutes(routes);
  advertisingRoutes(routes);
  progressBarRoutes(routes);
  invitationRoutes(routes);
  attendeeImportRoutes(routes);
  networkingTagRoutes(routes);
  organizerOpsRoutes(routes);
  moderationRoutes(routes);
  sessionRoutes(routes);
  organizerMeetingRoutes(routes);
  venueRoutes(routes);
  exhibitorRoutes(routes);
}
