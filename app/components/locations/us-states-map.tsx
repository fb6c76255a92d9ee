import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { cn } from "~/app/lib/cn";
import { artistCountText, LEGEND, LOCATIONS_TEXT } from "./messages";
import type { StateShape } from "./state-shape";
import { MAP_HEIGHT, MAP_WIDTH, STATE_SHAPES } from "./states-geometry";

/*
 * Colours, against the page (surface #fffafc) and each other (WCAG AA: 3:1 for shapes, 4.5:1 for
 * text): states with artists brand-700 (6.4:1 on the page, white labels 6.6:1); states without
 * ink-400 (3.1:1 on the page, ink-950 labels 5.8:1); white borders between them; the focus and
 * hover ring is ink-950 over a white halo, so it shows on either fill and on the page.
 */
const FILLS = {
  with: "fill-brand-700 group-hover:fill-brand-800",
  without: "fill-ink-400",
} as const;
const LABEL_FILLS = { with: "fill-white", without: "fill-ink-950" } as const;
/** Labels and callouts would be a few pixels high on a phone: there the list below serves. */
const WIDE_ONLY = "hidden sm:inline";

interface UsStatesMapProps {
  /** Published artists per state code; absent codes have none. */
  counts: Readonly<Record<string, number>>;
  /** Where a state with artists leads (the caller's filter URL). */
  stateHref: (code: string) => string;
}

/** A click that the browser should handle itself (new tab, download, not the main button). */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The US states, server-rendered as SVG: states with artists are links, the others focusable
 * images; hovering or focusing one shows its name and count, and clicking or pressing one
 * without artists says so under the map (a click that did nothing read as broken).
 */
export function UsStatesMap({ counts, stateHref }: UsStatesMapProps) {
  const navigate = useNavigate();
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [emptyState, setEmptyState] = useState<string | null>(null);
  const activeCode = dismissed ? null : (hovered ?? focused);
  const active = STATE_SHAPES.find((shape) => shape.code === activeCode);

  const show = (set: (code: string | null) => void, code: string | null) => {
    set(code);
    setDismissed(false);
  };
  // Tooltips are dismissable without moving the pointer or focus (WCAG 1.4.13).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") setDismissed(true);
  };

  return (
    <div>
      {/* Above the map, where a click on it is seen to answer (the map fills a wide screen). */}
      <p role="status" className="min-h-6 font-medium text-ink-800">
        {emptyState && LOCATIONS_TEXT.noArtistsInState(emptyState)}
      </p>
      <div className="relative">
        {/* Keyboard handling here only dismisses the tooltip; the states themselves are the controls. */}
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className="h-auto w-full select-none"
          role="group"
          aria-label="Map of the US states"
          onKeyDown={onKeyDown}
        >
          {STATE_SHAPES.map((shape) => {
            const count = counts[shape.code] ?? 0;
            const label = `${shape.name}: ${artistCountText(count)}`;
            const handlers = {
              onMouseEnter: () => show(setHovered, shape.code),
              onMouseLeave: () => show(setHovered, null),
              onFocus: () => show(setFocused, shape.code),
              onBlur: () => show(setFocused, null),
            };
            if (count === 0)
              return (
                // A focusable image: keyboard users reach every state and hear it has no artists.
                <g
                  key={shape.code}
                  role="img"
                  tabIndex={0}
                  aria-label={label}
                  className="group outline-none"
                  onClick={() => setEmptyState(shape.name)}
                  onKeyDown={(event) => {
                    if (event.key !== "Enter" && event.key !== " ") return;
                    event.preventDefault(); // Space would scroll the page
                    setEmptyState(shape.name);
                  }}
                  {...handlers}
                >
                  <StateDrawing shape={shape} kind="without" />
                </g>
              );
            const href = stateHref(shape.code);
            return (
              <a
                key={shape.code}
                href={href}
                aria-label={label}
                className="group cursor-pointer outline-none"
                onClick={(event) => {
                  // Client-side navigation, as a router link would do.
                  if (isModifiedClick(event)) return;
                  event.preventDefault();
                  void navigate(href);
                }}
                {...handlers}
              >
                <StateDrawing shape={shape} kind="with" />
              </a>
            );
          })}
          {/* The codes sit outside the states' links and images, whose names spell the state out. */}
          <g aria-hidden className={cn("pointer-events-none text-[10px] font-semibold", WIDE_ONLY)}>
            {STATE_SHAPES.map((shape) => {
              const [x, y] = shape.callout?.label ?? shape.label;
              return (
                <text
                  key={shape.code}
                  x={x}
                  y={y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className={LABEL_FILLS[counts[shape.code] ? "with" : "without"]}
                >
                  {shape.code}
                </text>
              );
            })}
          </g>
          {active && (
            // The ring is drawn last, so no neighbouring state covers it.
            <g className="pointer-events-none fill-none" aria-hidden>
              <path
                d={active.d}
                className="stroke-white"
                strokeWidth={4.5}
                strokeLinejoin="round"
              />
              <path
                d={active.d}
                className="stroke-ink-950"
                strokeWidth={2}
                strokeLinejoin="round"
              />
            </g>
          )}
        </svg>

        {active && <Tooltip shape={active} count={counts[active.code] ?? 0} />}
      </div>

      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700" aria-label="Legend">
        <li className="flex items-center gap-2">
          <span className="size-4 rounded-sm bg-brand-700" aria-hidden />
          {LEGEND.with}
        </li>
        <li className="flex items-center gap-2">
          <span className="size-4 rounded-sm bg-ink-400" aria-hidden />
          {LEGEND.without}
        </li>
      </ul>
    </div>
  );
}

function StateDrawing({ shape, kind }: { shape: StateShape; kind: "with" | "without" }) {
  const { callout } = shape;
  return (
    <>
      <path
        d={shape.d}
        className={cn("stroke-white transition-colors", FILLS[kind])}
        strokeWidth={0.75}
        strokeLinejoin="round"
      />
      {callout && (
        <g className={WIDE_ONLY}>
          <line
            x1={callout.line[0]}
            y1={callout.line[1]}
            x2={callout.line[2]}
            y2={callout.line[3]}
            className="stroke-ink-600"
            strokeWidth={0.75}
          />
          <circle cx={callout.line[0]} cy={callout.line[1]} r={1.5} className="fill-ink-600" />
          {/* The callout box is part of the state: a larger target than the state itself. */}
          <rect
            x={callout.label[0] - 12}
            y={callout.label[1] - 8}
            width={24}
            height={16}
            rx={3}
            className={cn("transition-colors", FILLS[kind])}
          />
        </g>
      )}
    </>
  );
}

/**
 * The hovered or focused state's name and count, above its label point. The horizontal anchor
 * moves with the point (left edge at the map's left, right edge at its right), so it never leaves
 * the map. Visual only: the state's accessible name says the same.
 */
function Tooltip({ shape, count }: { shape: StateShape; count: number }) {
  const x = (shape.label[0] / MAP_WIDTH) * 100;
  const y = (shape.label[1] / MAP_HEIGHT) * 100;
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute z-10 rounded-lg bg-ink-950 px-3 py-2 text-sm whitespace-nowrap text-white shadow-lg"
      style={{ left: `${x}%`, top: `${y}%`, transform: `translate(-${x}%, calc(-100% - 12px))` }}
      data-testid="map-tooltip"
    >
      <p className="font-semibold">{shape.name}</p>
      <p className="text-ink-200">{artistCountText(count)}</p>
    </div>
  );
}
