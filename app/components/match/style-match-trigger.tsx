import { useRef, useState, type ComponentProps, type ComponentType } from "react";
import toast from "react-hot-toast";
import { MATCH_MESSAGES, type StyleAnalysis } from "~/core/match";
import type * as DialogModuleExports from "./style-match-dialog";
import type { StyleMatchDialogProps } from "./style-match-dialog";

type DialogModule = typeof DialogModuleExports;
let loading: Promise<DialogModule> | undefined;

/** The dialog's module (and react-dropzone with it), fetched once, on first wish to open it. */
function loadDialog(): Promise<DialogModule> {
  loading ??= import("./style-match-dialog").catch((error: unknown) => {
    loading = undefined; // let the next click try again
    throw error;
  });
  return loading;
}

type TriggerProps = Omit<ComponentProps<"button">, "type" | "onClick" | "ref"> & {
  onSuccess?: (analysis: StyleAnalysis) => void;
};

/**
 * A button that opens the AI Style Matching dialog. The page ships only this button: the dialog
 * is fetched when the pointer comes near (hover, touch) or on the first click, and kept for the
 * next opening. Style it with `className` and give it any content.
 */
export function StyleMatchTrigger({ children, onSuccess, ...props }: TriggerProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [StyleMatchDialog, setStyleMatchDialog] =
    useState<ComponentType<StyleMatchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [fetching, setFetching] = useState(false);

  const openDialog = () => {
    if (StyleMatchDialog) {
      setOpen(true);
      return;
    }
    setFetching(true);
    void loadDialog()
      .then(
        (module) => {
          setStyleMatchDialog(() => module.StyleMatchDialog);
          setOpen(true);
        },
        () => toast.error(MATCH_MESSAGES.loadFailed),
      )
      .finally(() => setFetching(false));
  };

  const prefetch = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <button
        {...props}
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={fetching || undefined}
        onClick={openDialog}
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") prefetch();
        }}
        onPointerDown={prefetch}
      >
        {children}
      </button>
      {StyleMatchDialog && (
        <StyleMatchDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={button}
          onSuccess={onSuccess}
        />
      )}
    </>
  );
}
