import { useId } from "react";
import { Link } from "react-router";
import { useBrand } from "~/app/lib/brand";

/** The brand mark: a polished almond nail with a glint. Decorative; the name beside it is the label. */
export function LogoMark({ className }: { className?: string }) {
  // The mark shows in the header and the footer: each needs its own gradient id.
  const gradient = `logo-polish${useId()}`;
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f472b6" />
          <stop offset="1" stopColor="#b3165f" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="10" fill="#fce7f3" />
      <path
        d="M16 4.5c4.4 0 7 4.9 7 10.6V24a3.5 3.5 0 0 1-3.5 3.5h-7A3.5 3.5 0 0 1 9 24v-8.9C9 9.4 11.6 4.5 16 4.5Z"
        fill={`url(#${gradient})`}
      />
      <path
        d="M13.2 9.5c.7-1.6 1.7-2.4 2.6-2.6"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
        opacity=".85"
      />
      <path
        d="M9 22.5h14V24a3.5 3.5 0 0 1-3.5 3.5h-7A3.5 3.5 0 0 1 9 24Z"
        fill="#fff"
        opacity=".9"
      />
    </svg>
  );
}

/** The logo, linking home. `inverted` for dark backgrounds. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { name } = useBrand();
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg" aria-label={`${name} home`}>
      <LogoMark className="size-9" />
      <span
        className={`font-display text-xl font-semibold tracking-tight ${inverted ? "text-white" : "text-ink-950"}`}
      >
        {name}
      </span>
    </Link>
  );
}
