import { UserRoundSearch } from "lucide-react";
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { ContactBlock } from "~/app/components/artist/contact-block";
import { TagList } from "~/app/components/artist/badges";
import { PortfolioGallery } from "~/app/components/artist/photo-gallery";
import { ReviewsSection } from "~/app/components/reviews/reviews-section";
import { withNetworkError } from "~/app/lib/client-action";
import type { FieldError } from "~/core/forms";
import { reviewReplySchema } from "~/core/review-forms";
import { REVIEW_FIELDS, REVIEW_INTENTS } from "~/core/reviews";
import { formAction } from "~/server/http/request-body";
import { ReviewError, artistReviews } from "~/server/reviews/reviews";
import { replyToReview } from "~/server/reviews/safety";
import { reportFromForm } from "~/server/moderation/reports";
import { MODERATION_COPY, REPORT_INTENT } from "~/core/moderation";
import { ReportForm } from "~/app/components/moderation/report-form";
import { useCurrentUser } from "~/app/lib/current-user";
import { ButtonLink } from "~/app/components/ui/button";
import { ARTISTS_PATH } from "~/core/artists/search";
import { MessagePage } from "~/app/components/ui/empty-state";
import { pageTitle } from "~/app/lib/brand";
import { artistStructuredData, jsonLd } from "~/app/lib/structured-data";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";
import { canFavorite } from "~/core/accounts/user";
import { newRequestPath } from "~/core/requests";
import { REQUEST_MESSAGES } from "~/core/request-copy";
import { isBlocked } from "~/server/requests/safety";
import { fallbackSource } from "~/core/artists/types";
import { placeLabel } from "~/core/us-locations";
import { viewArtist } from "~/server/artists/profiles";
import { readServiceMenu } from "~/server/artists/services";
import { PROFILE_SERVICES, menuSummary } from "~/core/artists/services";
import { ServiceMenu } from "~/app/components/artist/service-menu";
import { ProfileHeader } from "~/app/components/artist/profile-header";
import { ProfileSection } from "~/app/components/artist/profile-section";
import { getServices } from "~/server/context";
import { refusal } from "~/server/http/refusal";
import { recordView, savedAmong } from "~/server/favorites/favorites";
import { CACHED_FOR_SIGNED_OUT_VISITORS } from "~/core/cached-pages";
import type { Route } from "./+types/artist";
import { authorize } from "~/server/auth/guards";
import { artistPath } from "~/core/site-nav";

// Rendered once per listing version for signed-out visitors (decision 0014).
export const handle = CACHED_FOR_SIGNED_OUT_VISITORS;

export async function loader(args: Route.LoaderArgs) {
  const viewer = authorize(args, "routes/artist.tsx", "read");
  const { params, context } = args;
  const services = getServices(context);
  const found = await viewArtist(services, params.id, viewer);
  if (!found) throw refusal({ message: M.artistNotFound }, 404);
  // A client's visit counts as activity, and the heart shows whether they saved this artist.
  let isFavorite: boolean | undefined;
  // A client the artist blocked is told here, before writing anything.
  let requestBlocked = false;
  if (viewer && canFavorite(viewer) && found.artist.isActive) {
    const [saved, blocked] = await Promise.all([
      savedAmong(services, viewer.id, [found.artist.id]),
      isBlocked(services.database.db, found.artist.id, viewer.id),
      recordView(services, viewer.id, found.artist.id),
    ]);
    isFavorite = saved.has(found.artist.id);
    requestBlocked = blocked;
  }
  const { publicUrl } = services.config.brand;
  const place = placeLabel(found.artist);
  const cover = found.artist.portfolio[0] ?? found.artist.profilePhoto;
  const coverUrl = cover ? fallbackSource(cover, 1280)?.url : undefined;
  const search = new URL(args.request.url).searchParams;
  const reviewsPage = Number(search.get("reviews"));
  const allServices = search.get(PROFILE_SERVICES.param) === PROFILE_SERVICES.all;
  const [reviews, serviceMenu] = await Promise.all([
    found.artist.isActive
      ? artistReviews(
          services,
          found.artist.id,
          Number.isInteger(reviewsPage) && reviewsPage > 1 && reviewsPage <= 10_000
            ? reviewsPage
            : 1,
        )
      : null,
    readServiceMenu(services.database, found.artist.id),
  ]);
  return {
    ...found,
    reviews,
    // The page needs no service ids; a long menu is cut to its first services unless asked.
    serviceMenu: serviceMenu
      .slice(0, allServices ? undefined : PROFILE_SERVICES.shown)
      .map(({ id: _, ...service }) => service),
    serviceSummary: serviceMenu.length ? menuSummary(serviceMenu) : undefined,
    isFavorite,
    // Clients write to a published artist from here (decision 0030).
    canRequest: Boolean(viewer && canFavorite(viewer) && found.artist.isActive),
    requestBlocked,
    place,
    url: `${publicUrl}/artist/${params.id}`,
    // Link previews need an absolute image address.
    imageUrl: coverUrl && (coverUrl.startsWith("/") ? `${publicUrl}${coverUrl}` : coverUrl),
  };
}

/**
 * A review's public reply (its artist: decision 0032), and reports of a review or of the
 * profile (anyone signed in: decision 0053).
 */
