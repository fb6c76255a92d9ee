import { useState, type ComponentProps, type ReactNode } from "react";

type FallbackImageProps = Omit<ComponentProps<"img">, "src" | "alt" | "onError"> & {
  src: string;
  alt: string;
  fallback: ReactNode;
};

/**
 * An image that gives way to `fallback` when it cannot be shown (the spec: image load failures
 * hide the image), e.g. a chosen file the browser cannot decode or a thumbnail that is gone.
 */
export function FallbackImage({ src, alt, fallback, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return fallback;
  return <img src={src} alt={alt} {...props} onError={() => setFailed(src)} />;
}
