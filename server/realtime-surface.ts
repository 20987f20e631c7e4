import { EXHIBITOR_PUSHES } from './exhibitors/schemas.js';
import { MEETING_PUSHES } from './meetings/schemas.js';
import { NETWORKING_COMMANDS, NETWORKING_PUSHES } from './networking/schemas.js';
import { QA_COMMANDS, QA_PUSHES } from './qa/schemas.js';
import { ORGANIZER_OPS_COMMANDS, ORGANIZER_OPS_PUSHES } from './organizer-ops/schemas.js';
import { SALES_COMMANDS, SALES_PUSHES } from './sales/schemas.js';
import type { AudienceTargets, CommandDeclaration, PayloadOf, PushDeclaration } from './realtime.js';
import { SESSION_PUSHES } from './sessions/pushes.js';

/**
 * Every area's realtime declarations side by side (each declared once, in its area's schemas.ts). The domain
 * needs them for the Notifier's types (server/ports.ts); realtime/catalog.ts builds the catalogue from them (event
 * maps, AsyncAPI, socket parsing, client types). A new area adds its two objects here; a new push or command does not.
 */
const areas = {
  pushes: [NETWORKING_PUSHES, SESSION_PUSHES, MEETING_PUSHES, QA_PUSHES, SALES_PUSHES, EXHIBITOR_PUSHES, ORGANIZER_OPS_PUSHES],
  commands: [NETWORKING_COMMANDS, QA_COMMANDS, SALES_COMMANDS, ORGANIZER_OPS_COMMANDS],
} as const;

/** One object from several, refusing a name declared twice (a later area would silently replace the earlier's). */
function merge<T extends object>(parts: readonly T[], what: string): T {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, declaration] of Object.entries(part)) {
      if (Object.hasOwn(out, name)) throw new Error(`The ${what} "${name}" is declared twice.`);
      out[name] = declaration;
    }
  }
  return out as T;
}

type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]] ? H & Merged<R> : unknown;

export type DomainPushes = Merged<typeof areas.pushes>;
export type DomainCommands = Merged<typeof areas.commands>;
export const DOMAIN_PUSHES = merge<Record<string, PushDeclaration>>(areas.pushes, 'push') as DomainPushes & Record<string, PushDeclaration>;
export const DOMAIN_COMMANDS = merge<Record<string, CommandDeclaration>>(areas.commands, 'socket command') as DomainCommands & Record<string, CommandDeclaration>;

export type PushName = keyof DomainPushes & string;
export type CommandName = keyof DomainCommands & string;
/** The payload a push carries (from its declared schema). */
export type PushPayload<E extends PushName> = DomainPushes[E] extends PushDeclaration ? PayloadOf<DomainPushes[E]> : never;
/** What a push names to reach its declared audience. */
export type PushTarget<E extends PushName> = DomainPushes[E] extends { audience: infer A extends keyof AudienceTargets } ? AudienceTargets[A] : never;
