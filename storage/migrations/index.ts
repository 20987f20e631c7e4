import type { Migration } from 'kysely';
import * as core from './20261122T1000_core.js';
import * as events from './20261122T1100_events.js';
import * as networking from './20261122T1200_networking.js';
import * as organizerTools from './20261122T1300_organizer_tools.js';
import * as catalogueIndexes from './20261122T1400_catalogue_indexes.js';
import * as safety from './20261123T1100_safety.js';
import * as organizerOps from './20261123T1200_organizer_ops.js';
import * as liveChat from './20261123T1500_live_chat.js';
import * as matchmaking from './20261125T1300_matchmaking.js';
import * as sessions from './20261125T1400_sessions.js';
import * as agenda from './20261125T1401_agenda.js';
import * as questions from './20261125T1402_questions.js';
import * as meetings from './20261125T1500_meetings.js';
import * as polls from './20261125T1600_polls.js';
import * as dataIndexes from './20261125T1700_data_indexes.js';
import * as venueNetworks from './20261125T1800_venue_networks.js';
import * as revokeReason from './20261125T1801_revoke_reason.js';
import * as eventDirectory from './20261127T1000_event_directory.js';
import * as profileTagVersions from './20261127T1100_profile_tag_versions.js';
import * as directorySearch from './20261127T1200_directory_search.js';
import * as ticketCounts from './20261127T1300_ticket_counts.js';
import * as chatUpdateIndex from './20261127T1400_chat_update_index.js';
import * as chatSendBudget from './20261127T1600_chat_send_budget.js';
import * as reportOrderIndex from './20261127T1700_report_order_index.js';
import * as meetingOrderIndexes from './20261129T1000_meeting_order_indexes.js';
import * as feedCoveringIndex from './20261129T1100_feed_covering_index.js';
import * as sales from './20261202T0300_sales.js';
import * as sessionCalendar from './20261202T0300_session_calendar.js';
import * as webhookDeliverySubjects from './20261202T0300_webhook_delivery_subjects.js';
import * as exhibitors from './20261202T0400_exhibitors.js';
import * as localeTimeZone from './20261202T0400_locale_time_zone.js';
import * as mail from './20261202T0400_mail.js';
import * as payments from './20261202T0400_payments.js';
import * as waitingList from './20261202T1500_waiting_list.js';
import * as idempotencyKeys from './20261202T1510_idempotency_keys.js';
import * as seating from './20261202T1600_seating.js';
import * as exhibitorWebhooks from './20261202T1700_exhibitor_webhooks.js';
import * as advertisingPayments from './20261202T1800_advertising_payments.js';
import * as smsMessages from './20261203T1000_sms_messages.js';
import * as seatStateVersions from './20261203T1200_seat_state_versions.js';
import * as claimRefusal from './20261204T1900_claim_refusal.js';

/**
 * Every migration, by a sortable UTC timestamp name. Static (no directory scan) so the bundle and the tests
 * see the same list. Add new files at the end; never edit one that has landed.
 */
export const migrations: Record<string, Migration> = {
  '20261122T1000_core': core,
  '20261122T1100_events': events,
  '20261122T1200_networking': networking,
  '20261122T1300_organizer_tools': organizerTools,
  '20261122T1400_catalogue_indexes': catalogueIndexes,
  '20261123T1100_safety': safety,
  '20261123T1200_organizer_ops': organizerOps,
  '20261123T1500_live_chat': liveChat,
  '20261125T1300_matchmaking': matchmaking,
  '20261125T1400_sessions': sessions,
  '20261125T1401_agenda': agenda,
  '20261125T1402_questions': questions,
  '20261125T1500_meetings': meetings,
  '20261125T1600_polls': polls,
  '20261125T1700_data_indexes': dataIndexes,
  '20261125T1800_venue_networks': venueNetworks,
  '20261125T1801_revoke_reason': revokeReason,
  '20261127T1000_event_directory': eventDirectory,
  '20261127T1100_profile_tag_versions': profileTagVersions,
  '20261127T1200_directory_search': directorySearch,
  '20261127T1300_ticket_counts': ticketCounts,
  '20261127T1400_chat_update_index': chatUpdateIndex,
  '20261127T1600_chat_send_budget': chatSendBudget,
  '20261127T1700_report_order_index': reportOrderIndex,
  '20261129T1000_meeting_order_indexes': meetingOrderIndexes,
  '20261129T1100_feed_covering_index': feedCoveringIndex,
  '20261202T0300_sales': sales,
  '20261202T0300_session_calendar': sessionCalendar,
  '20261202T0300_webhook_delivery_subjects': webhookDeliverySubjects,
  '20261202T0400_exhibitors': exhibitors,
  '20261202T0400_locale_time_zone': localeTimeZone,
  '20261202T0400_mail': mail,
  '20261202T0400_payments': payments,
  '20261202T1500_waiting_list': waitingList,
  '20261202T1510_idempotency_keys': idempotencyKeys,
  '20261202T1600_seating': seating,
  '20261202T1700_exhibitor_webhooks': exhibitorWebhooks,
  '20261202T1800_advertising_payments': advertisingPayments,
  '20261203T1000_sms_messages': smsMessages,
  '20261203T1200_seat_state_versions': seatStateVersions,
  '20261204T1900_claim_refusal': claimRefusal,
};
