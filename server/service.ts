import type { DB } from '../storage/database.js';
import type { AccessPolicy } from './access/policy.js';

/**
 * How a domain service is made (CONTRIBUTING.md, "How to add an area"): one shape everywhere.
 *
 * ```ts
 * export interface XService { doThing(actor: AccessClaims, input: ThingInput): Promise<ThingItem> }
 * export interface XServiceDeps extends ServiceDeps { notifier: Notifier }
 * export function createXService(deps: XServiceDeps): XService {
 *   const { db, access, notifier } = deps;
 *   async function doThing(actor, input) { ... }
 *   return { doThing };
 * }
 * ```
 *
 * Built once in context/context.ts and reached as `ctx.x.doThing(...)`; callers never pass a database handle.
 * Every service is given the database and the one access policy (`ServiceDeps`), and asks the policy for every
 * access decision.
 */
export interface ServiceDeps {
  /** The database, or a caller's transaction (see `inTransaction`). */
  db: DB;
  /** The access policy reading through `db` (inside `inTransaction`, the transaction's: `access.on(trx)`). */
  access: AccessPolicy;
}

/**
 * Runs `work` in one database transaction with `deps` rebound to it: services built inside from those deps
 * (`createXService(trxDeps)`) write in the same transaction, so what two services change commits or rolls back
 * together, and their access policy reads through it too (`access.on(trx)`: its checks see what the transaction
 * wrote). When `deps.db` already is a transaction, `work` joins it, so callers compose.
 */
export async function inTransaction<D extends ServiceDeps, R>(deps: D, work: (trxDeps: D) => Promise<R>): Promise<R> {
  return transaction(deps.db, (trx) => work(trx === deps.db ? deps : { ...deps, db: trx, access: deps.access.on(trx) }));
}

/**
 * A service's own transaction: `work` runs in a new one, or joins the caller's when `db` already is one (a
 * service built by `inTransaction`), so a service never opens a second transaction beside its caller's.
 */
export async function transaction<R>(db: DB, work: (trx: DB) => Promise<R>): Promise<R> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
