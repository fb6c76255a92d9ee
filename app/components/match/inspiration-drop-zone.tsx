import { ImagePlus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useDropzone, type DropEvent, type FileRejection } from "react-dropzone";
import { cn } from "~/app/lib/cn";
import { ChoosePill, DropHints, DropNotes } from "./drop-parts";
import { MATCH_COPY, MATCH_MESSAGES } from "~/core/match";
import { IMAGE_MESSAGES, UPLOAD, UPLOAD_ACCEPT, sniffFile } from "~/core/uploads";

/** Why a chosen file was refused, in the words of core/uploads. */
function refusalOf(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes("file-invalid-type")) return IMAGE_MESSAGES.notAnImage;
  if (codes.includes("file-too-large")) return IMAGE_MESSAGES.tooLarge;
  if (codes.includes("file-too-small")) return IMAGE_MESSAGES.empty;
  return MATCH_MESSAGES.onePhoto;
}

const isDrop = (event: DropEvent) => "type" in event && event.type === "drop";

/**
 * The style match's drop zone: drag a photo onto it or click (Enter, Space) to choose one. A file
 * of the wrong type or size never leaves the browser: its name and declared type first, then its
 * first bytes (a text file renamed .jpg is no photo). A drop refused by name or size is ignored
 * (the spec shows no message for it, and the drag already showed the zone refusing); a file
 * refused from the picker, or by its bytes, says why under the zone, so it is never met with
 * silence.
 */
export function InspirationDropZone({
  onChoose,
  focusOnMount = false,
}: {
  onChoose: (file: File) => void;
  /** Focus the zone on mount (when coming back to it from a chosen photo or a result). */
  focusOnMount?: boolean;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // The file whose bytes are being read: a newer choice makes an older check moot.
  const checking = useRef<File | null>(null);
  const hintId = useId();
  const refusalId = useId();

  const { getRootProps, getInputProps, isDragActive, isDragReject, rootRef } = useDropzone({
    accept: UPLOAD_ACCEPT,
    maxSize: UPLOAD.maxBytes,
    // A zero-byte file is not a photo.
    minSize: 1,
    multiple: false,
    onDropAccepted: ([file]) => {
      if (!file) return;
      checking.current = file;
      const settle = (isImage: boolean) => {
        if (checking.current !== file) return;
        checking.current = null;
        if (!isImage) {
          setRefusal(IMAGE_MESSAGES.notAnImage);
          return;
        }
        setRefusal(null);
        onChoose(file);
      };
      // A file that cannot be read at all is not a photo either.
      sniffFile(file).then(
        (type) => settle(type !== null),
        () => settle(false),
      );
    },
    onDropRejected: (rejections, event) => {
      checking.current = null;
      if (isDrop(event)) return;
      setRefusal(refusalOf(rejections));
    },
  });

  useEffect(() => {
    if (focusOnMount) rootRef.current?.focus();
  }, [focusOnMount, rootRef]);

  return (
    <div>
      <div
        {...getRootProps({
          role: "button",
          // Named by its visible words (what it says changes while a file is dragged over it).
          "aria-describedby": refusal ? `${hintId} ${refusalId}` : hintId,
          className: cn(
            "flex cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-dashed px-5 py-10 text-center transition sm:py-12",
            isDragReject
              ? "border-red-600 bg-red-50"
              : isDragActive
                ? "border-brand-500 bg-brand-50"
                : refusal
                  ? "border-red-300 bg-white hover:border-brand-300 hover:bg-brand-50/40"
                  : "border-ink-200 bg-white hover:border-brand-300 hover:bg-brand-50/40",
          ),
        })}
      >
        <span
          className={cn(
            "grid size-14 place-items-center rounded-2xl",
            isDragReject ? "bg-red-100 text-red-700" : "bg-brand-100 text-brand-700",
          )}
        >
          <ImagePlus className="size-7" aria-hidden />
        </span>
        <p className="mt-4 font-semibold text-ink-950">
          {isDragReject
            ? "Only one JPEG, PNG or WebP photo"
            : isDragActive
              ? "Drop your photo here"
              : MATCH_COPY.dropTitle}
        </p>
        <DropHints />
        <ChoosePill />
      </div>
      <input {...getInputProps({ "aria-label": "Inspiration photo" })} />
      <DropNotes hintId={hintId} refusalId={refusalId} refusal={refusal} />
    </div>
  );
}
