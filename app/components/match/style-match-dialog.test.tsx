// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as AnalyzePhotoModule from "~/app/lib/analyze-photo";
import { AnalyzeError, analyzePhoto, matchAvailable } from "~/app/lib/analyze-photo";
import { MATCH_MESSAGES, MATCH_VERDICTS, type StyleAnalysis } from "~/core/match";
import { IMAGE_MESSAGES, UPLOAD, UPLOAD_HINT } from "~/core/uploads";
import { StyleMatchDialog } from "./style-match-dialog";

// The dialog as a page opens it, with the endpoint's two calls replaced: what each state shows,
// and where each button leads.

vi.mock("~/app/lib/analyze-photo", async (importOriginal) => ({
  ...(await importOriginal<typeof AnalyzePhotoModule>()),
  analyzePhoto: vi.fn(),
  matchAvailable: vi.fn(),
}));
vi.mock("react-hot-toast", () => ({ default: { success: vi.fn(), error: vi.fn() } }));
const toast = (await import("react-hot-toast")).default;

const analysis: StyleAnalysis = {
  presence: "nails",
  confidence: 0.82,
  detectedStyles: ["French Tips", "Almond"],
  colors: [
    { name: "Pink", hex: "#f06292", share: 0.7 },
    { name: "White", hex: "#fafafa", share: 0.3 },
  ],
  artists: [
    {
      id: "a1",
      displayName: "Nails by Mia",
      place: "Austin, TX",
      matchScore: 0.9,
      matchingStyles: ["French Tips", "Almond"],
      thumbnail: { src: "/media/a1.webp", alt: "French tips" },
      fromPriceCents: 4500,
    },
    {
      id: "a2",
      displayName: "Polished",
      place: "Miami, FL",
      matchScore: 0.4,
      matchingStyles: ["Almond"],
      thumbnail: null,
      fromPriceCents: null,
    },
  ],
  lookFound: true,
  ranking: "AbCdEfGhIjKlMnOpQrStUv",
  indexing: null,
  features: [],
  timestamp: new Date(0).toISOString(),
};

const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], "nails.jpg", { type: "image/jpeg" });

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  const onSuccess = vi.fn();
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <Where />
          <StyleMatchDialog open onOpenChange={onOpenChange} onSuccess={onSuccess} />
        </>
      ),
    },
    { path: "/artists", Component: Where },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { onOpenChange, onSuccess };
}

const dialog = () => screen.getByRole("dialog", { name: "AI Style Matching" });
const fileInput = () => dialog().querySelector<HTMLInputElement>('input[type="file"]')!;

async function choosePhoto(file = photo()) {
  await userEvent.upload(fileInput(), file);
  await screen.findByRole("button", { name: /Analyze with AI/ });
}

