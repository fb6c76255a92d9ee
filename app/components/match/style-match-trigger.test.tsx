// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { matchAvailable } from "~/app/lib/analyze-photo";
import { MATCH_PAGE } from "~/core/match";
import { StyleMatchTrigger } from "./style-match-trigger";

// The opener: a link to /match as the server renders it (what works before hydration and without
// JavaScript), a button that opens the dialog once the page runs.

vi.mock("~/app/lib/analyze-photo", () => ({
  AnalyzeError: class extends Error {},
  analyzePhoto: vi.fn(),
  matchAvailable: vi.fn(),
}));
vi.mock("react-hot-toast", () => ({ default: { success: vi.fn(), error: vi.fn() } }));

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const Stub = createRoutesStub([
  {
    path: "/",
    Component: () => (
      <>
        <Where />
        <StyleMatchTrigger className="tile">AI Match</StyleMatchTrigger>
      </>
    ),
  },
  { path: MATCH_PAGE, Component: Where },
]);

beforeEach(() => vi.mocked(matchAvailable).mockResolvedValue(true));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the style match opener", () => {
  it("is a plain link to the /match page in the server's HTML", () => {
    const html = renderToString(<Stub initialEntries={["/"]} />);
    const anchor = /<a [^>]*>AI Match<\/a>/.exec(html)?.[0] ?? "";
    expect(anchor).toContain('href="/match"');
    expect(anchor).toContain('class="tile"');
    expect(anchor).not.toContain("role=");
    expect(anchor).not.toContain("aria-haspopup");
    expect(anchor).not.toContain("aria-expanded");
  });

  it(
    "once running, is a button that opens the dialog in place, and gets focus back",
    {
      timeout: 20_000,
    },
    async () => {
      render(<Stub initialEntries={["/"]} />);
      const opener = screen.getByRole("button", { name: "AI Match" });
      expect(opener.getAttribute("href")).toBe(MATCH_PAGE);
      expect(opener.getAttribute("aria-haspopup")).toBe("dialog");
      expect(opener.getAttribute("aria-expanded")).toBe("false");

      await userEvent.click(opener);
      // The first opening imports the dialog's module: slow on a busy machine.
      const dialog = await screen.findByRole(
        "dialog",
        { name: "AI Style Matching" },
        { timeout: 10_000 },
      );
      expect(dialog).toBeTruthy();
      expect(opener.getAttribute("aria-expanded")).toBe("true");
      expect(screen.getByTestId("location").textContent).toBe("/");

      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));

      // Space opens it too, as it would a button.
      await userEvent.keyboard(" ");
      expect(await screen.findByRole("dialog", { name: "AI Style Matching" })).toBeTruthy();
    },
  );
});
