// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, data, redirect } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import { PROFILE_MESSAGES } from "~/core/artists/profile";
import type { OwnArtist, PortfolioPhotoView } from "~/core/artists/types";
import { formError } from "~/core/forms";
import { ProfileWizard } from "./profile-wizard";

// The wizard as its route renders it, with the route's action replaced by a recorder: what the
// wizard sends, and what it does with each kind of answer.

const account = { id: "artist-1", name: "Mia Santos", email: "mia@example.com" };

const photo = (id: string): PortfolioPhotoView => ({
  id,
  tags: { state: "suggested", styles: ["Ombre"], colors: ["Pink"] },
  width: 640,
  height: 640,
  placeholder: "data:image/webp;base64,",
  sources: [{ url: `/media/${id}.webp`, width: 640, height: 640, format: "webp" }],
});

const draftProfile = (photos: number): OwnArtist => ({
  id: account.id,
  displayName: "Nails by Mia",
  bio: "",
  styles: ["Ombre"],
  colors: ["Pink"],
  backgroundColor: "bg-white",
  state: "TX",
  city: "Austin",
  location: "",
  rating: null,
  ratingCount: 0,
  isFeatured: false,
  isActive: false,
  profilePhoto: null,
  portfolio: Array.from({ length: photos }, (_, i) => photo(`p${i}`)),
  contact: {
    email: "mia@example.com",
    instagram: "mia.nails",
    phone: "",
    bookingEmail: "",
    bookingLink: "",
  },
  publishedAt: null,
  updatedAt: new Date(0).toISOString(),
  pendingPhotos: [],
});

type Answer = (body: Record<string, unknown>) => unknown;

function renderWizard({
  url = "/dashboard",
  profile = null,
  answer = () => ({ ok: true }),
}: {
  url?: string;
  profile?: OwnArtist | null;
  answer?: Answer;
}) {
  const sent: Array<Record<string, unknown>> = [];
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => <ProfileWizard profile={profile} serviceMenu={[]} account={account} />,
      async action({ request }) {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return answer(body);
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return { sent };
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("the onboarding wizard", () => {
  it("starts on Basic Information with Previous disabled, and saves the step on Next", async () => {
    const { sent } = renderWizard({
      answer: () => redirect("/dashboard?step=2"),
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveProperty(
      "textContent",
      "Basic Information",
    );
    expect(screen.getByRole("button", { name: /Previous/ })).toHaveProperty("disabled", true);
    // The account's name fills the first step; its sign-in e-mail is not published unasked.
    expect(screen.getByLabelText("Display name")).toHaveProperty("value", account.name);
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "");
    await userEvent.type(screen.getByLabelText("Email"), "hello@mia.example");

    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByRole("heading", { level: 1, name: "Booking Information" });
    expect(sent).toEqual([
      expect.objectContaining({
        intent: DASHBOARD_INTENTS.saveStep,
        step: 1,
        displayName: account.name,
        email: "hello@mia.example",
        backgroundColor: "bg-white",
      }),
    ]);
  });

  it("keeps a step that breaks a rule: the message beside the field, focus on it, nothing sent", async () => {
    const { sent } = renderWizard({ url: "/dashboard?step=2" });
    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText(PROFILE_MESSAGES.bookingRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Instagram")));
    expect(sent).toEqual([]);

    // Fixing it lets the step go on.
    await userEvent.type(screen.getByLabelText("Instagram"), "@mia.nails");
    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    await waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ step: 2, instagram: "@mia.nails" })]),
    );
  });

  it("shows the server's refusal beside its field and focuses it", async () => {
    renderWizard({
      answer: () =>
        data({ error: { field: "email", message: "That e-mail is refused." } }, { status: 400 }),
    });
    await userEvent.type(screen.getByLabelText("Email"), "hello@mia.example");
    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("That e-mail is refused.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    // The step stays where it was.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Basic Information");
  });

  it("asks for 3 photos before Location Setup", async () => {
    renderWizard({ url: "/dashboard?step=3", profile: draftProfile(2) });
    expect(screen.getByText("2/15 photos")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    expect(await screen.findByText(PROFILE_MESSAGES.portfolioToContinue)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Portfolio Upload");
  });

  it("will not publish under 5 photos, and publishes the whole draft in one request", async () => {
    renderWizard({ url: "/dashboard?step=5", profile: draftProfile(4) });
    expect(screen.getByText(PROFILE_MESSAGES.publishTooFew)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Publish Profile" })).toHaveProperty(
      "disabled",
      true,
    );
    cleanup();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { sent } = renderWizard({
        url: "/dashboard?step=5",
        profile: draftProfile(5),
        answer: () => ({ published: { firstTime: true } }),
      });
      await userEvent.click(screen.getByRole("button", { name: "Publish Profile" }));
      await waitFor(() =>
        expect(sent).toEqual([
          expect.objectContaining({
            intent: DASHBOARD_INTENTS.publish,
            displayName: "Nails by Mia",
            instagram: "mia.nails",
            city: "Austin",
          }),
        ]),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens an existing profile on 'Edit Your Profile' with Update Profile", () => {
    renderWizard({ profile: { ...draftProfile(6), publishedAt: new Date(0).toISOString() } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Edit Your Profile");
    expect(screen.getByRole("button", { name: "Update Profile" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Edit Profile/ })).toBeTruthy();
  });

  it("answers a server refusal of the whole form with the error, not a crash", async () => {
    renderWizard({
      url: "/dashboard?step=5",
      profile: draftProfile(5),
      answer: () => data(formError("Your profile was not found."), { status: 404 }),
    });
    await userEvent.click(screen.getByRole("button", { name: "Publish Profile" }));
    expect(await screen.findByText("Your profile was not found.")).toBeTruthy();
  });
});
