import { LayoutGrid, List } from "lucide-react";
import { VIEW_OPTION_ATTRIBUTE } from "~/app/lib/before-hydration";
import { useViewMode, type ViewList } from "~/app/lib/view-mode";

const OPTIONS = [
  { mode: "grid", label: "Grid view", Icon: LayoutGrid },
  { mode: "list", label: "List view", Icon: List },
] as const;

/**
 * Grid or list, remembered in the browser for this list. The buttons are switched by the inline
 * script of app/lib/before-hydration.ts, so they work from the first paint; the pressed look
 * follows the choice on <html> (app.css `view-option`), so it is right before hydration too.
 * Without JavaScript there is nothing to switch: the toggle is not shown.
 */
export function ViewToggle({ list }: { list: ViewList }) {
  const mode = useViewMode(list);
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-full bg-white p-1 ring-1 ring-ink-200 noscript:hidden"
    >
      {OPTIONS.map(({ mode: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          {...{ [VIEW_OPTION_ATTRIBUTE]: `${list}:${option}` }}
          aria-pressed={mode === option}
          aria-label={label}
          title={label}
          className="view-option"
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
