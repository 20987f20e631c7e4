import { ProviderMessageRejected, type PaymentProvider } from './port.js';

export interface ZarinpalSettings {
  merchantId: string;
  /** https://payment.zarinpal.com in production (sandbox: https://sandbox.zarinpal.com; tests: a simulator). */
  apiBase: string;
  timeoutMs: number;
  /** The amount (rials) of the attempt with this authority, from Convene's own records: verify sends it back. */
  amountOf(authority: string): Promise<number | undefined>;
}

/** The callback the buyer's browser is sent back to after StartPay. */
export const ZARINPAL_CALLBACK_PATH = '/api/payments/zarinpal/callback';

interface ZarinpalAnswer {
  data?: { code?: number; authority?: string; ref_id?: number | string; message?: string } | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

const AUTHORITY = /^[A-Za-z0-9]{10,64}$/;

/** ZarinPal's error codes that mean the payment did not happen (v4 verify): the attempt failed. */
const NOT_PAID = new Set([-51, -52, -53, -54, -55]);

/**
 * `zarinpal` (CONTRACT 15), ZarinPal's v4 REST protocol: `POST /pg/v4/payment/request.json` (merchant_id, amount in
 * rials, callback_url, description) answers `code` 100 and an `authority`; the buyer is redirected to
 * `/pg/StartPay/{authority}`; ZarinPal sends the browser back to the callback with `Authority` and `Status`; Convene
 * then verifies with `POST /pg/v4/payment/verify.json` (merchant_id, authority and the attempt's own amount): 100 is
 * paid (with `ref_id`), 101 is paid and already verified (a replayed callback), an error code is a failed payment.
 * The callback's `Status` is never trusted by itself: every callback is verified.
 */
export function createZarinpalProvider(settings: ZarinpalSettings): PaymentProvider {
  const base = settings.apiBase.replace(/\/+$/, '');

  async function post(path: string, body: Record<string, unknown>): Promise<{ status: number; answer: ZarinpalAnswer }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      throw new Error(`zarinpal ${path} failed: ${err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network error'}`);
    }
    let answer: ZarinpalAnswer = {};
    try {
      answer = (await res.json()) as ZarinpalAnswer;
    } catch {
      /* a 5xx page without JSON */
    }
    return { status: res.status, answer };
  }

  const dataOf = (a: ZarinpalAnswer) => (a.data && !Array.isArray(a.data) ? a.data : undefined);
  const errorCode = (a: ZarinpalAnswer) => (a.errors && !Array.isArray(a.errors) && typeof a.errors.code === 'number' ? a.errors.code : undefined);

  return {
    name: 'zarinpal',
    async create(input) {
      const { status, answer } = await post('/pg/v4/payment/request.json', {
        merchant_id: settings.merchantId,
        amount: input.amount,
        currency: 'IRR',
        callback_url: `${input.baseUrl}${ZARINPAL_CALLBACK_PATH}`,
        description: `Order ${input.orderCode}`,
        metadata: { order_id: input.orderCode },
      });
      const data = dataOf(answer);
      if (status >= 500 || data?.code !== 100 || typeof data.authority !== 'string' || !AUTHORITY.test(data.authority)) {
        throw new Error(`zarinpal payment request refused: http ${status}, code ${data?.code ?? errorCode(answer) ?? 'none'}`);
      }
      return { reference: data.authority, status: 'pending', action: { type: 'redirect', url: `${base}/pg/StartPay/${data.authority}` } };
    },
    async confirm(message) {
      const authority = message.query?.Authority;
      if (typeof authority !== 'string' || !AUTHORITY.test(authority)) throw new ProviderMessageRejected('Not a ZarinPal callback.');
      const amount = await settings.amountOf(authority);
      // Unknown to Convene: the service answers 404 for the reference without asking ZarinPal.
      if (amount === undefined) return { reference: authority, outcome: 'failed' };
      const { status, answer } = await post('/pg/v4/payment/verify.json', { merchant_id: settings.merchantId, amount, authority });
      const data = dataOf(answer);
      if (data?.code === 100 || data?.code === 101) return { reference: authority, outcome: 'confirmed', amount };
      const code = errorCode(answer);
      if (status < 500 && code !== undefined && NOT_PAID.has(code)) return { reference: authority, outcome: 'failed' };
      throw new Error(`zarinpal verify failed: http ${status}, code ${code ?? data?.code ?? 'none'}`);
    },
    /**
     * ZarinPal's v4 REST protocol has no refund call (refunds go through the merchant panel or its separate GraphQL
     * API with an access token): the refund is recorded `pending` for the organizer to carry out there.
     */
    async refund() {
      return { status: 'pending' };
    },
  };
}