beforeEach(() => {
  vi.mocked(matchAvailable).mockResolvedValue(true);
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the style match dialog", () => {
  it("starts on the drop zone with the upload hint", async () => {
    renderDialog();
    expect(within(dialog()).getByRole("button", { name: /Upload a photo of nails/ })).toBeTruthy();
    expect(within(dialog()).getByText(UPLOAD_HINT)).toBeTruthy();
    await waitFor(() => expect(matchAvailable).toHaveBeenCalledTimes(1));
  });

  it("previews a chosen photo with its name, then shows the result and toasts", async () => {
    let finish: (value: StyleAnalysis) => void = () => undefined;
    vi.mocked(analyzePhoto).mockImplementation(
      (_file, options) =>
        new Promise((resolve) => {
          options?.onProgress?.(0.5);
          finish = resolve;
        }),
    );
    const { onSuccess } = renderDialog();
    await choosePhoto();
    expect(screen.getByText("nails.jpg")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Preview of nails.jpg" })).toHaveProperty(
      "src",
      "blob:preview",
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: /Analyze with AI/ })),
    );

    await userEvent.click(screen.getByRole("button", { name: /Analyze with AI/ }));
    expect(screen.getByRole("button", { name: /Analyzing\.\.\./ })).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    expect(screen.getByRole("button", { name: "Choose Different Photo" })).toHaveProperty(
      "disabled",
      true,
    );

    finish(analysis);
    const heading = await screen.findByRole("heading", { name: "Your style match" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText("Confidence 82%")).toBeTruthy();
    expect(screen.getByText("French Tips")).toBeTruthy();
    expect(screen.getByText("Pink")).toBeTruthy();
    const links = within(screen.getByRole("region", { name: "Matching artists" })).getAllByRole(
      "link",
    );
    const artists = links.filter((link) => !link.textContent?.startsWith("Send this look"));
    expect(artists.map((link) => link.getAttribute("href"))).toEqual(["/artist/a1", "/artist/a2"]);
    // Each artist can be sent the look found: its styles and colors go with it.
    const send = links.find((link) => link.textContent === "Send this look to Nails by Mia");
    expect(send?.getAttribute("href") ?? "").toMatch(
      /^\/requests\/new\?artist=a1&style=French\+Tips.*&color=Pink/,
    );
    expect(artists[0]!.textContent).toContain("90% match");
    expect(artists[1]!.textContent).toContain("Miami, FL");
    // The lowest price of an artist who lists services; nothing for one who lists none.
    expect(artists[0]!.textContent).toContain("From $45");
    expect(artists[1]!.textContent).not.toContain("From");
    expect(toast.success).toHaveBeenCalledWith(MATCH_MESSAGES.complete);
    expect(onSuccess).toHaveBeenCalledWith(analysis);
  });

  it("'View All Matches' closes the dialog and lists the artists in the match's ranking", async () => {
    vi.mocked(analyzePhoto).mockResolvedValue(analysis);
    const { onOpenChange } = renderDialog();
    await choosePhoto();
    await userEvent.click(screen.getByRole("button", { name: /Analyze with AI/ }));
    await userEvent.click(await screen.findByRole("button", { name: "View All Matches" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        "/artists?match=AbCdEfGhIjKlMnOpQrStUv",
      ),
    );
  });

  it("'Try Another Photo' and 'Choose Different Photo' go back to the drop zone", async () => {
    vi.mocked(analyzePhoto).mockResolvedValue(analysis);
    renderDialog();
    await choosePhoto();
    await userEvent.click(screen.getByRole("button", { name: "Choose Different Photo" }));
    expect(screen.getByRole("button", { name: /Upload a photo of nails/ })).toBeTruthy();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview");

    await choosePhoto();
    await userEvent.click(screen.getByRole("button", { name: /Analyze with AI/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Try Another Photo" }));
    const zone = screen.getByRole("button", { name: /Upload a photo of nails/ });
    await waitFor(() => expect(document.activeElement).toBe(zone));
    expect(screen.queryByText("Confidence 82%")).toBeNull();
  });

  it("says when the photo is not of nails, with no styles, artists or confidence", async () => {
    vi.mocked(analyzePhoto).mockResolvedValue({
      ...analysis,
      presence: "not nails",
      confidence: 0.12,
      detectedStyles: [],
      colors: [],
      artists: [],
      lookFound: false,
    });
    renderDialog();
    await choosePhoto();
    await userEvent.click(screen.getByRole("button", { name: /Analyze with AI/ }));
    expect(
      await screen.findByRole("heading", { name: MATCH_VERDICTS.notNails.heading }),
    ).toBeTruthy();
    expect(screen.queryByText(/^Confidence/)).toBeNull();
    expect(screen.queryByText(MATCH_VERDICTS.noArtist.heading)).toBeNull();
    expect(screen.queryByRole("button", { name: "View All Matches" })).toBeNull();
    expect(screen.getByRole("button", { name: "Try Another Photo" })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says when no artist does the look, and shows the nearest looks anyway", async () => {
    vi.mocked(analyzePhoto).mockResolvedValue({ ...analysis, lookFound: false });
    renderDialog();
    await choosePhoto();
    await userEvent.click(screen.getByRole("button", { name: /Analyze with AI/ }));
    expect(await screen.findByText(MATCH_VERDICTS.noArtist.heading)).toBeTruthy();
    expect(screen.queryByText(MATCH_VERDICTS.notNails.heading)).toBeNull();
    expect(screen.getByRole("heading", { name: "Nearest looks" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Nails by Mia/ })).toBeTruthy();
    expect(screen.getByText("Confidence 82%")).toBeTruthy();
  });

  it("says when it is unsure the photo shows nails, and reads it all the same", async () => {
    vi.mocked(analyzePhoto).mockResolvedValue({ ...analysis, presence: "uncertain" });
    renderDialog();
    await choosePhoto();
    await userEvent.click(screen.getByRole("button", { name: /Analyze with AI/ }));
    expect(await screen.findByText(MATCH_VERDICTS.uncertain.heading)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Matching artists" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Nails by Mia/ })).toBeTruthy();
  });

  it("on failure says why and keeps the chosen photo", async () => {
    vi.mocked(analyzePhoto).mockRejectedValueOnce(
      new AnalyzeError(MATCH_MESSAGES.tooMany, true, 429),
    );
    vi.mocked(analyzePhoto).mockRejectedValueOnce(new AnalyzeError("HTTP 500", false, 500));
    renderDialog();
    await choosePhoto();
    await userEvent.click(screen.getByRole("button", { name: /Analyze with AI/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MATCH_MESSAGES.tooMany));
    expect(await screen.findByRole("button", { name: /Analyze with AI/ })).toBeTruthy();
    expect(screen.getByText("nails.jpg")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: /Analyze with AI/ }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(MATCH_MESSAGES.failed));
    expect(screen.getByRole("button", { name: /Analyze with AI/ })).toBeTruthy();
  });

  it("refuses a file chosen from the picker that is too large or not an image, and says why", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    const big = new File([new Uint8Array(UPLOAD.maxBytes + 1)], "big.jpg", {
      type: "image/jpeg",
    });
    await user.upload(fileInput(), big);
    expect((await screen.findByRole("alert")).textContent).toBe(IMAGE_MESSAGES.tooLarge);

    await user.upload(fileInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(IMAGE_MESSAGES.notAnImage),
    );
    expect(screen.queryByRole("button", { name: /Analyze with AI/ })).toBeNull();

    // A good photo clears the message.
    await choosePhoto();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a file named and typed like a photo whose bytes are not one, before any upload", async () => {
    renderDialog();
    const renamed = new File(["this is a text file pretending to be a photo"], "nails.jpg", {
      type: "image/jpeg",
    });
    await userEvent.upload(fileInput(), renamed);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(IMAGE_MESSAGES.notAnImage),
    );
    expect(screen.queryByRole("button", { name: /Analyze with AI/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Upload a photo of nails/ })).toBeTruthy();
    expect(analyzePhoto).not.toHaveBeenCalled();

    // A PNG or WebP goes through as well as a JPEG.
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
    await choosePhoto(new File([new Uint8Array(png)], "nails.png", { type: "image/png" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers the artists list instead when the match is unavailable", async () => {
    vi.mocked(matchAvailable).mockResolvedValue(false);
    renderDialog();
    expect(await screen.findByText(MATCH_MESSAGES.unavailable)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse Artists" }).getAttribute("href")).toBe(
      "/artists",
    );
    expect(screen.queryByRole("button", { name: /Upload a photo of nails/ })).toBeNull();
  });
});
