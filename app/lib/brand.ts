import { useRouteLoaderData } from "react-router";
import { DEFAULT_BRAND, type Brand } from "~/core/brand";
import type { loader as rootLoader } from "~/app/root";

/** The deployment's brand, from the root loader (defaults if the root loader itself failed). */
export function useBrand(): Brand {
  return (
    useRouteLoaderData<typeof rootLoader>("root")?.brand ?? { ...DEFAULT_BRAND, publicUrl: "" }
  );
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** "{page} | {product}" for a route's meta export; the product name comes from the root loader. */
export function pageTitle(matches: ReadonlyArray<MetaMatch | undefined>, page?: string): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { brand?: Brand } | undefined;
  const product = root?.brand?.name ?? DEFAULT_BRAND.name;
  return page ? `${page} | ${product}` : product;
}
