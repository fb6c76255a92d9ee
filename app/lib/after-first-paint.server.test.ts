import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdScriptsUntilFirstPaint } from "./after-first-paint.server";

// What React Router's <Scripts> writes, as React renders it (a module preload hoisted into <head>,
// the route modules script at the end of <body>), around text in several scripts.
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/></head>' +
  "<body><h1>Nail artists — “café” ✨</h1>" +
  '<script nonce="abc">window.__reactRouterContext = {};</script>' +
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\n' +
  'import("/assets/entry.client.js");</script></body></html>';

const HELD = PAGE.replaceAll('rel="modulepreload"', 'rel="x-modulepreload"').replace(
  'type="module" async=""',
  'type="text/x-module-after-paint"',
);

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(holdScriptsUntilFirstPaint()));
}

describe("holding the app's scripts until the first paint", () => {
  it("renames the module preloads and the route modules script, and nothing else", async () => {
    expect(await through([Buffer.from(PAGE)])).toBe(HELD);
  });

  it("finds them however the stream is cut, even inside a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out, `cut at byte ${cut}`).toBe(HELD);
    }
    const oneByteAtATime = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await through(oneByteAtATime)).toBe(HELD);
  });

  it("passes a page without scripts through unchanged, and streams as it goes", async () => {
    const plain = "<p>type=&quot;module&quot; is only text here</p>".repeat(50);
    expect(await through([Buffer.from(plain)])).toBe(plain);

    const stream = holdScriptsUntilFirstPaint();
    const first = new Promise<Buffer>((resolve) => stream.once("data", resolve));
    stream.write(Buffer.from(plain));
    expect((await first).length).toBeGreaterThan(plain.length - 30);
    stream.end();
  });

  it("takes the route manifest's indentation out of the held script, and only there", async () => {
    const manifest = JSON.stringify({ entry: { module: "/assets/entry.client.js" } }, null, 2);
    const page =
      '<body><p class="review-body">First line\n  indented by its writer</p>' +
      '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\n' +
      `  window.__reactRouterManifest = ${manifest};\nimport("/assets/entry.client.js");</script>` +
      "<p>after\n  it</p></body>";
    const expected =
      '<body><p class="review-body">First line\n  indented by its writer</p>' +
      '<script nonce="abc" type="text/x-module-after-paint">import * as route0 from "/assets/root.js";\n' +
      'window.__reactRouterManifest = {\n"entry": {\n"module": "/assets/entry.client.js"\n}\n};\n' +
      'import("/assets/entry.client.js");</script><p>after\n  it</p></body>';
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(out, `cut at byte ${cut}`).toBe(expected);
    }
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });
});
