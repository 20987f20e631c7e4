import type { ColumnType, Generated } from 'kysely';

/** Tables of the platform core: identity, OAuth clients and tokens, organizations, events and tickets. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  mobile: string;
  email: string | null;
  name: string;
  surname: string;
  avatar: string | null;
  biography: string | null;
  job_title: string | null;
  organization: string | null;
  website: string | null;
  telegram: string | null;
  linkedin: string | null;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined, 'user' | 'admin'>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Set when the account was deleted (CONTRACT 7): the row stays, blanked, so others' chats and feeds keep their order. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** false: left out of other users' attendee lists. */
  directory_visible: ColumnType<boolean, boolean | undefined, boolean>;
  /** The language the user picked (CONTRACT 17); null: none picked. */
  locale: ColumnType<'fa' | 'en' | null, 'fa' | 'en' | null | undefined, 'fa' | 'en' | null>;
}

export interface OAuthClientsTable {
  id: string;
  name: string;
  secret_hash: string;
  created_at: CreatedAt;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  mobile: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  token_hash: string;
  user_id: number;
  client_id: string;
  event_id: number | null;
  expires_at: Timestamp;
  rotated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Why (migration 20261125T1001): null or `revoked` (logout, reuse) ends its access tokens; `participation_ended` does not. */
  revoke_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Process-wide secrets shared by every node through the database (JWT signing key, OTP HMAC key). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface OrganizationsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  logo: string | null;
  cover: string | null;
  /** The seller on invoices (CONTRACT 15): `{legal_name, address, tax_id}`, set with PATCH /organizations/{slug}. */
  invoice_details?: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface OrganizationMembersTable {
  organization_id: number;
  user_id: number;
  role: ColumnType<'owner' | 'member', 'owner' | 'member' | undefined, 'owner' | 'member'>;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  created_at: CreatedAt;
}

export interface EventsTable {
  id: Generated<number>;
  organization_id: number;
  category_id: number | null;
  slug: string;
  name: string;
  city_name: ColumnType<string, string | undefined, string>;
  online: ColumnType<boolean, boolean | undefined, boolean>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  sales_deadline: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Tickets that can be issued; null means unlimited. */
  capacity: number | null;
  /** Tickets issued so far (denormalised counter, updated in the same transaction as the ticket insert). */
  sales_count: ColumnType<number, number | undefined, number>;
  /** Places held by pending orders (migration 20261202T0300_sales). */
  held: ColumnType<number, number | undefined, number>;
  /** Whether buyers may queue for places once it is sold out (migration 20261202T1500_waiting_list). */
  waiting_list_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  cover: string | null;
  canceled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  invitation_email_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sales_collaboration_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The IANA time zone its times are shown in (CONTRACT 17). */
  time_zone: ColumnType<string, string | undefined, string>;
}

export interface TicketTypesTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  price: number;
  capacity: number | null;
  created_at: CreatedAt;
  // Sales (migration 20261202T0300_sales): the sale window, per-order limits, visibility, tax and the counters.
  description: ColumnType<string | null, string | null | undefined, string | null>;
  sales_start: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sales_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  min_per_order: ColumnType<number, number | undefined, number>;
  max_per_order: ColumnType<number, number | undefined, number>;
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  /** Percent included in the price. */
  tax_rate: ColumnType<number, number | undefined, number>;
  held: ColumnType<number, number | undefined, number>;
  sold: ColumnType<number, number | undefined, number>;
}

/** An attendee's ticket; `code` is the seed's `attendee_id`. */
export interface AttendeeTicketsTable {
  id: Generated<number>;
  code: string;
  event_id: number;
  user_id: number;
  ticket_type_id: number | null;
  created_at: CreatedAt;
  /** `void` once an organizer takes the ticket back (migration 20261123T1200_organizer_ops). */
  status: ColumnType<'valid' | 'void', 'valid' | 'void' | undefined, 'valid' | 'void'>;
  voided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  checked_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The order that paid for it (migration 20261202T0300_sales); null when an organizer issued it. */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The seat of a reserved-seating ticket (migration 20261202T1600_seating); null otherwise. */
  seat: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CoreTables {
  users: UsersTable;
  oauth_clients: OAuthClientsTable;
  verification_codes: VerificationCodesTable;
  refresh_tokens: RefreshTokensTable;
  app_secrets: AppSecretsTable;
  organizations: OrganizationsTable;
  organization_members: OrganizationMembersTable;
  categories: CategoriesTable;
  events: EventsTable;
  ticket_types: TicketTypesTable;
  attendee_tickets: AttendeeTicketsTable;
}
