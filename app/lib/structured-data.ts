import type { ArtistPublic } from "~/core/artists/types";
import { ratingText, type ArtistReviewsView } from "~/core/reviews";
import { SERVICES_HEADING, type MenuSummary, type Service } from "~/core/artists/services";

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
  services: readonly Service[] = [],
  /** The whole menu, when `services` is only its start (a long menu). */
  menu?: MenuSummary,
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
    ...(menu && menu.count > services.length
      ? { makesOffer: menuOffer(menu) }
      : services.length
        ? { hasOfferCatalog: offerCatalog(services) }
        : {}),
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

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A long menu as one AggregateOffer: its lowest and highest price and how many services. */
const menuOffer = ({ count, lowCents, highCents }: MenuSummary) => ({
  "@type": "AggregateOffer",
  name: SERVICES_HEADING,
  offerCount: count,
  lowPrice: dollars(lowCents),
  highPrice: dollars(highCents),
  priceCurrency: "USD",
});

/**
 * The service menu as schema.org offers: one price, or a range as an AggregateOffer's lowest and
 * highest. Names and prices only: the page shows the rest, and a long menu stays light.
 */
function offerCatalog(services: readonly Service[]) {
  return {
    "@type": "OfferCatalog",
    name: SERVICES_HEADING,
    itemListElement: services.map(({ name, priceCents, upToCents }) =>
      upToCents === null
        ? { "@type": "Offer", name, price: dollars(priceCents), priceCurrency: "USD" }
        : {
            "@type": "AggregateOffer",
            name,
            lowPrice: dollars(priceCents),
            highPrice: dollars(upToCents),
            priceCurrency: "USD",
          },
    ),
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
