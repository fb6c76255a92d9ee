import { X } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { cn } from "~/app/lib/cn";
import { dialogCloseClass, dialogPanelClass, dialogTitleClass } from "./dialog";

/** Whether this browser opens a dialog from a button's `commandfor` by itself. */
const browserRunsCommands = () =>
  typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;

/**
 * A modal dialog whose content is in the page from the start, opened by its button with no
 * script at all (a native <dialog> and an HTML invoker command, decision 0022): it works from the
 * first paint. The browser traps focus, closes it on Escape, the close button or a click on the
 * backdrop, and gives focus back to the button. Where a browser does not run invoker commands,
 * the button opens it by script once the page has hydrated.
 */
export function CommandDialog({
  trigger,
  triggerClassName,
  title,
  description,
  children,
}: {
  /** What the opening button shows. */
  trigger: ReactNode;
  triggerClassName: string;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        commandfor={id}
        command="show-modal"
        aria-haspopup="dialog"
        className={triggerClassName}
        onClick={() => {
          if (!browserRunsCommands()) dialog.current?.showModal();
        }}
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        id={id}
        closedby="any"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className={cn(
          dialogPanelClass,
          "m-0 mt-auto max-h-[92dvh] w-full max-w-none text-ink-900 backdrop:bg-ink-950/50 backdrop:backdrop-blur-sm",
          "sm:m-auto sm:w-[min(36rem,calc(100vw-2rem))]",
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className={dialogTitleClass}>
            {title}
          </h2>
          <button
            type="button"
            commandfor={id}
            command="close"
            className={dialogCloseClass}
            aria-label="Close"
            onClick={() => {
              if (!browserRunsCommands()) dialog.current?.close();
            }}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <p id={`${id}-description`} className="mt-2 text-ink-600">
          {description}
        </p>
        <div className="mt-6">{children}</div>
      </dialog>
    </>
  );
}
