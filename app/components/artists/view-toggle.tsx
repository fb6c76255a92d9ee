import { LayoutGrid, List } from "lucide-react";
import { cn } from "~/app/lib/cn";
import { useViewMode, type ViewList } from "~/app/lib/view-mode";

/** Grid or list, remembered in the browser for this list. */
export function ViewToggle({ list }: { list: ViewList }) {
  const [mode, setMode] = useViewMode(list);
  const options = [
    { mode: "grid", label: "Grid view", Icon: LayoutGrid },
    { mode: "list", label: "List view", Icon: List },
  ] as const;
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-full bg-white p-1 ring-1 ring-ink-200"
    >
      {options.map(({ mode: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          aria-label={label}
          title={label}
          onClick={() => setMode(option)}
          className={cn(
            "grid size-9 place-items-center rounded-full transition",
            mode === option ? "bg-brand-600 text-white" : "text-ink-600 hover:bg-ink-50",
          )}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
