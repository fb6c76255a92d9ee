import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Class names are merged so that a later class wins over an earlier one of the same kind
// (`cn(buttonClass(), "bg-transparent")` drops the variant's background): with plain string
// joining, CSS order decides instead, and a caller's override may silently lose.
const merge = extendTailwindMerge({
  // Our theme's own tokens (app/app.css), so they conflict with their kind's built-in values.
  extend: { theme: { shadow: ["card", "lift"], radius: ["card"] } },
});

export const cn = (...classes: ClassValue[]) => merge(clsx(classes));
