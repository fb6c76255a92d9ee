import type { RateRule } from "../rate-limit";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits for the account flows (docs/decisions/0009). Failed logins count per account and
 * address pair (one address guessing one password: 5 tries), per account from every address (a
 * looser ceiling: many addresses guessing one password) and per address (one address guessing
 * many accounts). A stranger's failures thus lock the stranger out, not the account's owner.
 * Sign-ups count successes per address; refused attempts (probing which usernames and e-mails
 * exist) have their own, larger allowance. Per-address limits are multiplied by
 * IP_RATE_LIMIT_FACTOR.
 */
export const AUTH_LIMITS = {
  failedLoginsPerAccountAndAddress: { max: 5, windowSeconds: 15 * MINUTE },
  failedLoginsPerAccount: { max: 50, windowSeconds: HOUR },
  failedLoginsPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
  signupsPerAddress: { max: 10, windowSeconds: HOUR },
  refusedSignupsPerAddress: { max: 60, windowSeconds: HOUR },
  resetRequestsPerAddress: { max: 5, windowSeconds: HOUR },
  resetRequestsPerAccount: { max: 3, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

export const perAddress = (rule: RateRule, factor: number): RateRule => ({
  ...rule,
  max: rule.max * factor,
});
