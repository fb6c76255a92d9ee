import { Heart } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import toast from "react-hot-toast";
import { useFetcher, useLocation } from "react-router";
import {
  FAVORITES_PATH,
  FAVORITE_FIELDS,
  FAVORITE_MESSAGES,
  favoriteLabel,
  FAVORITE_INTENTS,
} from "~/core/favorites";
import type { ActionError } from "~/core/forms";

type FavoriteResult = { ok: true; saved: boolean } | ActionError;

/**
 * The heart that saves an artist to the client's favorites: a form posting the state wanted (not
 * "toggle"), so a double click or two tabs never disagree with the server. Before hydration (or
 * without JavaScript) it posts as a page and the server sends the browser back here; once
 * hydrated it changes at once and rolls back if the server refuses. Shown only to signed-in
 * clients (the server checks too).
 */
export function FavoriteButton({
  artistId,
  displayName,
  saved,
  variant = "icon",
  icon,
}: {
  artistId: string;
  displayName: string;
  saved: boolean;
  /** An icon button (cards, profile), or a "Remove" button (rows of the favorites list). */
  variant?: "icon" | "remove";
  /** The heart, when the page draws it from a sprite. */
  icon?: ReactNode;
}) {
  // One fetcher per artist: every heart for this artist on the page shows the same state.
  const fetcher = useFetcher<FavoriteResult>({ key: `favorite-${artistId}` });
  const { pathname, search } = useLocation();
  const wanted = fetcher.formData?.get(FAVORITE_FIELDS.saved);
  const shown = typeof wanted === "string" ? wanted === "true" : saved;
  const next = variant === "remove" ? false : !shown;

  // Said at once, like the heart; a refusal replaces it with the error (same toast id), and the
  // heart goes back to what the server holds.
  const toastId = `favorite-${artistId}`;
  const reported = useRef<FavoriteResult | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || reported.current === result) return;
    reported.current = result;
    if ("error" in result) toast.error(FAVORITE_MESSAGES.failed, { id: toastId });
  }, [fetcher.state, fetcher.data, toastId]);

  return (
    <fetcher.Form
      method="post"
      action={FAVORITES_PATH}
      preventScrollReset
      className="contents"
      onSubmit={() =>
        toast.success(next ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed, { id: toastId })
      }
    >
      <input type="hidden" name={FAVORITE_FIELDS.intent} value={FAVORITE_INTENTS.toggle} />
      <input type="hidden" name={FAVORITE_FIELDS.artistId} value={artistId} />
      <input type="hidden" name={FAVORITE_FIELDS.saved} value={String(next)} />
      <input type="hidden" name={FAVORITE_FIELDS.returnTo} value={pathname + search} />
      {variant === "remove" ? (
        <button
          type="submit"
          className="btn h-9 gap-1.5 rounded-full bg-white/85 px-3.5 text-sm text-ink-900 ring-1 ring-ink-200 ring-inset hover:bg-ink-50"
        >
          <Heart className="size-4 fill-brand-600 text-brand-600" aria-hidden />
          Remove<span className="sr-only">{` ${displayName} from favorites`}</span>
        </button>
      ) : (
        <button
          type="submit"
          aria-pressed={shown}
          aria-label={favoriteLabel(displayName)}
          title={shown ? "Saved to favorites" : "Save to favorites"}
          className="icon-button"
        >
          {icon ?? <Heart className="size-4" aria-hidden />}
        </button>
      )}
    </fetcher.Form>
  );
}
