// The Terms of Service and Privacy Policy pages (decision 0054): their addresses, titles and the
// words that link to them (the footer, the sign-up form), written once. The pages' own text is in
// app/routes/terms.tsx and app/routes/privacy.tsx.

export const TERMS_PATH = "/terms";
export const PRIVACY_PATH = "/privacy";

export const LEGAL_COPY = {
  termsTitle: "Terms of Service",
  privacyTitle: "Privacy Policy",
  /** The date both pages were last changed: change it with either page's text. */
  lastUpdated: "Last updated: December 2, 2026",
  /** The sign-up form's line, before its two links. */
  signupAgreement: "By creating an account you agree to our",
  /** Where the service is offered (the footer and both pages). */
  usOnly: "Currently available only in the US.",
  /** What the team does with reports (the moderation tools, docs/OPERATIONS.md "Requests"). */
  moderation:
    "Reported reviews, messages and profiles are reviewed by our team, who may hide content or suspend an account.",
} as const;

/** The two pages as links, in the order the footer and the sign-up form list them. */
export const LEGAL_LINKS = [
  { to: TERMS_PATH, label: LEGAL_COPY.termsTitle },
  { to: PRIVACY_PATH, label: LEGAL_COPY.privacyTitle },
] as const;
