import http from "node:http";
import type { AddressInfo } from "node:net";
import { AFTER_FIRST_PAINT_SCRIPT, HELD_MODULE_TYPE } from "~/app/lib/after-first-paint";
import { HYDRATED_ATTRIBUTE } from "~/app/lib/before-hydration";
import { expect, test } from "./fixtures";

// A slow connection can cut the stream inside the held module script: the page paints, the loader
// starts, and the script in the document has only part of its text. It must wait for the rest.
test("the app's script runs whole when the stream pauses inside it", async ({ page }) => {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.write(
      `<!doctype html><html lang="en"><head><title>Split</title>` +
        `<script>${AFTER_FIRST_PAINT_SCRIPT}</script></head>` +
        `<body><h1>Painted first</h1><script type="${HELD_MODULE_TYPE}">` +
        `document.documentElement.setAttribute("${HYDRATED_ATTRIBUTE}", "wh`,
    );
    // Long enough for the first paint and the loader to happen in between.
    setTimeout(() => response.end(`ole");</script><p>The rest</p></body></html>`), 1_000);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.locator("html")).toHaveAttribute(HYDRATED_ATTRIBUTE, "whole");
    await expect(page.getByText("The rest")).toBeVisible();
  } finally {
    server.close();
  }
});
