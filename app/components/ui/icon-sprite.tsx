import type { LucideIcon } from "lucide-react";

/**
 * Icons drawn on every item of a long list (each card's pin, star, share): defined once in a
 * hidden sprite, then each use is a short <use> reference instead of the whole drawing again.
 */
export function IconSprite({ icons }: { icons: Readonly<Record<string, LucideIcon>> }) {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {Object.entries(icons).map(([id, Icon]) => (
        <symbol key={id} id={`icon-${id}`} viewBox="0 0 24 24">
          {/* The drawing takes its fill from where it is used (a filled star, an outlined pin). */}
          <Icon width={24} height={24} fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon of an `IconSprite` on the page (outlined, unless `className` gives it a fill). */
export function SpriteIcon({ id, className }: { id: string; className?: string }) {
  return (
    <svg aria-hidden="true" fill="none" className={className}>
      <use href={`#icon-${id}`} />
    </svg>
  );
}
