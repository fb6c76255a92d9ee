import { useRouteLoaderData } from "react-router";
import { DEFAULT_BRAND, type Brand } from "~/core/brand";
import type { loader as rootLoader } from "~/app/root";

/** The deployment's brand, from the root loader (defaults if the root loader itself failed). */
export function useBrand(): Brand {
  return (
    useRouteLoaderData<typeof rootLoader>("root")?.brand ?? { ...DEFAULT_BRAND, publicUrl: "" }
  );
}

/** The footer's copyright year: this year, as the server rendering the page knows it. */
export function useCopyrightYear(): number {
  return useRouteLoaderData<typeof rootLoader>("root")?.year ?? new Date().getFullYear();
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

type MetaMatches = ReadonlyArray<MetaMatch | undefined>;

function rootBrand(matches: MetaMatches): Pick<Brand, "name" | "publicUrl"> {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { brand?: Brand } | undefined;
  return root?.brand ?? { name: DEFAULT_BRAND.name, publicUrl: "" };
}

/** "{page} | {product}" for a route's meta export; the product name comes from the root loader. */
export function pageTitle(matches: MetaMatches, page?: string): string {
  const product = rootBrand(matches).name;
  return page ? `${page} | ${product}` : product;
}

/**
 * The head every page has: its title, a description for search results and link previews, and,
 * for pages search engines should list, the one address to file them under (`canonical`, a path
 * made absolute with the public URL).
 */
export function pageMeta(
  matches: MetaMatches,
  page: { title?: string; description: string; canonical?: string },
) {
  const { publicUrl } = rootBrand(matches);
  return [
    { title: pageTitle(matches, page.title) },
    { name: "description", content: page.description },
    ...(page.canonical && publicUrl
      ? [{ tagName: "link", rel: "canonical", href: new URL(page.canonical, publicUrl).href }]
      : []),
  ];
}

/** The head of a page search engines must not list (private, or not a page): no canonical. */
export function unlistedPageMeta(
  matches: MetaMatches,
  page: { title?: string; description: string },
) {
  return [...pageMeta(matches, page), { name: "robots", content: "noindex" }];
}
