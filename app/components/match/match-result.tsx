// Whole: one result panel; its sections and verdict are drawn only here
import { Camera, CircleHelp, SearchX, Send } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/app/components/ui/button";
import {
  MATCH_COPY,
  MATCH_MESSAGES,
  MATCH_VERDICTS,
  percent,
  percentMatch,
  type StyleAnalysis,
} from "~/core/match";
import { carryPhoto } from "~/app/lib/carried-photo";
import { useCurrentUser } from "~/app/lib/current-user";
import { isArtist } from "~/core/accounts/user";
import { newRequestPath, REQUEST_FIELDS } from "~/core/requests";
import { REQUEST_COPY } from "~/core/request-copy";
import { FallbackImage } from "./fallback-image";
import { artistPath } from "~/core/site-nav";
import { fromPrice } from "~/core/artists/services";

const thumbnailPlaceholder = (
  <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-ink-50">
    <Camera className="size-5 text-ink-400" aria-hidden />
  </span>
);

type HeadingLevel = 2 | 3;

function Section({
  title,
  level,
  children,
}: {
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby={id} className="mt-5">
      <Heading
        id={id}
        className="font-sans text-xs font-semibold tracking-wider text-ink-600 uppercase"
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** What the result shows: the analysis less its descriptor (512 numbers no one reads). */
export type MatchSummary = Pick<
  StyleAnalysis,
  | "presence"
  | "confidence"
  | "detectedStyles"
  | "colors"
  | "artists"
  | "lookFound"
  | "ranking"
  | "indexing"
>;

/** The dialog's buttons act in place; the page's are links to other pages. */
export type MatchResultActions =
  | {
      onViewAll: () => void;
      onTryAnother: () => void;
      /** An artist's link was followed: the dialog closes. */
      onOpenArtist: () => void;
    }
  | {
      /** The artists list for this result (`matchesHref`). */
      viewAllHref: string;
      tryAnotherHref: string;
    };

interface MatchResultProps {
  analysis: MatchSummary;
  /** The inspiration photo's object URL, for a small reminder beside the result. */
  previewUrl: string | null;
  /** The inspiration photo itself, carried to a request form by "Send this look". */
  photo?: File | null;
  actions: MatchResultActions;
  /** The result's heading: 3 in the dialog (under its title), 2 on the page (under its h1). */
  headingLevel: HeadingLevel;
}

/** A verdict's heading and line, in a quiet panel (no match, or an uncertain reading). */
function Verdict({
  verdict,
  icon,
}: {
  verdict: { heading: string; hint: string };
  icon: ReactNode;
}) {
  return (
    <div className="mt-5 flex gap-3 rounded-2xl bg-ink-50 p-4 text-ink-800">
      {icon}
      <div>
        <p className="font-semibold text-ink-950">{verdict.heading}</p>
        <p className="mt-1 text-sm">{verdict.hint}</p>
      </div>
    </div>
  );
}

/**
 * What the analysis found: the styles and polish colors it read (with how sure the styles are),
 * and up to five artists who do that work, each with their own closest photo and match. A photo
 * that is not of nails gets no styles or artists, only that verdict; when no artist does the look,
 * the result says so and shows the nearest looks anyway. The heading takes focus, so a screen
 * reader reads the result at once.
 */
export function MatchResult({
  analysis,
  previewUrl,
  photo,
  actions,
  headingLevel,
}: MatchResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const found = analysis.presence !== "not nails";
  const listed = found && analysis.artists.length > 0;
  const matched = listed && analysis.lookFound;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const onOpenArtist = "onOpenArtist" in actions ? actions.onOpenArtist : undefined;
  // Clients (and visitors, who log in first) can send an artist this look; artists cannot.
  const viewer = useCurrentUser();
  const mayRequest = !viewer || !isArtist(viewer);
  const lookRequestPath = (artistId: string) => {
    const look = new URLSearchParams();
    for (const style of analysis.detectedStyles) look.append(REQUEST_FIELDS.style, style);
    for (const color of analysis.colors) look.append(REQUEST_FIELDS.color, color.name);
    if (photo) look.append(REQUEST_FIELDS.fromMatch, "match");
    return `${newRequestPath(artistId)}&${look}`;
  };
  const sendLook = () => {
    // The photo goes along in this tab's memory: stored only if the request is sent.
    if (photo) carryPhoto(photo);
    onOpenArtist?.();
  };

  return (
    <div>
      <div className="flex items-center gap-4">
        {previewUrl && (
          <FallbackImage
            src={previewUrl}
            alt="Your inspiration"
            className="size-16 shrink-0 rounded-xl bg-ink-50 object-cover ring-1 ring-ink-100 sm:size-20"
            fallback={null}
          />
        )}
        <div className="min-w-0">
          <Heading
            ref={headingRef}
            tabIndex={-1}
            className="font-sans text-lg font-semibold text-ink-950 outline-none"
          >
            {found ? "Your style match" : MATCH_VERDICTS.notNails.heading}
          </Heading>
          {!found && <p className="mt-1 text-sm text-ink-700">{MATCH_VERDICTS.notNails.hint}</p>}
        </div>
      </div>
      {analysis.indexing && (
        <p role="status" className="mt-4 text-sm text-ink-700">
          {MATCH_MESSAGES.indexing(analysis.indexing)}
        </p>
      )}
      {analysis.presence === "uncertain" && (
        <Verdict
          verdict={MATCH_VERDICTS.uncertain}
          icon={<CircleHelp className="mt-0.5 size-5 shrink-0 text-ink-600" aria-hidden />}
        />
      )}

      {found ? (
        <>
          {analysis.detectedStyles.length > 0 && (
            <Section title="Detected styles" level={headingLevel}>
              {/* The confidence speaks for the styles read, not for any artist's match. */}
              <p className="mt-1 text-sm text-ink-700">
                <span className="font-medium text-ink-900">
                  Confidence {percent(analysis.confidence)}
                </span>{" "}
                that the photo shows these styles
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {analysis.detectedStyles.map((style) => (
                  <li
                    key={style}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
                  >
                    {style}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {analysis.colors.length > 0 && (
            <Section title="Colors" level={headingLevel}>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {analysis.colors.map((color) => (
                  <li
                    key={color.name}
                    className="inline-flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-2 text-sm font-medium text-ink-800 ring-1 ring-ink-200"
                  >
                    <span
                      className="swatch size-4"
                      style={{ backgroundColor: color.hex }}
                      aria-hidden
                    />
                    {color.name}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {!matched && (
            <Verdict
              verdict={MATCH_VERDICTS.noArtist}
              icon={<SearchX className="mt-0.5 size-5 shrink-0 text-ink-600" aria-hidden />}
            />
          )}
          <Section title={matched ? "Matching artists" : "Nearest looks"} level={headingLevel}>
            {analysis.artists.length === 0 ? null : (
              <ul className="mt-2 divide-y divide-ink-100 overflow-hidden rounded-2xl ring-1 ring-ink-100">
                {analysis.artists.map((artist) => (
                  <li key={artist.id} className="flex flex-col">
                    <Link
                      to={artistPath(artist.id)}
                      onClick={onOpenArtist}
                      className="flex items-center gap-3 p-3 transition hover:bg-brand-50/60 focus-visible:-outline-offset-2"
                    >
                      {artist.thumbnail ? (
                        <FallbackImage
                          src={artist.thumbnail.src}
                          alt=""
                          loading="lazy"
                          className="size-14 shrink-0 rounded-xl bg-ink-50 object-cover"
                          fallback={thumbnailPlaceholder}
                        />
                      ) : (
                        thumbnailPlaceholder
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="matched-artist-name line-clamp-2 font-semibold wrap-anywhere text-ink-950">
                          {artist.displayName}
                        </span>
                        {artist.place && (
                          <span className="line-clamp-2 text-sm wrap-anywhere text-ink-600">
                            {artist.place}
                          </span>
                        )}
                        {artist.fromPriceCents !== null && (
                          <span className="block text-sm font-medium text-ink-800">
                            {fromPrice(artist.fromPriceCents)}
                          </span>
                        )}
                      </span>
                      <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800">
                        {percentMatch(artist.matchScore)}
                      </span>
                    </Link>
                    {mayRequest && (
                      // The look goes with it: the detected styles and colors, preselected, and the photo.
                      <Link
                        to={lookRequestPath(artist.id)}
                        onClick={sendLook}
                        className="mx-3 mb-3 -mt-1 inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                      >
                        <Send className="size-4" aria-hidden />
                        {REQUEST_COPY.sendLook}
                        <span className="sr-only"> to {artist.displayName}</span>
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {"onTryAnother" in actions ? (
          <>
            <Button variant="secondary" onClick={actions.onTryAnother}>
              {MATCH_COPY.tryAnother}
            </Button>
            {listed && <Button onClick={actions.onViewAll}>{MATCH_COPY.viewAll}</Button>}
          </>
        ) : (
          <>
            <ButtonLink variant="secondary" to={actions.tryAnotherHref}>
              {MATCH_COPY.tryAnother}
            </ButtonLink>
            {listed && <ButtonLink to={actions.viewAllHref}>{MATCH_COPY.viewAll}</ButtonLink>}
          </>
        )}
      </div>
    </div>
  );
}
