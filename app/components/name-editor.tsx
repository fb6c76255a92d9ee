import { ACCOUNT_INTENTS, INTENT_FIELD } from "~/core/forms";
import { Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/app/components/ui/button";
import { inputClass } from "~/app/components/ui/field";
import { NAME_MAX_LENGTH } from "~/core/accounts/validation";

/** The name on Account Settings, editable in place: Save keeps it (unless blank), Cancel restores. */
export function NameEditor({ name }: { name: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const fetcher = useFetcher();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) inputRef.current?.focus(); // the user just asked to edit the name
  }, [editing]);
  // While the save is on its way, show the new name rather than the old one.
  const pendingName = fetcher.formData?.get("name");
  const shown = typeof pendingName === "string" && pendingName.trim() ? pendingName.trim() : name;

  if (!editing) {
    return (
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 font-medium wrap-anywhere text-ink-950">{shown || "Not set"}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setDraft(shown);
            setEditing(true);
          }}
        >
          <Pencil className="size-4" aria-hidden />
          Edit<span className="sr-only"> name</span>
        </Button>
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      className="flex flex-col gap-3 sm:flex-row sm:items-center"
      onSubmit={(event) => {
        if (!draft.trim()) event.preventDefault(); // a blank name is not saved
        setEditing(false);
      }}
    >
      <input type="hidden" name={INTENT_FIELD} value={ACCOUNT_INTENTS.rename} />
      <label htmlFor="account-name" className="sr-only">
        Name
      </label>
      <input
        id="account-name"
        name="name"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        ref={inputRef}
        className={`${inputClass()} sm:flex-1`}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
