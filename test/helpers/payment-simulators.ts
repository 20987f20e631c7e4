import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Payment providers on loopback, speaking the documented protocols the production code calls (the providers cannot
 * be reached from here). Each can be told to answer 5xx or to hang for the next requests on a path (`fault`).
 * What they leave untested: 3-D Secure and other browser steps, and a live account's own checks (docs/sales.md).
 */

export interface Fault {
  path: string;
  kind: 'status' | 'hang';
  status?: number;
  times: number;
}

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

abstract class Simulator {
  readonly requests: Recorded[] = [];
  private faults: Fault[] = [];
  private readonly hanging = new Set<ServerResponse>();
  protected server!: Server;
  url = '';

  fault(path: string, kind: 'status' | 'hang', times = 1, status = 500): void {
    this.faults.push({ path, kind, status, times });
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = (req.url ?? '/').split('?')[0]!;
        const body = Buffer.concat(chunks).toString('utf8');
        this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
        const f = this.faults.find((x) => x.times > 0 && path.startsWith(x.path));
        if (f) {
          f.times--;
          if (f.kind === 'hang') {
            this.hanging.add(res);
            return;
          }
          res.writeHead(f.status ?? 500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'api_error', message: 'simulated outage' } }));
          return;
        }
        try {
          const { status, json } = this.handle(req.method ?? 'GET', path, req.headers, body, req.url ?? '/');
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` }).end(JSON.stringify(json));
        } catch (err) {
          res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: String(err) } }));
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  count(path: string): number {
    return this.requests.filter((r) => r.path === path).length;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  protected abstract handle(method: string, path: string, headers: IncomingMessage['headers'], body: string, url: string): { status: number; json: unknown };
}

export interface SimIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/**
 * Stripe's REST API as `stripe-node` calls it: `POST /v1/payment_intents` and `POST /v1/refunds` (form-encoded,
 * `Authorization: Bearer sk_…`, `Idempotency-Key` honoured: the same key answers the same object), and webhook
 * events signed with `stripe.webhooks.generateTestHeaderString`, so Convene's `constructEvent` check runs unchanged.
 */
export class StripeSimulator extends Simulator {
  readonly intents = new Map<string, SimIntent>();
  readonly refunds: Array<{ id: string; payment_intent: string; amount: number; status: string }> = [];
  private readonly byKey = new Map<string, unknown>();
  private readonly signer = new Stripe('sk_test_signer');
  refundStatus: 'succeeded' | 'pending' | 'failed' = 'succeeded';

  constructor(
    readonly secretKey: string,
    readonly webhookSecret: string,
  ) {
    super();
  }

  protected handle(method: string, path: string, headers: IncomingMessage['headers'], body: string) {
    if (headers.authorization !== `Bearer ${this.secretKey}`) {
      return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
    }
    const key = headers['idempotency-key'];
    const cacheKey = typeof key === 'string' ? `${path}:${key}` : undefined;
    if (cacheKey && this.byKey.has(cacheKey)) return { status: 200, json: this.byKey.get(cacheKey) };
    const form = new URLSearchParams(body);
    let json: unknown;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 1) return { status: 400, json: { error: { type: 'invalid_request_error', param: 'amount', message: 'Invalid amount.' } } };
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: SimIntent = { id, object: 'payment_intent', amount, amount_received: 0, currency: form.get('currency') ?? 'usd', status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`, metadata };
      this.intents.set(id, intent);
      json = intent;
    } else if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(form.get('payment_intent') ?? '');
      if (!intent) return { status: 404, json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent.' } } };
      const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount_received;
      const refunded = this.refunds.filter((r) => r.payment_intent === intent.id && r.status !== 'failed').reduce((n, r) => n + r.amount, 0);
      if (amount + refunded > intent.amount_received) return { status: 400, json: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount.' } } };
      const refund = { id: `re_${randomBytes(12).toString('hex')}`, object: 'refund', payment_intent: intent.id, amount, status: this.refundStatus };
      this.refunds.push(refund);
      json = refund;
    } else {
      return { status: 404, json: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
    }
    if (cacheKey) this.byKey.set(cacheKey, json);
    return { status: 200, json };
  }

  /** The buyer pays with Stripe.js (what 3-D Secure and the card form do is not simulated). */
  pay(intentId: string, amount?: number): SimIntent {
    const intent = this.intents.get(intentId)!;
    intent.status = 'succeeded';
    intent.amount_received = amount ?? intent.amount;
    return intent;
  }

  /** A webhook event for an intent: its body and its `Stripe-Signature` (signed with `secret`, default the right one). */
  event(type: string, object: Record<string, unknown>, secret = this.webhookSecret): { payload: string; signature: string; id: string } {
    const id = `evt_${randomBytes(12).toString('hex')}`;
    const payload = JSON.stringify({ id, object: 'event', api_version: '2025-08-27.basil', created: Math.floor(Date.now() / 1000), type, data: { object }, livemode: false, pending_webhooks: 1 });
    return { payload, signature: this.signer.webhooks.generateTestHeaderString({ payload, secret }), id };
  }
}

