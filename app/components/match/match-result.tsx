import { Camera, SearchX } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/app/components/ui/button";
import { MATCH_MESSAGES, percent, percentMatch, type StyleAnalysis } from "~/core/match";
import { FallbackImage } from "./fallback-image";

const thumbnailPlaceholder = (
  <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-ink-50">
    <Camera className="size-5 text-ink-400" aria-hidden />
  </span>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-5">
      <h4 id={id} className="text-xs font-semibold tracking-wider text-ink-600 uppercase">
        {title}
      </h4>
      {children}
    </section>
  );
}

interface MatchResultProps {
  analysis: StyleAnalysis;
  /** The inspiration photo's object URL, for a small reminder beside the result. */
  previewUrl: string | null;
  onViewAll: () => void;
  onTryAnother: () => void;
  /** An artist's link was followed: the dialog closes. */
  onOpenArtist: () => void;
}

/**
 * What the analysis found: its confidence, the styles and polish colors it read, and up to five
 * artists who do that work. When nothing indexed looks like the photo, it says so rather than
 * listing artists. The heading takes focus, so a screen reader reads the result at once.
 */
export function MatchResult({
  analysis,
  previewUrl,
  onViewAll,
  onTryAnother,
  onOpenArtist,
}: MatchResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const found = analysis.similarFound;

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
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="font-sans text-lg font-semibold text-ink-950 outline-none"
          >
            {found ? "Your style match" : "No close match"}
          </h3>
          <p className="mt-1 inline-flex rounded-full bg-ink-50 px-2.5 py-0.5 text-sm font-medium text-ink-800 ring-1 ring-ink-100">
            Confidence {percent(analysis.confidence)}
          </p>
        </div>
      </div>

      {found ? (
        <>
          {analysis.detectedStyles.length > 0 && (
            <Section title="Detected styles">
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
            <Section title="Colors">
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
          <Section title="Matching artists">
            {analysis.artists.length === 0 ? (
              <p className="mt-2 text-sm text-ink-700">
                No artist lists these styles yet. View all matches to see the closest work.
              </p>
            ) : (
              <ul className="mt-2 divide-y divide-ink-100 overflow-hidden rounded-2xl ring-1 ring-ink-100">
                {analysis.artists.map((artist) => (
                  <li key={artist.id}>
                    <Link
                      to={`/artist/${artist.id}`}
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
                        <span className="line-clamp-2 font-semibold wrap-anywhere text-ink-950">
                          {artist.displayName}
                        </span>
                        {artist.place && (
                          <span className="line-clamp-2 text-sm wrap-anywhere text-ink-600">
                            {artist.place}
                          </span>
                        )}
                      </span>
                      <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800">
                        {percentMatch(artist.matchScore)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      ) : (
        <p className="mt-5 flex gap-3 rounded-2xl bg-ink-50 p-4 text-ink-800">
          <SearchX className="mt-0.5 size-5 shrink-0 text-ink-600" aria-hidden />
          {MATCH_MESSAGES.nothingSimilar}
        </p>
      )}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onTryAnother}>
          Try Another Photo
        </Button>
        {found && <Button onClick={onViewAll}>View All Matches</Button>}
      </div>
    </div>
  );
}
