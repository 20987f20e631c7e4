import type { ColumnType } from 'kysely';

/** Tables of venue networks (migration 20261125T1000_venue_networks). */
export interface EventVenueNetworksTable {
  /** One row an event (primary key). */
  event_id: number;
  /** CIDR ranges, as normalized by server/venue/schemas.ts. */
  networks: ColumnType<string[], string[], string[]>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface VenueTables {
  event_venue_networks: EventVenueNetworksTable;
}
