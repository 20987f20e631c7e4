import type { ColumnType } from 'kysely';

/** Tables of mail and written SMS (server/mail, migrations 20261202T0400_mail, 20261203T1000_sms_messages). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface MailsTable {
  key: string;
  template: string;
  user_id: number | null;
  address: string | null;
  data: ColumnType<unknown, string, string>;
  status: ColumnType<'queued' | 'sent' | 'dropped', 'queued' | undefined, 'queued' | 'sent' | 'dropped'>;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
}

export interface EmailConfirmationsTable {
  user_id: number;
  email: string;
  nonce: string | null;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface EmailUnsubscribesTable {
  address: string;
  created_at: CreatedAt;
}

export interface NotificationSettingsTable {
  user_id: number;
  settings: ColumnType<unknown, string, string>;
}

export interface InvitationSendsTable {
  organization_id: number;
  day: ColumnType<string, string, string>;
  count: number;
}

/** A message by SMS Convene wrote (migration 20261203T1000_sms_messages), one per cause. */
export interface SmsMessagesTable {
  key: string;
  template: string;
  user_id: number;
  data: ColumnType<unknown, string, string>;
  status: ColumnType<'queued' | 'sent' | 'dropped', 'queued' | undefined, 'queued' | 'sent' | 'dropped'>;
  created_at: CreatedAt;
  sent_at: ColumnType<Date | null, never, Date | string | null>;
}

export interface MailTables {
  mails: MailsTable;
  email_confirmations: EmailConfirmationsTable;
  email_unsubscribes: EmailUnsubscribesTable;
  notification_settings: NotificationSettingsTable;
  invitation_sends: InvitationSendsTable;
  sms_messages: SmsMessagesTable;
}
