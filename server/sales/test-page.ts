import type { TestPaymentView } from './service.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The `test` provider's sandbox page: what is being paid, and Pay / Fail buttons while the attempt is open. */
export function testPaymentPage(view: TestPaymentView): string {
  // A canceled attempt (its order's hold ended) can still be paid here: that is how a late payment is tried.
  const open = view.status === 'created' || view.status === 'pending' || view.status === 'canceled';
  const action = (outcome: 'pay' | 'fail', label: string) =>
    `<form method="post" action="/api/payments/test/${escapeHtml(view.reference)}/${outcome}"><button type="submit" name="outcome" value="${outcome}">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Convene test payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin-inline-end:1rem}button{font-size:1.1rem;padding:.5rem 1.5rem}</style>
</head><body>
<h1>Test payment</h1>
<p>This is Convene's sandbox: no money moves.</p>
<p><bdi>${escapeHtml(view.event_name)}</bdi>, order <code>${escapeHtml(view.order_code)}</code>: <strong>${view.amount} ${escapeHtml(view.currency)}</strong></p>
<p>Payment: <strong id="status">${view.status}</strong>; order: <strong id="order-status">${view.order_status}</strong></p>
${view.status === 'canceled' ? '<p>The order’s hold ended: paying now is a late payment (honoured if the places are still free, else refunded).</p>' : ''}
${open ? `${action('pay', 'Pay')}${action('fail', 'Fail')}` : '<p>This attempt is settled.</p>'}
${view.advertising ? '<p>This pays a retargeting order (advertising).</p>' : `<p><a href="/app/#/order/${encodeURIComponent(view.order_code)}">Back to the order</a></p>`}
</body></html>`;
}
