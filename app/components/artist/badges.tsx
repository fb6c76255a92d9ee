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

/** Styles and colors as chips (an artist's, a photo's, a request's look). */
export function TagList({
  tags,
  label,
  className,
}: {
  tags: readonly string[];
  /** The list's name for assistive technology, where the heading above does not give one. */
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
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
