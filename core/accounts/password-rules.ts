// What a new password must hold, apart from the sign-up schema (core/accounts/validation.ts) so
// that the forms' list of rules loads no Zod.

export const PASSWORD_MIN_LENGTH = 8;

/** What a new password must hold besides its length (one home for the schema and the list). */
export const PASSWORD_HAS = {
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  number: /\p{N}/u,
  special: /[^\p{L}\p{N}]/u,
} as const;

/** What a new password needs, as the forms list it up front, each ticked once it is met. */
export const PASSWORD_RULES: ReadonlyArray<{ label: string; met: (password: string) => boolean }> =
  [
    {
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      met: (p) => p.length >= PASSWORD_MIN_LENGTH,
    },
    { label: "A lowercase letter", met: (p) => PASSWORD_HAS.lowercase.test(p) },
    { label: "An uppercase letter", met: (p) => PASSWORD_HAS.uppercase.test(p) },
    { label: "A number", met: (p) => PASSWORD_HAS.number.test(p) },
    { label: "A special character", met: (p) => PASSWORD_HAS.special.test(p) },
  ];
