import { createHmac, randomInt } from 'node:crypto';
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import type { Config } from '../../infra/config.js';
import { attemptVerificationCode, deleteVerificationCode, replaceVerificationCode } from '../../storage/repositories/verification-codes.js';
import { invalid, unavailable } from '../errors.js';
import type { Logger } from '../../infra/logger.js';
import type { Metrics } from '../../infra/metrics.js';
import type { LimiterFactory } from '../../infra/rate-limits.js';
import { networkMatcher } from '../../infra/networks.js';
import { maskMobile, mobileHint, normalizeMobile } from './mobile.js';
import type { SmsSender } from './sms.js';
import type { ServiceDeps } from '../service.js';
import type { VenueService } from '../venue/service.js';
import type { VerificationCodeSent } from './schemas.js';

/** What a code request answers: the `VerificationCodeSent` shape of the area's schemas. */
export type CodeRequestResult = VerificationCodeSent;

export interface VerificationCodes {
  /**
   * Sends a fresh code to the number. Throws 422 for a bad number; 429 within the cooldown, past the address's
   * ceiling, the number range's or the foreign country's limit, or the SMS budget.
   */
  request(rawMobile: string, ip: string, eventId?: number): Promise<CodeRequestResult>;
  /**
   * Checks a code and consumes it. Returns the E.164 number when it matched; null for an unknown number, an
   * expired, used-up or wrong code alike, so a caller cannot tell registered numbers from others.
   */
  verify(rawMobile: string, code: string): Promise<string | null>;
}

export interface VerificationCodesServiceDeps extends ServiceDeps {
  config: Config;
  sms: SmsSender;
  limiter: LimiterFactory;
  logger: Logger;
  /** The key codes are stored under (HMAC): OTP_SECRET, or the one generated and kept in the database. */
  hmacKey: string;
  metrics?: Pick<Metrics, 'smsCodes' | 'smsBudgetUsed' | 'smsBudget'>;
  /** Venue networks of events: a request naming an event, from its hall, is not counted against OTP_IP_LIMIT. */
  venue?: Pick<VenueService, 'isVenueAddress'>;
}

