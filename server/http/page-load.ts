/**
 * Whether the browser sent this request to load a page (a form posted before the page hydrated,
 * or without JavaScript) rather than from the page's script. An action answers a page load with
 * a redirect back to where the form was, and a script with data.
 */
export function isPageLoad(request: Request): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  if (destination) return destination === "document";
  return (request.headers.get("accept") ?? "").includes("text/html");
}
