import type { ColumnType } from 'kysely';

/** `Idempotency-Key` records of creating POSTs (migration 20261202T1510_idempotency_keys). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** The method, route and body the key was first used with (a hash). */
  fingerprint: string;
  state: ColumnType<'started' | 'done', 'started' | 'done' | undefined, 'started' | 'done'>;
  status: number | null;
  body: string | null;
  location: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}