export function createVerificationCodes(deps: VerificationCodesServiceDeps): VerificationCodes {
  const { db, config, sms, logger, hmacKey } = deps;
  const { resendSeconds, ipLimit, ipWindowSeconds, ttlSeconds, maxAttempts, prefixLimit, prefixDigits, countryLimit, smsBudgetPerMinute, smsBudgetAlertPercent } =
    config.otp;
  const perNumber = deps.limiter('otp-number', {
    points: 1,
    duration: resendSeconds,
    message: `A code was sent to this number recently; ask again in ${resendSeconds} seconds.`,
  });
  // A ceiling only: a venue's whole hall shares one address, so the default is sized for thousands (OTP_IP_LIMIT).
  const perIp = deps.limiter('otp-ip', { points: ipLimit, duration: ipWindowSeconds, message: 'Too many code requests from this address.' });
  // SMS pumping walks through ranges of (premium) numbers: codes per range, the number without its last digits.
  const perPrefix = deps.limiter('otp-prefix', {
    points: prefixLimit,
    duration: ipWindowSeconds,
    message: 'Too many code requests for numbers in this range; try again later.',
  });
  // ...and from range to range of one foreign country: codes per country calling code (OTP_COUNTRY_LIMIT), for
  // numbers outside DEFAULT_PHONE_REGION only, so a domestic hall is never held up by it.
  const perCountry = deps.limiter('otp-country', {
    points: countryLimit,
    duration: ipWindowSeconds,
    message: 'Too many code requests for numbers of this country; try again later.',
  });
  // Every SMS costs money: one budget per minute for the whole deployment, with an alert before it is spent.
  const smsBudget = deps.limiter('otp-sms-budget', {
    points: smsBudgetPerMinute,
    duration: 60,
    message: 'Verification codes are being sent at capacity right now; try again in a minute.',
  });
  const trusted = networkMatcher(config.caps.trustedNetworks);
  deps.metrics?.smsBudget.set(smsBudgetPerMinute);
  const alertAt = Math.max(1, Math.ceil((smsBudgetPerMinute * smsBudgetAlertPercent) / 100));
  /** The E.164 number's range: every digit but the last `prefixDigits`. */
  const rangeOf = (mobile: string) => mobile.slice(0, Math.max(4, mobile.length - prefixDigits));
  const homeRegion = config.phoneRegion as CountryCode;
  const homeCallingCode = getCountryCallingCode(homeRegion);
  /**
   * The country calling code of a number outside DEFAULT_PHONE_REGION (libphonenumber's metadata); undefined for a
   * domestic one. A number the metadata places in no region is domestic when it has the home calling code (the
   * Iranian ranges `normalizeMobile` accepts beyond the metadata), foreign otherwise.
   */
  const foreignCountryOf = (mobile: string): string | undefined => {
    const parsed = parsePhoneNumberFromString(mobile);
    if (!parsed) return undefined;
    const domestic = parsed.country === undefined ? parsed.countryCallingCode === homeCallingCode : parsed.country === homeRegion;
    return domestic ? undefined : parsed.countryCallingCode;
  };

  const hash = (mobile: string, code: string) => createHmac('sha256', hmacKey).update(`${mobile}:${code}`).digest('hex');

  return {
    async request(rawMobile, ip, eventId) {
      const mobile = normalizeMobile(rawMobile);
      if (!mobile) throw invalid('mobile', `mobile must be ${mobileHint()}.`);
      // The per-address ceiling steps aside for TRUSTED_NETWORKS and for the venue networks of the event named
      // (an abuser naming an event gains nothing unless they sit in that event's hall); every other limit applies.
      const exempt = trusted(ip) || (eventId !== undefined && deps.venue !== undefined && (await deps.venue.isVenueAddress(eventId, ip)));
      if (!exempt) await perIp.consume(ip);
      await perNumber.consume(mobile);
      try {
        await perPrefix.consume(rangeOf(mobile));
        const country = foreignCountryOf(mobile);
        if (country !== undefined) await perCountry.consume(country);
        await smsBudget.consume('all');
      } catch (err) {
        // Not sent: the number keeps its cooldown budget (the refusal was about others).
        await perNumber.reset(mobile);
        logger.warn({ err: (err as Error).message }, 'sms.refused');
        deps.metrics?.smsCodes.inc({ outcome: 'refused' });
        throw err;
      }
      const used = await smsBudget.used('all');
      deps.metrics?.smsBudgetUsed.set(used);
      if (used >= alertAt) logger.warn({ used, budget: smsBudgetPerMinute }, 'sms.budget_alert');
      const code = String(randomInt(0, 100_000)).padStart(5, '0');
      const id = await replaceVerificationCode(db, mobile, hash(mobile, code), ttlSeconds);
      try {
        await sms.sendVerificationCode(mobile, code);
      } catch (err) {
        // Nothing was delivered: forget the code and give the number its cooldown back.
        await deleteVerificationCode(db, id);
        await perNumber.reset(mobile);
        logger.warn({ err: (err as Error).message, mobile: maskMobile(mobile) }, 'sms.send_failed');
        deps.metrics?.smsCodes.inc({ outcome: 'failed' });
        throw unavailable('sms_unavailable', 'The code could not be sent right now; try again shortly.', 10);
      }
      deps.metrics?.smsCodes.inc({ outcome: 'sent' });
      return { mobile: maskMobile(mobile), expires_in: ttlSeconds, retry_after: resendSeconds };
    },

    async verify(rawMobile, code) {
      const mobile = normalizeMobile(rawMobile);
      if (!mobile || !/^\d{5}$/.test(code)) return null;
      return (await attemptVerificationCode(db, mobile, hash(mobile, code), maxAttempts)) ? mobile : null;
    },
  };
}
