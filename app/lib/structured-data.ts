import type { ArtistPublic } from "~/core/artists/types";

/**
 * What search engines read about an artist's page: a schema.org BeautySalon (a LocalBusiness)
 * built from public fields only. Contact details stay out, as they stay behind sign-in on the
 * page; so does the rating, which has no count of reviews behind it.
 */
export function artistStructuredData(
  artist: Pick<ArtistPublic, "displayName" | "bio" | "city" | "state" | "styles">,
  page: { url: string; imageUrl?: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BeautySalon",
    name: artist.displayName,
    url: page.url,
    ...(page.imageUrl ? { image: page.imageUrl } : {}),
    ...(artist.bio ? { description: artist.bio } : {}),
    ...(artist.city || artist.state
      ? {
          address: {
            "@type": "PostalAddress",
            ...(artist.city ? { addressLocality: artist.city } : {}),
            ...(artist.state ? { addressRegion: artist.state } : {}),
            addressCountry: "US",
          },
        }
      : {}),
    ...(artist.styles.length ? { knowsAbout: artist.styles } : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: "<" is escaped so no text an artist wrote
 * (a bio containing "</script>") can end the element early.
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
