import { getServices } from "~/server/context";
import { sitemapFile, sitemapIndex } from "~/server/seo/sitemap";
import type { Route } from "./+types/sitemap";

const xmlResponse = (body: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });

// /sitemap.xml (the index) and /sitemaps/{pages|artists-N}.xml (its files).
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  if (!params.file) return xmlResponse(await sitemapIndex(services));
  const name = params.file.endsWith(".xml") ? params.file.slice(0, -4) : "";
  const file = name && (await sitemapFile(services, name));
  if (!file) throw new Response("Not found", { status: 404, statusText: "Not Found" });
  return xmlResponse(file);
}
