import {
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { useHydrated } from "~/app/lib/use-hydrated";
import { MATCH_MESSAGES, MATCH_PAGE, type StyleAnalysis } from "~/core/match";
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

type TriggerProps = Omit<
  ComponentProps<"a">,
  "href" | "role" | "onClick" | "onKeyDown" | "ref" | "children"
> & {
  children: ComponentProps<"a">["children"];
  onSuccess?: (analysis: StyleAnalysis) => void;
};

/** A click that asks for something else than following the link here (a new tab, a download). */
const elsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The AI Style Matching opener. From the first paint it is a link to the /match page, which
 * works before the page hydrates and without JavaScript. Once hydrated, a click opens the
 * dialog in place instead, so it then says what it does: a button that opens a dialog (a link
 * that opened a popup would announce a navigation that never happens). The dialog is fetched
 * when the pointer comes near (hover, touch) or on the first click, and kept for the next
 * opening. Style it with `className` and give it any content.
 */
export function StyleMatchTrigger({ children, onSuccess, ...props }: TriggerProps) {
  const hydrated = useHydrated();
  const opener = useRef<HTMLAnchorElement>(null);
  const [StyleMatchDialog, setStyleMatchDialog] =
    useState<ComponentType<StyleMatchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [fetching, setFetching] = useState(false);

  const openDialog = () => {
    if (StyleMatchDialog) {
      setOpen(true);
      return;
    }
    if (fetching) return;
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
      <Link
        {...props}
        ref={opener}
        to={MATCH_PAGE}
        // Followed only before hydration (a plain link) or to open the page in a new tab: the
        // route's code is not worth fetching for every opener on the page.
        discover="none"
        role={hydrated ? "button" : undefined}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-expanded={hydrated ? open : undefined}
        aria-busy={fetching || undefined}
        onClick={(event) => {
          if (elsewhere(event)) return;
          event.preventDefault();
          openDialog();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
          // Enter follows a link (a click); a button also answers Space.
          if (event.key !== " ") return;
          event.preventDefault();
          openDialog();
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") prefetch();
        }}
        onPointerDown={prefetch}
      >
        {children}
      </Link>
      {StyleMatchDialog && (
        <StyleMatchDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={opener}
          onSuccess={onSuccess}
        />
      )}
    </>
  );
}
