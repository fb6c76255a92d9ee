import type { ArtistPublic } from "~/core/artists/types";
import { ratingText, type ArtistReviewsView } from "~/core/reviews";

/** Reviews given in full to search engines (the rest are counted in the aggregate). */
const LATEST_REVIEWS = 3;

/**
 * What search engines read about an artist's page: a schema.org BeautySalon (a LocalBusiness)
 * built from public fields only. Contact details stay out, as they stay behind sign-in on the
 * page. A rating is told only with the reviews behind it (decision 0032).
 */
export function artistStructuredData(
  artist: Pick<ArtistPublic, "displayName" | "bio" | "city" | "state" | "styles">,
  page: { url: string; imageUrl?: string },
  reviews?: ArtistReviewsView | null,
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
    // Only real reviews: an artist without any has no rating to tell.
    ...(reviews && reviews.average !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: ratingText(reviews.average),
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.reviews.slice(0, LATEST_REVIEWS).map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.body,
            reviewRating: {
              "@type": "Rating",
              ratingValue: review.stars,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
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
