import { randomCode } from '../rules.js';
import { ProviderMessageRejected, type PaymentProvider } from './port.js';

/** The marker the organizer's confirm-payment route puts on its message (no outside party can send one). */
export const MANUAL_CONFIRMATION = 'organizer_confirmed';

/**
 * `manual` (CONTRACT 15): bank transfer or pay at the door. The attempt is pending with no `action`; the order holds
 * its places for MANUAL_HOLD_HOURS and an organizer confirms it (`POST /events/{slug}/orders/{code}/confirm-payment`).
 * A refund moves no money here: it is recorded as done (the organizer pays it back themselves).
 */
export function createManualProvider(holdHours: number): PaymentProvider {
  return {
    name: 'manual',
    holdMinutes: holdHours * 60,
    async create() {
      return { reference: `mn_${randomCode(24)}`, status: 'pending', action: null };
    },
    async confirm(message) {
      const reference = message.params?.reference;
      if (!reference || message.params?.by !== MANUAL_CONFIRMATION) throw new ProviderMessageRejected('Not an organizer’s confirmation.');
      return { reference, outcome: 'confirmed' };
    },
    async refund() {
      return { status: 'done' };
    },
  };
}
