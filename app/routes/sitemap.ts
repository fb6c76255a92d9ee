import { getServices } from "~/server/context";
import { sitemapFile, sitemapIndex } from "~/server/seo/sitemap";
import type { Route } from "./+types/sitemap";
import { authorize } from "~/server/auth/guards";

const xmlResponse = (body: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });

// /sitemap.xml (the index) and /sitemaps/{pages|artists-N}.xml (its files).
export async function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/sitemap.ts", "read");
  const { params, context } = args;
  const services = getServices(context);
  if (!params.file) return xmlResponse(await sitemapIndex(services));
  const name = params.file.endsWith(".xml") ? params.file.slice(0, -4) : "";
  const file = name && (await sitemapFile(services, name));
  if (!file) throw new Response("Not found", { status: 404, statusText: "Not Found" });
  return xmlResponse(file);
}
