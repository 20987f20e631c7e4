/**
 * How a domain service is made: `createXService(deps)` returns an object of methods, built once in the context
 * (server/app/context.ts) and reached by routes and socket handlers as `ctx.x.method(...)`. A service may be
 * written as closures over `deps`, or as plain functions `(deps, ...args)` bound here once; either way callers
 * never pass a database handle. Building it again with `{...deps, db: trx}` makes a copy that joins a transaction.
 */
type Bound<F> = F extends (deps: any, ...args: infer A) => infer R ? (...args: A) => R : never;

export function bindService<D, T extends Record<string, (deps: D, ...args: any[]) => unknown>>(deps: D, fns: T): { [K in keyof T]: Bound<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(fns)) out[name] = (...args: unknown[]) => fn(deps, ...args);
  return out as { [K in keyof T]: Bound<T[K]> };
}
