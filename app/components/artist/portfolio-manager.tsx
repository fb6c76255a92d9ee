import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useBlocker, useFetcher, useRevalidator } from "react-router";
import type { action } from "~/app/routes/dashboard";
import { Button } from "~/app/components/ui/button";
import { Dialog } from "~/app/components/ui/dialog";
import { Panel } from "~/app/components/ui/panel";
import { toastUploadFailures } from "~/app/lib/upload-toasts";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";
import { PROFILE_MESSAGES, remainingPhotos } from "~/core/artists/profile";
import type { OwnArtist, PhotoView } from "~/core/artists/types";
import { PORTFOLIO } from "~/core/catalogue";
import { PhotoDropzone } from "./photo-dropzone";
import { PhotoGrid } from "./photo-grid";

/**
 * The dashboard's Portfolio. Outside edit mode an upload is saved at once. Edit Portfolio
 * works on a draft copy: uploads, removals and reordering change only the draft until Save Changes;
 * Cancel discards it.
 */
export function PortfolioManager({ profile }: { profile: OwnArtist }) {
  const saved = profile.portfolio;
  const [draft, setDraft] = useState<PhotoView[] | null>(null);
  const [expanded, setExpanded] = useState(false);
  const saver = useFetcher<typeof action>();
  const discarder = useFetcher();
  const { revalidate } = useRevalidator();
  const busy = saver.state !== "idle";

  // A new save result: the draft closes when it was saved; on failure it stays, nothing lost.
  const [handled, setHandled] = useState(saver.data);
  if (saver.state === "idle" && saver.data !== handled) {
    setHandled(saver.data);
    if (saver.data && "ok" in saver.data) setDraft(null);
  }
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    // Say why when the reason is the user's to fix.
    if ("error" in saver.data) {
      const { message } = saver.data.error;
      toast.error(message === PROFILE_MESSAGES.publishTooFew ? message : M.savePortfolioFailed);
    } else toast.success(M.portfolioUpdated);
  }, [saver.state, saver.data]);

  const save = () => {
    if (!draft) return;
    void saver.submit(
      { intent: DASHBOARD_INTENTS.savePortfolio, photoIds: draft.map((p) => p.id) },
      { method: "post", encType: "application/json" },
    );
  };
  const cancel = () => {
    // The draft's uploads are deleted on the server; nothing saved changes.
    void discarder.submit(
      { intent: DASHBOARD_INTENTS.discardDraft },
      { method: "post", encType: "application/json" },
    );
    setDraft(null);
    toast(M.changesDiscarded);
  };

  const editing = draft !== null;
  const photos = draft ?? saved;
  // A draft that differs from the saved portfolio is not left without a word: another page asks
  // first, a reload or a closed tab gets the browser's own question.
  const unsaved =
    draft !== null &&
    (draft.length !== saved.length || draft.some((photo, i) => photo.id !== saved[i]?.id));
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  const shown = editing || expanded ? photos : photos.slice(0, PORTFOLIO.dashboardPreview);
  const hidden = photos.length - shown.length;

  return (
    <Panel as="section" aria-labelledby="portfolio-heading" className="p-5 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="portfolio-heading" className="text-2xl font-semibold">
            Portfolio
          </h2>
          <p className="text-ink-600" aria-live="polite">
            {photos.length}/{PORTFOLIO.max} photos{editing && " (unsaved changes)"}
          </p>
        </div>
        {editing ? (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={save} disabled={busy}>
              {busy ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setDraft([...saved])} disabled={busy}>
            <Pencil className="size-4" aria-hidden />
            Edit Portfolio
          </Button>
        )}
      </div>

      <div className="mt-6">
        <PhotoGrid
          photos={shown}
          alt={(i) => `Portfolio photo ${i}`}
          onRemove={
            editing
              ? (photo) => {
                  setDraft((current) => current && current.filter((p) => p.id !== photo.id));
                  toast.success(M.imageRemovedFromDraft);
                }
              : undefined
          }
          onMove={
            editing
              ? (from, to) =>
                  setDraft((current) => {
                    if (!current) return current;
                    const next = [...current];
                    const [moved] = next.splice(from, 1);
                    next.splice(to, 0, moved!);
                    return next;
                  })
              : undefined
          }
        />
        {!editing && hidden > 0 && (
          <Button variant="ghost" className="mt-3" onClick={() => setExpanded(true)}>
            +{hidden} more
          </Button>
        )}
        {!editing && expanded && photos.length > PORTFOLIO.dashboardPreview && (
          <Button variant="ghost" className="mt-3" onClick={() => setExpanded(false)}>
            Show Less
          </Button>
        )}
      </div>

      <div className="mt-6">
        <PhotoDropzone
          purpose={editing ? "draft" : "portfolio"}
          remaining={remainingPhotos(photos.length)}
          label={editing ? "Add photos to the draft" : "Add portfolio photos"}
          onTooMany={() => toast.error(PROFILE_MESSAGES.maxPhotos)}
          onBatchDone={async (result) => {
            toastUploadFailures(result);
            const added = result.uploaded.length;
            if (editing) {
              setDraft(
                (current) => current && [...current, ...result.uploaded.map((u) => u.photo)],
              );
              if (added) toast.success(M.photosAddedToDraft(added));
              return;
            }
            await revalidate(); // show the saved photos before saying so
            const count = result.uploaded.reduce((most, u) => Math.max(most, u.count ?? 0), 0);
            if (added === 1) toast.success(M.portfolioPhotoSaved(count));
            if (added > 1) toast.success(M.photosAddedToPortfolio(added));
          }}
        />
      </div>
      <Dialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title={M.unsavedTitle}
        description={M.unsavedText}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            {M.unsavedLeave}
          </Button>
          <Button onClick={() => blocker.reset?.()}>{M.unsavedStay}</Button>
        </div>
      </Dialog>
    </Panel>
  );
}
