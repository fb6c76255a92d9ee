import { ACCOUNT_INTENTS, INTENT_FIELD } from "~/core/forms";
import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { action } from "~/app/routes/account-settings";
import { Button } from "~/app/components/ui/button";
import { Dialog } from "~/app/components/ui/dialog";
import { FieldLabel, inputClass } from "~/app/components/ui/field";
import { ACCOUNT_DELETION } from "~/core/accounts/deletion";
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from "~/core/accounts/validation";

/**
 * Danger Zone's confirmation: the user types DELETE; the account goes, they are signed out, and
 * the home page says so. `artist`: what is deleted is said in an artist's terms.
 */
export function DeleteAccountDialog({ artist }: { artist: boolean }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const fetcher = useFetcher<typeof action>();
  const deleting = fetcher.state !== "idle";

  const onOpenChange = (next: boolean) => {
    if (deleting) return;
    setOpen(next);
    if (!next) setTyped(""); // Cancel closes and clears the text
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button className="bg-red-700 hover:bg-red-800 active:bg-red-900">Delete Account</Button>
      }
      title={ACCOUNT_DELETION.title}
      description={ACCOUNT_DELETION.whatGoes(artist)}
    >
      <fetcher.Form method="post" className="space-y-5">
        <input type="hidden" name={INTENT_FIELD} value={ACCOUNT_INTENTS.deleteAccount} />
        <div>
          <FieldLabel htmlFor="delete-confirmation">
            Type {DELETE_CONFIRMATION_WORD} to confirm
          </FieldLabel>
          <input
            id="delete-confirmation"
            name="confirmation"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={inputClass()}
          />
        </div>
        {fetcher.data && "error" in fetcher.data && (
          <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
            <AlertTriangle className="size-4" aria-hidden />
            {fetcher.data.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button
            type="submit"
            className="bg-red-700 hover:bg-red-800 active:bg-red-900"
            disabled={!isDeleteConfirmed(typed) || deleting}
          >
            {deleting ? "Deleting..." : "Delete Account"}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
