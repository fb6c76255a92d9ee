import { describe, expect, it } from "vitest";
import { isPageLoad } from "./page-load";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost/favorites", { method: "POST", headers });

describe("isPageLoad", () => {
  it("is a page load when the browser says the answer is a document", () => {
    expect(isPageLoad(request({ "sec-fetch-dest": "document", accept: "*/*" }))).toBe(true);
  });

  it("is not one for the page's own fetches", () => {
    expect(isPageLoad(request({ "sec-fetch-dest": "empty", accept: "text/html" }))).toBe(false);
  });

  it("falls back to Accept where the browser sends no Sec-Fetch-Dest", () => {
    expect(isPageLoad(request({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(isPageLoad(request({ accept: "*/*" }))).toBe(false);
    expect(isPageLoad(request({}))).toBe(false);
  });
});
