// The Terms of Service and Privacy Policy pages' shared words (decision 0054). Their addresses,
// titles and links are in core/site-nav.ts (the footer shows them on every page); the pages' own
// text is in app/routes/terms.tsx and app/routes/privacy.tsx.

export const LEGAL_COPY = {
  /** The date both pages were last changed: change it with either page's text. */
  lastUpdated: "Last updated: December 2, 2026",
  /** The sign-up form's line, before its two links. */
  signupAgreement: "By creating an account you agree to our",
  /** What the team does with reports (the moderation tools, docs/OPERATIONS.md "Requests"). */
  moderation:
    "Reported reviews, messages and profiles are reviewed by our team, who may hide content or suspend an account.",
} as const;
