import type { Routes } from '../../route.js';
import { dataOf, errorBody } from '../../schemas.js';
import { verificationCodeRequest, verificationCodeSent } from '../../../server/identity/schemas.js';

/** `POST /mobile/verification-codes`, served under both {api_url} and {connect_url}. */
export function verificationCodeRoutes(routes: Routes): void {
  routes.add({
    method: 'post',
    path: '/mobile/verification-codes',
    summary: 'Send a 5-digit login code by SMS',
    description:
      'The code is valid for 2 minutes, single use, and dies after 5 wrong tries. One code per number per `OTP_RESEND_SECONDS` (429 with Retry-After), `OTP_PREFIX_LIMIT` per number range and `OTP_COUNTRY_LIMIT` per foreign country (numbers outside `DEFAULT_PHONE_REGION`), both for numbers Convene does not know only (known: a valid ticket of an event not yet over, an organization membership, an earlier login), `OTP_IP_LIMIT` per address per 10 minutes (not counted for `TRUSTED_NETWORKS`, nor for the venue networks of the `event_id` sent), none for an address refused for spraying wrong codes across numbers (`OTP_SPRAY_DAILY_LIMIT`, docs/identity.md), and `SMS_BUDGET_PER_MINUTE` codes per minute for the whole deployment (each 429 with Retry-After).',
    operationId: routes.base === '/connect' ? 'sendConnectVerificationCode' : 'sendVerificationCode',
    tags: ['Identity'],
    auth: 'none',
    body: verificationCodeRequest,
    responses: {
      201: { description: 'Code sent', schema: dataOf(verificationCodeSent) },
      429: { description: 'Too soon for this number, or too many requests from this address, for this number range or this foreign country, an address refused for spraying, or past the SMS budget', schema: errorBody },
      503: { description: 'The SMS gateway could not be reached', schema: errorBody },
    },
    async handler({ body, req }) {
      const sent = await routes.ctx.codes.request(body.mobile, req.ip ?? 'unknown', body.event_id, req.get('accept-language'));
      return { status: 201, body: { data: sent } };
    },
  });
}
