// The range of light a phone photo of nails may be taken in, beside the light a well-exposed,
// neutral photo would have: what the color names allow for (./color-names) and what the
// evaluation's phone-like perturbation draws from (server/fit/phone-like.ts). One home, so the
// match is never judged on a wider range than it was built for without anyone saying so.
export const PHONE_LIGHT = {
  /** White balance: red gain up to 1 + warmth and blue gain down to 1 − warmth, or the reverse. */
  warmth: 0.06,
  /** Exposure: lightness from 1 − exposure to 1 + exposure of the well-exposed photo's. */
  exposure: 0.15,
} as const;
