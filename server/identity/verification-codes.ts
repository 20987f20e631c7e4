import { createHmac, randomInt } from 'node:crypto';
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import type { Config } from '../../infra/config.js';
import { attemptVerificationCode, deleteVerificationCode, mobileFacts, replaceVerificationCode } from '../../storage/repositories/verification-codes.js';
import { invalid, rateLimited, unavailable } from '../errors.js';
import type { Logger } from '../../infra/logger.js';
import type { Metrics } from '../../infra/metrics.js';
import type { ProviderHealth } from '../../infra/provider-health.js';
import type { LimiterFactory } from '../../infra/rate-limits.js';
import { addressSubject, networkMatcher } from '../../infra/networks.js';
import { maskMobile, mobileHint, normalizeMobile } from './mobile.js';
import type { SmsSender } from './sms.js';
import { requestLocale } from '../locale.js';
import type { ServiceDeps } from '../service.js';
import type { VenueService } from '../venue/service.js';
import type { VerificationCodeSent } from './schemas.js';

/** What a code request answers: the `VerificationCodeSent` shape of the area's schemas. */
export type CodeRequestResult = VerificationCodeSent;

/** One guess at a code, admitted (or not) by the address's spraying budget (`admitGuess`). */
export interface GuessAdmission {
  /** 0: the guess may be checked (one wrong code of the address's budget is held for it); else seconds to wait. */
  retryAfter: number;
  /**
   * What the guess turned out to be: `wrong` keeps the held point; `right` gives it back together with `forgive`
   * earlier wrong codes of the same number from the same address (a typo, corrected); `void` (no code was checked,
   * or the code was right but the grant refused for another reason) gives it back.
   */
  settle(outcome: 'wrong' | 'right' | 'void', forgive?: number): Promise<void>;
}

export interface VerificationCodes {
  /**
   * Sends a fresh code to the number. Throws 422 for a bad number; 429 within the cooldown, past the address's
   * ceiling, the number range's or the foreign country's limit, or the SMS budget.
   */
  /** `acceptLanguage`: the request's header; the code's text is in the user's saved language, else that one. */
  request(rawMobile: string, ip: string, eventId?: number, acceptLanguage?: string): Promise<CodeRequestResult>;
  /**
   * Checks a code and consumes it. Returns the E.164 number when it matched; null for an unknown number, an
   * expired, used-up or wrong code alike, so a caller cannot tell registered numbers from others.
   */
  verify(rawMobile: string, code: string): Promise<string | null>;
  /**
   * Spraying (issue 44): wrong codes counted per acting address across numbers. Before a code is checked, one point
   * of the address's budgets (OTP_SPRAY_SLOW_LIMIT per 10 minutes, OTP_SPRAY_DAILY_LIMIT per day) is taken, so
   * concurrent guesses cannot all slip past a check; TRUSTED_NETWORKS, and the venue networks of the event named,
   * are not counted (their guesses stay throttled per number and per address and number).
   */
  admitGuess(ip: string, eventId?: number): Promise<GuessAdmission>;
}

export interface VerificationCodesServiceDeps extends ServiceDeps {
  config: Config;
  sms: SmsSender;
  limiter: LimiterFactory;
  logger: Logger;
  /** The key codes are stored under (HMAC): OTP_SECRET, or the one generated and kept in the database. */
  hmacKey: string;
  metrics?: Pick<Metrics, 'smsCodes' | 'smsBudgetUsed' | 'smsBudget'>;
  /** What `/readyz` says of the SMS provider. */
  health?: ProviderHealth;
  /** Venue networks of events: a request naming an event, from its hall, is not counted against OTP_IP_LIMIT. */
  venue?: Pick<VenueService, 'isVenueAddress'>;
}

