import { ChevronDown } from "lucide-react";

export const userMenuTriggerClass =
  "flex h-10 max-w-56 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-[0.95rem] font-medium text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50";

/** What the account menu's button shows: the initial, the name, a chevron. */
export function UserMenuLabel({ label }: { label: string }) {
  return (
    <>
      <span
        className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800 uppercase"
        aria-hidden
      >
        {label.slice(0, 1)}
      </span>
      <span className="truncate">
        <span className="sr-only">Account menu for </span>
        {label}
      </span>
      <ChevronDown className="size-4 shrink-0 text-ink-500" aria-hidden />
    </>
  );
}
