import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FieldLabel, FieldNotes } from "~/app/components/ui/field";
import { useHydrated } from "~/app/lib/use-hydrated";
import { UPLOAD_ACCEPT, UPLOAD_COPY as C } from "~/core/uploads";

interface PhotoPickerProps {
  label: string;
  name: string;
  hint: string;
  /** The server's refusal of the photos, if any. */
  error?: string;
  /** A photo to start with (the style match's): put in the field as if chosen. */
  initial?: File | null;
  /** Said under the picker while the initial photo is among the chosen ones. */
  initialNote?: string;
  /** How many photos the form takes, and what is said when more are chosen. */
  max: number;
  tooMany: string;
}

const accept = Object.keys(UPLOAD_ACCEPT).join(",");

/** A chosen photo and its preview's object URL (released when it is removed). */
interface Chosen {
  file: File;
  url: string;
}
const chosenOf = (file: File): Chosen => ({ file, url: URL.createObjectURL(file) });

/** Puts `files` in a file input, as if chosen there (the form then sends them). */
function setFiles(input: HTMLInputElement, files: readonly File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

/**
 * Up to `max` photos for a form (a request, a reply, a review): a plain file input, so it works
 * before and without JavaScript (the server checks every file). Once the page runs, the chosen
 * photos show as previews that can be removed one by one, and too many are said at once.
 */
export function PhotoPicker({
  label,
  name,
  hint,
  error,
  initial,
  initialNote,
  max,
  tooMany: tooManyMessage,
}: PhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Chosen[]>(() => (initial ? [chosenOf(initial)] : []));
  const files = chosen.map((item) => item.file);

  // The initial photo goes in the field itself, so the form sends it.
  useEffect(() => {
    if (initial && input.current) setFiles(input.current, [initial]);
  }, [initial]);
  // Previews are released with the picker.
  const latest = useRef(chosen);
  useEffect(() => {
    latest.current = chosen;
  }, [chosen]);
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  const choose = (next: Chosen[]) => {
    for (const item of chosen) if (!next.includes(item)) URL.revokeObjectURL(item.url);
    setChosen(next);
  };
  const remove = (index: number) => {
    const rest = chosen.filter((_, i) => i !== index);
    if (input.current)
      setFiles(
        input.current,
        rest.map((item) => item.file),
      );
    choose(rest);
    input.current?.focus();
  };

  const shownError = files.length > max ? tooManyMessage : error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        multiple
        accept={accept}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => choose([...(event.currentTarget.files ?? [])].map(chosenOf))}
        className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      <FieldNotes hint={hint} hintId={hintId} error={shownError} errorId={errorId} />
      {hydrated && files.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={C.chosenPhotos}>
          {chosen.map(({ file, url }, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={file.name}
                className="size-20 rounded-xl bg-ink-50 object-cover ring-1 ring-ink-100"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={C.removePhoto(file.name)}
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-white text-ink-700 shadow ring-1 ring-ink-200 hover:text-ink-950"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {initial && initialNote && files.includes(initial) && (
        <p className="mt-2 text-sm text-ink-700">{initialNote}</p>
      )}
    </div>
  );
}
