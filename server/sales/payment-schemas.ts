import { z } from 'zod';

/** REST shapes of refunds, invoices and the provider callbacks (CONTRACT 15); the routes: gateway/routes/api/payments.ts. */

export const REFUND_TICKETS_MAX = 100;

export const refundCreate = z
  .object({
    amount: z.number().int().min(1).max(2_147_483_647).optional(),
    ticket_codes: z.array(z.string().min(1).max(64)).min(1).max(REFUND_TICKETS_MAX).optional(),
  })
  .strict();

export const refund = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    status: z.enum(['pending', 'done', 'failed']),
    provider: z.string(),
    ticket_codes: z.array(z.string()),
    credit_note: z.string().nullable().meta({ description: 'The credit note’s number (null when the order has no invoice or the refund failed).' }),
    created_at: z.string(),
  })
  .meta({ id: 'Refund' });

const party = z.object({ legal_name: z.string().nullable(), address: z.string().nullable(), tax_id: z.string().nullable(), name: z.string() });

export const invoice = z
  .object({
    number: z.string().meta({ example: 'INV-2026-000001' }),
    kind: z.enum(['invoice', 'credit_note']),
    order_code: z.string(),
    issued_at: z.string(),
    seller: party,
    buyer: z.object({ name: z.string(), surname: z.string(), company: z.string().nullable(), tax_id: z.string().nullable(), email: z.string() }),
    lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), unit_price: z.number().int(), discount: z.number().int(), amount: z.number().int(), tax: z.number().int() })),
    total: z.number().int(),
    tax: z.number().int(),
    currency: z.string(),
    invoice_number: z.string().nullable(),
    credit_notes: z.array(z.object({ number: z.string(), issued_at: z.string(), total: z.number().int(), tax: z.number().int() })),
  })
  .meta({ id: 'Invoice' });

export const refundWebhookData = z
  .object({
    event: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    order: z.object({ code: z.string(), total: z.number().int(), refunded_total: z.number().int(), currency: z.string() }),
    refund: z.object({ id: z.number().int(), amount: z.number().int(), status: z.enum(['pending', 'done', 'failed']), provider: z.string() }),
  })
  .meta({ id: 'RefundWebhookData' });

export const zarinpalCallbackQuery = z.object({
  Authority: z.string().max(64).optional(),
  Status: z.string().max(10).optional(),
});
