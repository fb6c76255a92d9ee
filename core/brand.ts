/** What the UI needs to know about the deployment's brand. Values come from server config. */
export interface Brand {
  name: string;
  supportEmail: string;
  /** The photo-sharing service. */
  instagramUrl: string;
  /** The short-video service. */
  tiktokUrl: string;
  /** The professional network (About page contact). */
  linkedinUrl: string;
  /** Public origin of the deployment, without a trailing slash. */
  publicUrl: string;
}

/** Defaults for a deployment that sets nothing; server/config.ts is the one place that applies them. */
export const DEFAULT_BRAND: Omit<Brand, "publicUrl"> = {
  name: "NailMatch",
  supportEmail: "support@nailmatch.example",
  instagramUrl: "https://www.instagram.com/nailmatch",
  tiktokUrl: "https://www.tiktok.com/@nailmatch",
  linkedinUrl: "https://www.linkedin.com/company/nailmatch",
};