export function createVerificationCodes(deps: VerificationCodesServiceDeps): VerificationCodes {
  const { db, config, sms, logger, hmacKey } = deps;
  const {
    resendSeconds,
    ipLimit,
    ipWindowSeconds,
    ttlSeconds,
    maxAttempts,
    prefixLimit,
    prefixDigits,
    countryLimit,
    spraySlowLimit,
    sprayDailyLimit,
    smsBudgetPerMinute,
    smsBudgetAlertPercent,
  } = config.otp;
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
  // Spraying: wrong codes across numbers per acting address (Auth0's suspicious-IP throttling, with its allow-list
  // of NAT addresses as TRUSTED_NETWORKS and venue networks). First slowed (a 10-minute budget), then refused for
  // the day; a refused address also gets no new codes, so it stops costing SMS.
  const spraySlow = deps.limiter('otp-spray-slow', { points: spraySlowLimit, duration: 600 });
  const sprayDay = deps.limiter('otp-spray-day', { points: sprayDailyLimit, duration: 86_400 });
  const SPRAY_REFUSED = 'Too many wrong codes from this address for different numbers; try again after Retry-After seconds.';
  const trusted = networkMatcher(config.caps.trustedNetworks);
  /** Addresses whose per-address budgets step aside: TRUSTED_NETWORKS, and the hall of the event named. */
  const exemptAddress = async (ip: string, eventId: number | undefined) =>
    trusted(ip) || (eventId !== undefined && deps.venue !== undefined && (await deps.venue.isVenueAddress(eventId, ip)));
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
    async request(rawMobile, ip, eventId, acceptLanguage) {
      const mobile = normalizeMobile(rawMobile);
      if (!mobile) throw invalid('mobile', `mobile must be ${mobileHint()}.`);
      // The per-address ceiling steps aside for TRUSTED_NETWORKS and for the venue networks of the event named
      // (an abuser naming an event gains nothing unless they sit in that event's hall); every other limit applies.
      if (!(await exemptAddress(ip, eventId))) {
        // An address refused for spraying gets no codes either (the same Retry-After as its guesses).
        const refused = await sprayDay.blockedFor(addressSubject(ip));
        if (refused > 0) {
          logger.warn({ address: addressSubject(ip) }, 'otp.spray_refused');
          throw rateLimited(refused, SPRAY_REFUSED);
        }
        await perIp.consume(ip);
      }
      await perNumber.consume(mobile);
      let known: boolean;
      let savedLocale: string | null;
      try {
        ({ known, locale: savedLocale } = await mobileFacts(db, mobile));
      } catch (err) {
        await perNumber.reset(mobile);
        throw err;
      }
      try {
        // Numbers Convene knows (tickets, memberships, earlier logins) are not what pumping walks: only unknown
        // numbers count against the range and country limits.
        if (!known) {
          await perPrefix.consume(rangeOf(mobile));
          const country = foreignCountryOf(mobile);
          if (country !== undefined) await perCountry.consume(country);
        }
        await smsBudget.consume('all');
      } catch (err) {
        // Not sent: the number keeps its cooldown budget (the refusal was about others).
        await perNumber.reset(mobile);
        logger.warn({ err: (err as Error).message }, 'sms.refused');
        deps.metrics?.smsCodes.inc({ outcome: 'refused', driver: config.sms.driver });
        throw err;
      }
      const used = await smsBudget.used('all');
      deps.metrics?.smsBudgetUsed.set(used);
      if (used >= alertAt) logger.warn({ used, budget: smsBudgetPerMinute }, 'sms.budget_alert');
      const code = String(randomInt(0, 100_000)).padStart(5, '0');
      const id = await replaceVerificationCode(db, mobile, hash(mobile, code), ttlSeconds);
      try {
        await sms.sendVerificationCode(mobile, code, requestLocale(savedLocale, acceptLanguage, config.defaultLocale));
      } catch (err) {
        // Nothing was delivered: forget the code and give the number its cooldown back.
        await deleteVerificationCode(db, id);
        await perNumber.reset(mobile);
        logger.warn({ err: (err as Error).message, mobile: maskMobile(mobile) }, 'sms.send_failed');
        deps.metrics?.smsCodes.inc({ outcome: 'failed', driver: config.sms.driver });
        deps.health?.failed('sms', (err as Error).message);
        throw unavailable('sms_unavailable', 'The code could not be sent right now; try again shortly.', 10);
      }
      deps.metrics?.smsCodes.inc({ outcome: 'sent', driver: config.sms.driver });
      deps.health?.ok('sms');
      return { mobile: maskMobile(mobile), expires_in: ttlSeconds, retry_after: resendSeconds };
    },

    async verify(rawMobile, code) {
      const mobile = normalizeMobile(rawMobile);
      if (!mobile || !/^\d{5}$/.test(code)) return null;
      return (await attemptVerificationCode(db, mobile, hash(mobile, code), maxAttempts)) ? mobile : null;
    },

    async admitGuess(ip, eventId) {
      if (await exemptAddress(ip, eventId)) return { retryAfter: 0, settle: async () => undefined };
      const key = addressSubject(ip);
      const day = await sprayDay.tryConsume(key);
      if (day > 0) {
        logger.warn({ address: key }, 'otp.spray_refused');
        return { retryAfter: day, settle: async () => undefined };
      }
      const slow = await spraySlow.tryConsume(key);
      if (slow > 0) {
        await sprayDay.give(key);
        logger.warn({ address: key }, 'otp.spray_slowed');
        return { retryAfter: slow, settle: async () => undefined };
      }
      let settled = false;
      return {
        retryAfter: 0,
        async settle(outcome, forgive = 0) {
          if (settled) return;
          settled = true;
          if (outcome === 'wrong') return;
          const back = 1 + (outcome === 'right' ? Math.max(0, forgive) : 0);
          await Promise.all([sprayDay.give(key, back), spraySlow.give(key, back)]);
        },
      };
    },
  };
}
