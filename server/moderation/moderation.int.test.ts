import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AccountUser } from "~/core/accounts/user";
import { MODERATION_EMAIL as E, MODERATION_MESSAGES as M } from "~/core/moderation";
import type { AppServices } from "../context";
import {
  adminAction,
  artist,
  bookingRequest,
  report,
  requestPhoto,
  review,
  session,
  user,
} from "../db/schema";
import type { Mail } from "../mail/mailer";
import { actOnRequest, openConversation } from "../requests/requests";
import { sendRequest } from "../requests/send";
import { artistReviews, postReview } from "../reviews/reviews";
import { distinctPhotos, testAccount, testPublishedArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { REVIEWED_LOOK, REVIEW_TEXT, completedRequest } from "../testing/reviews";
import { decide } from "./decisions";
import { adminQueue, auditLog, suspendedAccounts } from "./queue";
import { fileReport } from "./reports";

const WHY = "Checked the booking: it did not happen.";
const ADMIN_EMAIL = "ada-admin@example.com";

describe(`reports and the admin on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  const sent: Mail[] = [];
  let admin: AccountUser;
  beforeAll(async () => {
    const real = createTestServices(database(), { ADMIN_EMAILS: ADMIN_EMAIL });
    services = { ...real, mailer: { send: async (mail) => void sent.push(mail) } };
    const account = await testAccount(services, "user", "Ada Admin");
    await database().db.update(user).set({ email: ADMIN_EMAIL }).where(eq(user.id, account.id));
    admin = { ...account, email: ADMIN_EMAIL, admin: true };
  });
  const mailsTo = async (account: AccountUser) => {
    const [row] = await database()
      .db.select({ email: user.email })
      .from(user)
      .where(eq(user.id, account.id));
    return sent.filter((mail) => mail.to === row!.email).map((mail) => mail.subject);
  };

  /** A review of `artistId` by a new client, on a request booked and completed a while ago. */
  async function reviewed(artistId: string, stars = 1) {
    const client = await testAccount(services, "user", "Cleo Client");
    // An account of some weeks, booked a week ago: nothing that looks staged.
    await database()
      .db.update(user)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(user.id, client.id));
    const id = await completedRequest(services, client, artistId);
    await postReview(services, client, id, { stars, body: REVIEW_TEXT });
    const [row] = await database().db.select().from(review).where(eq(review.requestId, id));
    return { client, reviewId: row!.id, requestId: id };
  }

  it("no count of reports hides a review; the reviewed artist's own report is a request, not a vote", async () => {
    const dana = await testPublishedArtist(services);
    const { client, reviewId } = await reviewed(dana.id);
    await expect(
      fileReport(services, client, "review", reviewId, { reason: "spam", note: "" }),
    ).rejects.toThrow(M.notReportable);
    await fileReport(services, dana, "review", reviewId, {
      reason: "fake_review",
      note: "Never met her",
    });
    for (let i = 0; i < 5; i++) {
      const reporter = await testAccount(services, "user", `Reporter${i}`);
      await fileReport(services, reporter, "review", reviewId, { reason: "spam", note: "" });
      await fileReport(services, reporter, "review", reviewId, { reason: "spam", note: "" }); // once
    }
    expect((await artistReviews(services, dana.id)).count).toBe(1);
    const reports = await database().db.select().from(report).where(eq(report.subjectId, reviewId));
    expect(reports).toHaveLength(6);
    expect(reports.filter((r) => r.source === "ownReview")).toMatchObject([
      { reporterId: dana.id, reason: "fake_review", note: "Never met her", content: REVIEW_TEXT },
    ]);
  });

  it("an admin hides a review: the rating follows, its reports are settled, the log and e-mails say so", async () => {
    const dana = await testPublishedArtist(services);
    const { client, reviewId } = await reviewed(dana.id, 1);
    const reporter = await testAccount(services, "user", "Rita Reporter");
    await fileReport(services, reporter, "review", reviewId, { reason: "fake_review", note: "" });

    const { items } = await adminQueue(services);
    const item = items.find((i) => i.subjectId === reviewId)!;
    expect(item).toMatchObject({
      subject: "review",
      reason: "fake_review",
      reporter: "Rita Reporter",
      now: { text: REVIEW_TEXT, stars: 1, hidden: false, artistName: "Dana's Nails" },
      link: `/artist/${dana.id}#review-${reviewId}`,
    });

    // A reason is required; someone who is not an admin is refused whatever they send.
    await expect(
      decide(services, admin, { action: "hideReview", target: reviewId, why: "" }),
    ).rejects.toMatchObject({ status: 400, field: "why" });
    await expect(
      decide(
        services,
        { ...reporter, admin: false },
        { action: "hideReview", target: reviewId, why: WHY },
      ),
    ).rejects.toMatchObject({ status: 404 });
    await decide(services, admin, { action: "hideReview", target: reviewId, why: WHY });
    await expect(
      decide(services, admin, { action: "hideReview", target: reviewId, why: WHY }),
    ).rejects.toMatchObject({ status: 409 });

    expect(await artistReviews(services, dana.id)).toMatchObject({ count: 0, average: null });
    const [rating] = await database()
      .db.select({ count: artist.ratingCount })
      .from(artist)
      .where(eq(artist.id, dana.id));
    expect(rating?.count).toBe(0);
    expect((await adminQueue(services)).items.some((i) => i.subjectId === reviewId)).toBe(false);
    const [line] = (await auditLog(services)).lines;
    expect(line).toMatchObject({
      action: "hideReview",
      subjectId: reviewId,
      accountId: client.id,
      accountEmail: client.email,
      reason: WHY,
    });
    await vi.waitFor(async () => {
      expect(await mailsTo(reporter)).toContain(E.reporterSubject);
      expect(await mailsTo(client)).toContain(E.reviewHidden);
    });

    await decide(services, admin, {
      action: "restoreReview",
      target: reviewId,
      why: "Booking confirmed by phone.",
    });
    expect((await artistReviews(services, dana.id)).count).toBe(1);
  });

  it("a suspended account cannot be signed into, its profile is unlisted and its open requests close", async () => {
    const dana = await testPublishedArtist(services);
    const client = await testAccount(services, "user");
    const requestId = await sendRequest(services, client, dana.id, REVIEWED_LOOK);
    const reporter = await testAccount(services, "user");
    await fileReport(services, reporter, "profile", dana.id, {
      reason: "other",
      note: "Fake studio",
    });
    await database()
      .db.insert(session)
      .values({
        id: crypto.randomUUID(),
        token: crypto.randomUUID(),
        userId: dana.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });

    await decide(services, admin, { action: "suspend", target: dana.id, why: WHY });
    const [row] = await database()
      .db.select({ isActive: artist.isActive })
      .from(artist)
      .where(eq(artist.id, dana.id));
    expect(row?.isActive).toBe(false);
    expect(await database().db.select().from(session).where(eq(session.userId, dana.id))).toEqual(
      [],
    );
    const conversation = await openConversation(services, client, requestId);
    expect(conversation).toMatchObject({ state: "declined" });
    expect(conversation?.lines.at(-1)?.event).toBe("closed");
    await vi.waitFor(async () => expect(await mailsTo(dana)).toContain(E.suspended));
    // The suspension settled the profile's report: the account is restored from its own list.
    expect((await adminQueue(services)).items.map((item) => item.subjectId)).not.toContain(dana.id);
    expect((await suspendedAccounts(services)).accounts).toContainEqual(
      expect.objectContaining({ id: dana.id, email: dana.email, why: WHY }),
    );
    // An admin's own account is not suspended by another admin's click.
    await expect(
      decide(services, admin, { action: "suspend", target: admin.id, why: WHY }),
    ).rejects.toMatchObject({ status: 404 });

    await decide(services, admin, {
      action: "restoreAccount",
      target: dana.id,
      why: "Appeal accepted.",
    });
    const [back] = await database()
      .db.select({ isActive: artist.isActive })
      .from(artist)
      .where(eq(artist.id, dana.id));
    expect(back?.isActive).toBe(false); // never published: stays a draft
    expect((await suspendedAccounts(services)).accounts.map((a) => a.id)).not.toContain(dana.id);
    await database()
      .db.update(artist)
      .set({ publishedAt: sql`now()` })
      .where(eq(artist.id, dana.id));
  });

  it("a reported message's photo is removed by an admin; only a party reports it, never its author", async () => {
    const dana = await testPublishedArtist(services);
    const client = await testAccount(services, "user");
    const stranger = await testAccount(services, "user");
    const requestId = await sendRequest(services, client, dana.id, REVIEWED_LOOK);
    await actOnRequest(services, dana, requestId, "reply", {
      body: "Look at this",
      uploads: await distinctPhotos(1),
    });
    const line = (await openConversation(services, client, requestId))!.lines.at(-1)!;
    await expect(
      fileReport(services, dana, "message", line.id, { reason: "harassment", note: "" }),
    ).rejects.toThrow(M.notReportable);
    await expect(
      fileReport(services, stranger, "message", line.id, { reason: "harassment", note: "" }),
    ).rejects.toThrow(M.notReportable);
    await fileReport(services, client, "message", line.id, {
      reason: "inappropriate_photo",
      note: "",
    });

    const item = (await adminQueue(services)).items.find((i) => i.subjectId === line.id)!;
    expect(item.now?.photos).toHaveLength(1);
    await decide(services, admin, {
      action: "removePhoto",
      target: item.now!.photos![0]!.id,
      why: WHY,
    });
    expect(
      await database().db.select().from(requestPhoto).where(eq(requestPhoto.messageId, line.id)),
    ).toEqual([]);
    const logged = await database()
      .db.select()
      .from(adminAction)
      .where(eq(adminAction.action, "removePhoto"));
    expect(logged.length).toBeGreaterThan(0);
  });

  it("a review that may be staged goes to the queue and still shows", async () => {
    const dana = await testPublishedArtist(services);
    const client = await testAccount(services, "user"); // made just now
    const id = await sendRequest(services, client, dana.id, REVIEWED_LOOK);
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await actOnRequest(services, dana, id, "book", { localTime: `${day}T10:00` });
    await database()
      .db.update(bookingRequest)
      .set({ bookedFor: sql`now() - interval '1 minute'` })
      .where(eq(bookingRequest.id, id));
    await actOnRequest(services, dana, id, "complete");
    await postReview(services, client, id, { stars: 5, body: REVIEW_TEXT });

    expect((await artistReviews(services, dana.id)).count).toBe(1);
    const [flag] = await database()
      .db.select()
      .from(report)
      .innerJoin(review, eq(review.id, report.subjectId))
      .where(eq(review.requestId, id));
    expect(flag?.report).toMatchObject({
      source: "signals",
      reporterId: null,
      reason: "fake_review",
    });
    expect(flag?.report.note).toContain("within a day of the booking");
    expect(flag?.report.note).toContain("within an hour of being made");
  });
});
