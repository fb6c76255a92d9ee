import { ImagePlus } from "lucide-react";
import pLimit from "p-limit";
import { useState } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { cn } from "~/app/lib/cn";
import {
  UploadError,
  uploadPhoto,
  type UploadPurpose,
  type UploadedPhoto,
} from "~/app/lib/upload-photo";
import { IMAGE_MESSAGES, UPLOAD, UPLOAD_ACCEPT, UPLOAD_HINT } from "~/core/uploads";

/** Uploads in flight at once: enough to keep the line busy, few enough to show steady progress. */
const PARALLEL_UPLOADS = 2;

interface InFlight {
  key: string;
  name: string;
  progress: number;
}

export interface UploadFailure {
  name: string;
  message: string;
  /** The file itself was refused (checked in the browser or by the server). */
  refused: boolean;
}

export interface UploadBatchResult {
  uploaded: UploadedPhoto[];
  failures: UploadFailure[];
}

function rejectionMessage({ file, errors }: FileRejection): UploadFailure {
  const code = errors[0]?.code;
  const message =
    code === "file-too-large"
      ? IMAGE_MESSAGES.tooLarge
      : code === "file-invalid-type"
        ? IMAGE_MESSAGES.notAnImage
        : (errors[0]?.message ?? "This file cannot be used.");
  return { name: file.name, message, refused: true };
}

interface PhotoDropzoneProps {
  purpose: UploadPurpose;
  /** How many more files may be added; a larger selection is refused with `onTooMany`. */
  remaining: number;
  multiple?: boolean;
  label: string;
  hint?: string;
  onTooMany: (remaining: number) => void;
  onBatchDone: (result: UploadBatchResult) => void | Promise<void>;
  disabled?: boolean;
  /** Marks the picker as the field in error (e.g. too few photos to continue). */
  invalid?: boolean;
}

/**
 * Drop or choose photos; each one uploads with its own progress bar, a couple at a time. Files of
 * the wrong type or size are refused before they leave the browser; the server checks again.
 */
export function PhotoDropzone({
  purpose,
  remaining,
  multiple = true,
  label,
  hint,
  onTooMany,
  onBatchDone,
  disabled,
  invalid,
}: PhotoDropzoneProps) {
  const [inFlight, setInFlight] = useState<InFlight[]>([]);
  const busy = inFlight.length > 0;

  const upload = async (files: File[], rejections: FileRejection[]) => {
    const failures = rejections.map(rejectionMessage);
    if (files.length > remaining) {
      onTooMany(remaining);
      return;
    }
    const entries = files.map((file, index) => ({
      key: `${Date.now()}-${index}`,
      name: file.name,
      progress: 0,
    }));
    setInFlight(entries);
    const limit = pLimit(PARALLEL_UPLOADS);
    const uploaded: UploadedPhoto[] = [];
    await Promise.all(
      files.map((file, index) =>
        limit(async () => {
          const { key } = entries[index]!;
          try {
            uploaded.push(
              await uploadPhoto(file, purpose, (progress) =>
                setInFlight((all) =>
                  all.map((entry) => (entry.key === key ? { ...entry, progress } : entry)),
                ),
              ),
            );
          } catch (error) {
            const refused = error instanceof UploadError && error.refused;
            failures.push({ name: file.name, message: (error as Error).message, refused });
          } finally {
            setInFlight((all) => all.filter((entry) => entry.key !== key));
          }
        }),
      ),
    );
    await onBatchDone({ uploaded, failures });
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: UPLOAD_ACCEPT,
    maxSize: UPLOAD.maxBytes,
    multiple,
    disabled: disabled || busy || remaining <= 0,
    onDrop: (accepted, rejected) => void upload(accepted, rejected),
  });

  return (
    <div>
      <div
        {...getRootProps({
          className: cn(
            "flex cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-8 text-center transition",
            isDragActive
              ? "border-brand-500 bg-brand-50"
              : "border-ink-200 bg-white hover:border-brand-300",
            (disabled || busy || remaining <= 0) && "cursor-not-allowed opacity-60",
          ),
        })}
      >
        <input {...getInputProps({ "aria-label": label, "aria-invalid": invalid || undefined })} />
        <ImagePlus className="size-8 text-brand-600" aria-hidden />
        <p className="mt-3 font-semibold text-ink-900">
          {isDragActive ? "Drop your photos here" : label}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          {hint ?? `Drag and drop, or click to choose. ${UPLOAD_HINT} each.`}
        </p>
      </div>
      {busy && (
        <ul className="mt-4 space-y-2" aria-label="Uploads in progress">
          {inFlight.map((entry) => (
            <li key={entry.key} className="text-sm text-ink-700">
              <div className="flex justify-between gap-3">
                <span className="truncate">{entry.name}</span>
                <span>
                  {entry.progress < 1 ? `${Math.round(entry.progress * 100)}%` : "Processing…"}
                </span>
              </div>
              <progress
                className="mt-1 h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-ink-100 [&::-webkit-progress-value]:bg-brand-600"
                value={entry.progress}
                max={1}
                aria-label={`Uploading ${entry.name}`}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