export const action = formAction(async (args: Route.ActionArgs, form) => {
  const user = authorize(args, "routes/artist.tsx", "write");
  const services = getServices(args.context);
  const reviewId = String(form.get(REVIEW_FIELDS.reviewId) ?? "");
  const intent = String(form.get(REVIEW_FIELDS.intent) ?? "");
  const refused = (error: FieldError, status: number) => data({ error, reviewId }, { status });
  if (intent === REPORT_INTENT) {
    const { answer, status } = await reportFromForm(services, user, form, ["review", "profile"]);
    return data(answer, { status });
  }
  try {
    if (intent === REVIEW_INTENTS.reply) {
      const reply = reviewReplySchema.safeParse(String(form.get(REVIEW_FIELDS.reply) ?? ""));
      if (!reply.success) {
        return refused(
          { field: REVIEW_FIELDS.reply, message: reply.error.issues[0]!.message },
          400,
        );
      }
      await replyToReview(services, user, reviewId, reply.data);
      throw redirect(`${artistPath(args.params.id)}#review-${reviewId}`);
    }
  } catch (error) {
    if (!(error instanceof ReviewError)) throw error;
    return refused({ field: error.field, message: error.message }, error.status);
  }
  return refused({ field: "form", message: "Unknown request." }, 400);
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  withNetworkError(serverAction);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pageTitle(matches, M.artistNotFound) }];
  const { artist, place, url, imageUrl } = loaderData;
  const title = pageTitle(matches, artist.displayName);
  const description =
    artist.bio.slice(0, 160) ||
    `${artist.displayName}, nail artist${place ? ` in ${place}` : ""}: portfolio and booking.`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "profile" },
    { property: "og:title", content: artist.displayName },
    { property: "og:description", content: place ? `Nail artist in ${place}` : description },
    { property: "og:url", content: url },
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: artist.displayName },
    { name: "twitter:description", content: description },
    ...(imageUrl ? [{ name: "twitter:image", content: imageUrl }] : []),
  ];
};

export default function ArtistProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { artist, contact, isOwner, isFavorite, place, url, imageUrl } = loaderData;
  // Signed-out visitors get the page from the cache, without the report form.
  const signedIn = Boolean(useCurrentUser());
  return (
    <article>
      <ProfileHeader
        artist={artist}
        place={place}
        isOwner={isOwner}
        isFavorite={isFavorite}
        url={url}
      />

      <div className="container-page grid max-w-5xl gap-8 py-8 sm:py-10 lg:grid-cols-[20rem_1fr]">
        <aside className="space-y-8">
          {artist.bio && (
            <ProfileSection id="about-heading" title="About">
              <p className="mt-2 whitespace-pre-line text-ink-700">{artist.bio}</p>
            </ProfileSection>
          )}
          {(artist.styles.length > 0 || artist.colors.length > 0) && (
            <ProfileSection id="specialties-heading" title="Specialties">
              <TagList tags={[...artist.styles, ...artist.colors]} className="mt-3" />
            </ProfileSection>
          )}
          <ProfileSection id="contact-heading" title="Contact">
            <div className="mt-3">
              <ContactBlock
                contact={contact}
                returnTo={artistPath(artist.id)}
                requestHref={
                  loaderData.canRequest && !loaderData.requestBlocked
                    ? newRequestPath(artist.id)
                    : undefined
                }
                requestRefusal={loaderData.requestBlocked ? REQUEST_MESSAGES.blocked : undefined}
              />
            </div>
          </ProfileSection>
          {signedIn && !isOwner && artist.isActive && (
            <ReportForm
              subject="profile"
              subjectId={artist.id}
              label={MODERATION_COPY.reportProfile}
              summary={MODERATION_COPY.reportProfile}
            />
          )}
        </aside>
        <ProfileSection id="portfolio-heading" title="Portfolio">
          <div className="mt-3">
            {artist.portfolio.length ? (
              <PortfolioGallery photos={artist.portfolio} artistName={artist.displayName} />
            ) : (
              <p className="text-ink-600">No portfolio photos yet.</p>
            )}
          </div>
          {loaderData.serviceMenu.length > 0 && (
            <div className="mt-8">
              <ServiceMenu
                services={loaderData.serviceMenu}
                total={loaderData.serviceSummary?.count ?? 0}
              />
            </div>
          )}
        </ProfileSection>
      </div>
      {loaderData.reviews && (
        <div className="container-page max-w-5xl pb-10">
          <ReviewsSection
            artistId={artist.id}
            artistName={artist.displayName}
            reviews={loaderData.reviews}
            isOwner={isOwner}
            answer={actionData && "error" in actionData ? actionData : undefined}
          />
        </div>
      )}
      {artist.isActive && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLd(
              artistStructuredData(
                artist,
                { url, imageUrl },
                loaderData.reviews,
                loaderData.serviceMenu,
                loaderData.serviceSummary,
              ),
            ),
          }}
        />
      )}
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <MessagePage
      icon={UserRoundSearch}
      title={notFound ? M.artistNotFound : M.loadArtistFailed}
      actions={<ButtonLink to={ARTISTS_PATH}>Back to Artists</ButtonLink>}
    >
      {notFound
        ? "This profile does not exist or is not published."
        : "Please try again in a moment."}
    </MessagePage>
  );
}
