import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "~/app/lib/cn";

interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as-is, e.g. a <Button>). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Where focus goes on close when the dialog has no `trigger` (one opened from elsewhere):
   * focus it and call `event.preventDefault()`. With a trigger, focus returns to it by itself.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The look shared by every dialog: a sheet on phones, a centred card on wider screens. */
export const dialogPanelClass =
  "overflow-y-auto bg-white p-6 shadow-2xl outline-none max-sm:rounded-t-3xl sm:rounded-3xl sm:p-8";
export const dialogTitleClass = "font-display text-2xl font-semibold text-ink-950";
export const dialogCloseClass =
  "-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-900";

/**
 * A modal dialog driven by script (opened from state; for one whose content is in the page from
 * the start, see `CommandDialog`): focus trapped inside, Escape and the close button dismiss it, focus returns to
 * the trigger, page scroll locked while open. Sheet-like on phones, centred card on wider screens.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            dialogPanelClass,
            "fixed inset-x-0 bottom-0 z-50 max-h-[92dvh]",
            "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2",
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className={dialogTitleClass}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={dialogCloseClass} aria-label="Close">
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-ink-600">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
