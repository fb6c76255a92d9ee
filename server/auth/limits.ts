import type { RateRule } from "../rate-limit";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits for the account flows. Per-account limits stop guessing one user's password from
 * many addresses; per-address limits (multiplied by IP_RATE_LIMIT_FACTOR) stop one address from
 * guessing many accounts, creating accounts in bulk or probing which e-mails are registered.
 */
export const AUTH_LIMITS = {
  failedLoginsPerAccount: { max: 5, windowSeconds: 15 * MINUTE },
  failedLoginsPerAddress: { max: 20, windowSeconds: 15 * MINUTE },
  signupsPerAddress: { max: 10, windowSeconds: HOUR },
  resetRequestsPerAddress: { max: 5, windowSeconds: HOUR },
  resetRequestsPerAccount: { max: 3, windowSeconds: HOUR },
} as const satisfies Record<string, RateRule>;

export const perAddress = (rule: RateRule, factor: number): RateRule => ({
  ...rule,
  max: rule.max * factor,
});
