import type { ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/app/lib/cn";

type Variant = "primary" | "secondary" | "ghost" | "inverse" | "outline-inverse";
type Size = "sm" | "md" | "lg";

interface Look {
  variant?: Variant;
  size?: Size;
}

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800",
  secondary:
    "bg-white text-ink-900 ring-1 ring-inset ring-ink-200 hover:bg-ink-50 hover:ring-ink-300",
  ghost: "text-ink-800 hover:bg-brand-50 hover:text-brand-800",
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  /** For dark or brand-coloured backgrounds, beside an `inverse` button. */
  "outline-inverse": "text-white ring-1 ring-inset ring-white/70 hover:bg-white/10",
};

const SIZES: Record<Size, string> = {
  sm: "h-9 px-3.5 text-sm gap-1.5",
  md: "h-11 px-5 text-[0.95rem] gap-2",
  lg: "h-13 px-7 text-base gap-2.5",
};

/** Class names of a button of this look, for elements that are not <Button> (links, labels). */
export function buttonClass({ variant = "primary", size = "md" }: Look = {}, className?: string) {
  return cn(
    "btn", // the shape every button shares (app.css)
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & Look) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & Look) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
