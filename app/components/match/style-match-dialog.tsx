import { ImageOff, Loader2, Sparkles, Unplug } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "~/app/components/ui/button";
import { Dialog } from "~/app/components/ui/dialog";
import { AnalyzeError, analyzePhoto, matchAvailable } from "~/app/lib/analyze-photo";
import { matchesHref, searchHref } from "~/core/artists/search";
import { MATCH_COPY, MATCH_MESSAGES, type StyleAnalysis } from "~/core/match";
import { AnalysisProgress } from "./analysis-progress";
import { FallbackImage } from "./fallback-image";
import { InspirationDropZone } from "./inspiration-drop-zone";
import { MatchResult } from "./match-result";

// Loaded on first use (style-match-trigger.tsx): react-dropzone and everything below stay out of
// every page's initial JavaScript.

/** The spec's states: no file, file chosen, analysing (progress, null once uploaded), result. */
type Step =
  | { name: "empty"; focusZone: boolean }
  | { name: "chosen"; file: File }
  | { name: "analyzing"; file: File; progress: number | null }
  | { name: "result"; file: File; analysis: StyleAnalysis };

type Availability = "checking" | "available" | "unavailable";

/** GET on the endpoint, once per page load: can the match run on this server? */
function useAvailability(): Availability {
  const [availability, setAvailability] = useState<Availability>("checking");
  useEffect(() => {
    let current = true;
    matchAvailable().then(
      (available) => current && setAvailability(available ? "available" : "unavailable"),
      // Unknown: offer the drop zone; an analysis that cannot run says so when asked.
      () => current && setAvailability("available"),
    );
    return () => {
      current = false;
    };
  }, []);
  return availability;
}

/**
 * The preview's object URL, made when a photo is chosen and revoked when it is replaced or the
 * dialog closes.
 */
function usePreviewUrl() {
  const url = useRef<string | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );
  const show = (file: File | null) => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = file ? URL.createObjectURL(file) : null;
    setCurrent(url.current);
  };
  return [current, show] as const;
}

function Unavailable({ onBrowse }: { onBrowse: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-ink-50 px-5 py-8 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-white text-ink-600 ring-1 ring-ink-100">
        <Unplug className="size-7" aria-hidden />
      </span>
      <p role="status" className="mt-4 max-w-sm text-ink-800">
        {MATCH_MESSAGES.unavailable}
      </p>
      <ButtonLink to={searchHref()} onClick={onBrowse} className="mt-5">
        Browse Artists
      </ButtonLink>
    </div>
  );
}

function StyleMatch({
  onClose,
  onSuccess,
}: {
  onClose: () => void;
  onSuccess?: (analysis: StyleAnalysis) => void;
}) {
  const availability = useAvailability();
  const [step, setStep] = useState<Step>({ name: "empty", focusZone: false });
  const [previewUrl, showPreview] = usePreviewUrl();
  const analyzeButton = useRef<HTMLButtonElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const navigate = useNavigate();

  // Closing the dialog mid-analysis abandons it.
  useEffect(() => () => inFlight.current?.abort(), []);

  const choose = (file: File) => {
    showPreview(file);
    setStep({ name: "chosen", file });
  };

  const backToEmpty = () => {
    inFlight.current?.abort();
    showPreview(null);
    setStep({ name: "empty", focusZone: true });
  };

  const analyze = async (file: File) => {
    const controller = new AbortController();
    inFlight.current = controller;
    const progress = (value: number | null) =>
      setStep((now) =>
        now.name === "analyzing" && now.file === file ? { ...now, progress: value } : now,
      );
    setStep({ name: "analyzing", file, progress: 0 });
    try {
      const analysis = await analyzePhoto(file, {
        signal: controller.signal,
        onProgress: progress,
        onUploaded: () => progress(null),
      });
      setStep({ name: "result", file, analysis });
      if (analysis.presence !== "not nails") toast.success(MATCH_MESSAGES.complete);
      onSuccess?.(analysis);
    } catch (error) {
      if (controller.signal.aborted) return;
      toast.error(
        error instanceof AnalyzeError && error.refused ? error.message : MATCH_MESSAGES.failed,
      );
      setStep({ name: "chosen", file });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  };

  // A chosen photo puts focus on its next action (the drop zone that had it is gone).
  const chosenFile = step.name === "chosen" ? step.file : null;
  useEffect(() => {
    if (chosenFile) analyzeButton.current?.focus();
  }, [chosenFile]);

  if (availability === "unavailable") return <Unavailable onBrowse={onClose} />;

  if (step.name === "empty") {
    return <InspirationDropZone onChoose={choose} focusOnMount={step.focusZone} />;
  }

  if (step.name === "result") {
    const { analysis } = step;
    return (
      <MatchResult
        analysis={analysis}
        previewUrl={previewUrl}
        photo={step.file}
        headingLevel={3}
        actions={{
          onTryAnother: backToEmpty,
          onOpenArtist: onClose,
          onViewAll: () => {
            onClose();
            void navigate(matchesHref(analysis));
          },
        }}
      />
    );
  }

  const analyzing = step.name === "analyzing";
  return (
    <div>
      <figure className="overflow-hidden rounded-2xl bg-ink-50 ring-1 ring-ink-100">
        {previewUrl && (
          <FallbackImage
            src={previewUrl}
            alt={`Preview of ${step.file.name}`}
            className="mx-auto max-h-[min(18rem,40dvh)] w-full object-contain"
            fallback={
              <p className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-ink-600">
                <ImageOff className="size-5 shrink-0" aria-hidden />
                No preview for this file
              </p>
            }
          />
        )}
        <figcaption className="truncate border-t border-ink-100 bg-white px-4 py-2.5 text-sm text-ink-700">
          <span className="sr-only">File: </span>
          {step.file.name}
        </figcaption>
      </figure>
      {analyzing && (
        <div className="mt-5">
          <AnalysisProgress progress={step.progress} />
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={backToEmpty} disabled={analyzing}>
          Choose Different Photo
        </Button>
        <Button
          ref={analyzeButton}
          // Stays focusable while busy (a disabled button would drop the focus).
          aria-disabled={analyzing || undefined}
          onClick={() => {
            if (!analyzing) void analyze(step.file);
          }}
          className="aria-disabled:cursor-progress"
        >
          {analyzing ? (
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <Sparkles className="size-4" aria-hidden />
          )}
          {analyzing ? MATCH_COPY.analyzing : MATCH_COPY.analyze}
        </Button>
      </div>
    </div>
  );
}

export interface StyleMatchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opener, focused again when the dialog closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Called with each completed analysis. */
  onSuccess?: (analysis: StyleAnalysis) => void;
}

/**
 * AI Style Matching: choose (or drop) one photo of nails, see it, analyse it with progress, then
 * read the styles and colors found and the artists who do that work. Every close starts afresh.
 */
export function StyleMatchDialog({
  open,
  onOpenChange,
  returnFocusTo,
  onSuccess,
}: StyleMatchDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="AI Style Matching"
      description={MATCH_COPY.intro}
      onCloseAutoFocus={(event) => {
        const opener = returnFocusTo?.current;
        if (opener?.isConnected) {
          event.preventDefault();
          opener.focus();
        }
      }}
    >
      <StyleMatch onClose={() => onOpenChange(false)} onSuccess={onSuccess} />
    </Dialog>
  );
}