/**
 * ZarinPal's v4 REST protocol: `POST /pg/v4/payment/request.json` (code 100 and an authority),
 * `GET /pg/StartPay/{authority}` (the buyer's page: `pay` marks it paid), and `POST /pg/v4/payment/verify.json`
 * (100 with `ref_id` the first time, 101 when verified before, -50 another amount, -51 not paid, -54 unknown
 * authority, -9 a wrong merchant id).
 */
export class ZarinpalSimulator extends Simulator {
  readonly payments = new Map<string, { amount: number; callback_url: string; paid: boolean; verified: boolean; ref_id: number }>();
  private refs = 201;

  constructor(readonly merchantId: string) {
    super();
  }

  protected handle(method: string, path: string, _headers: IncomingMessage['headers'], body: string) {
    const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
    const error = (code: number, message: string) => ({ status: code === -9 ? 422 : 200, json: { data: [], errors: { code, message, validations: [] } } });
    if (method === 'POST' && (path === '/pg/v4/payment/request.json' || path === '/pg/v4/payment/verify.json') && input.merchant_id !== this.merchantId) {
      return error(-9, 'The input params invalid, validation error.');
    }
    if (method === 'POST' && path === '/pg/v4/payment/request.json') {
      if (typeof input.amount !== 'number' || input.amount < 1000) return error(-9, 'The amount must be at least 1000 rials.');
      const authority = `A${'0'.repeat(8)}${randomBytes(14).toString('hex').toUpperCase()}`.slice(0, 36);
      this.payments.set(authority, { amount: input.amount, callback_url: String(input.callback_url), paid: false, verified: false, ref_id: this.refs++ });
      return { status: 200, json: { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] } };
    }
    if (method === 'POST' && path === '/pg/v4/payment/verify.json') {
      const p = this.payments.get(String(input.authority));
      if (!p) return error(-54, 'Invalid authority.');
      if (!p.paid) return error(-51, 'Session is not valid, session is not active paid try.');
      if (input.amount !== p.amount) return error(-50, 'Session is not valid, amounts values is not the same.');
      const code = p.verified ? 101 : 100;
      p.verified = true;
      return { status: 200, json: { data: { code, message: code === 100 ? 'Paid' : 'Verified', card_hash: 'H', card_pan: '502229******5995', ref_id: p.ref_id, fee_type: 'Merchant', fee: 0 }, errors: [] } };
    }
    return { status: 404, json: { data: [], errors: { code: -404, message: 'Not found' } } };
  }

  /** The buyer pays on StartPay: the callback URL ZarinPal sends the browser back to. */
  pay(authority: string, outcome: 'OK' | 'NOK' = 'OK'): string {
    const p = this.payments.get(authority)!;
    if (outcome === 'OK') p.paid = true;
    const u = new URL(p.callback_url);
    u.searchParams.set('Authority', authority);
    u.searchParams.set('Status', outcome);
    return u.pathname + u.search;
  }
}
