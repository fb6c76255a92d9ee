import { Star } from "lucide-react";

/** A 0–5 rating: a star and the number, read as "Rated 4.8 out of 5". */
export function Rating({ value, size = "sm" }: { value: number; size?: "sm" | "md" }) {
  const text = value.toFixed(1);
  return (
    <span className="flex items-center gap-1">
      <Star
        className={`${size === "sm" ? "size-3.5" : "size-4"} fill-amber-400 text-amber-500`}
        aria-hidden
      />
      <span aria-hidden>{text}</span>
      <span className="sr-only">Rated {text} out of 5</span>
    </span>
  );
}
