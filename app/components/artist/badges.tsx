import { BadgeCheck } from "lucide-react";
import { cn } from "~/app/lib/cn";

/** The 'Featured' badge over an artist's colored header (card or profile). */
export function FeaturedBadge({ large = false }: { large?: boolean }) {
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-white/85 font-semibold text-brand-800",
        large ? "mb-2 px-2.5 py-0.5 text-sm" : "mb-1 px-2 py-0.5 text-xs",
      )}
    >
      <BadgeCheck className={large ? "size-4" : "size-3.5"} aria-hidden />
      Featured
    </p>
  );
}

/** An artist's styles and colors as chips. */
export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
