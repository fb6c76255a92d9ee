import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REVIEW_LIMITS, REVIEW_MESSAGES as M, bayesianScore } from "~/core/reviews";
import { deleteAccount } from "../accounts/account";
import type { AppServices } from "../context";
import { artist, review } from "../db/schema";
import { testAccount, testPublishedArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { testPhoto } from "../testing/images";
import { createTestServices } from "../testing/services";
import { REVIEWED_LOOK, REVIEW_TEXT, completedRequest } from "../testing/reviews";
import { parseSearch } from "~/core/artists/search";
import { readSearchResults } from "../artists/search";
import { actOnRequest } from "../requests/requests";
import { sendRequest } from "../requests/send";
import { replyToReview } from "./safety";
import {
  artistReviews,
  postReview,
  reviewDraft,
  reviewLater,
  reviewPhotos,
  reviewStanding,
  reviewsToWrite,
} from "./reviews";

describe(`reviews on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  const ratingOf = async (artistId: string) => {
    const [row] = await database()
      .db.select({
        rating: artist.rating,
        count: artist.ratingCount,
        sum: artist.ratingSum,
        score: artist.ratingScore,
      })
      .from(artist)
      .where(eq(artist.id, artistId));
    return row!;
  };

  it("only a completed request's client reviews it, once; the rating follows", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const stranger = await testAccount(services, "user");
    const open = await sendRequest(services, client, dana.id, REVIEWED_LOOK);
    // Not before it is completed, and never by anyone else.
    await expect(
      postReview(services, client, open, { stars: 5, body: REVIEW_TEXT }),
    ).rejects.toThrow(M.notReviewable);
    // Its client is told it is for later; no one else learns it exists.
    expect(await reviewLater(services, client, open)).toMatchObject({
      artistName: "Dana's Nails",
      bookedFor: null,
    });
    expect(await reviewLater(services, stranger, open)).toBeNull();
    expect(await reviewLater(services, dana, open)).toBeNull();
    const done = await completedRequest(services, client, dana.id);
    expect(await reviewLater(services, client, done)).toBeNull();
    for (const other of [stranger, dana]) {
      expect(await reviewDraft(services, other, done)).toBeNull();
      await expect(
        postReview(services, other, done, { stars: 1, body: REVIEW_TEXT }),
      ).rejects.toThrow(M.notReviewable);
    }
    expect(await ratingOf(dana.id)).toEqual({ rating: null, count: 0, sum: 0, score: null });
    expect(await reviewsToWrite(services, client)).toEqual([
      { requestId: done, artistName: "Dana's Nails" },
    ]);

    expect(await reviewStanding(services, done)).toEqual({ posted: false, editable: true });
    expect(await postReview(services, client, done, { stars: 4, body: REVIEW_TEXT })).toEqual({
      artistId: dana.id,
      created: true,
    });
    expect(await ratingOf(dana.id)).toMatchObject({ rating: 4, count: 1, sum: 4 });
    expect(await reviewsToWrite(services, client)).toEqual([]);
    // A second post edits it (within the window): still one review.
    expect(await postReview(services, client, done, { stars: 5, body: REVIEW_TEXT })).toMatchObject(
      {
        created: false,
      },
    );
    const rating = await ratingOf(dana.id);
    expect(rating).toMatchObject({ rating: 5, count: 1, sum: 5 });
    // The database's score is core's formula.
    expect(rating.score).toBeCloseTo(bayesianScore(5, 1)!, 5);

    // Past the edit window it stays as it is.
    await database()
      .db.update(review)
      .set({ createdAt: sql`now() - make_interval(days => ${REVIEW_LIMITS.editDays + 1})` })
      .where(eq(review.requestId, done));
    expect((await reviewDraft(services, client, done))?.review?.editable).toBe(false);
    expect(await reviewStanding(services, done)).toEqual({ posted: true, editable: false });
    await expect(
      postReview(services, client, done, { stars: 1, body: REVIEW_TEXT }),
    ).rejects.toThrow(M.editClosed);
    expect(await ratingOf(dana.id)).toMatchObject({ rating: 5, count: 1 });
  });

  it("keeps the rating in step under reviews written at once, hiding and deletions", async () => {
    const dana = await testPublishedArtist(services);
    const clients = await Promise.all(
      Array.from({ length: 8 }, (_, i) => testAccount(services, "user", `Client${i} Smith`)),
    );
    const requests = await Promise.all(clients.map((c) => completedRequest(services, c, dana.id)));
    const stars = [5, 5, 4, 3, 5, 2, 4, 5];
    await Promise.all(
      clients.map((c, i) =>
        postReview(services, c, requests[i]!, { stars: stars[i]!, body: REVIEW_TEXT }),
      ),
    );
    const sum = stars.reduce((a, b) => a + b, 0);
    expect(await ratingOf(dana.id)).toMatchObject({ count: 8, sum });
    expect((await ratingOf(dana.id)).rating).toBeCloseTo(sum / 8, 5);

    // A hidden review no longer counts; shown again, it does.
    await database()
      .db.update(review)
      .set({ hiddenAt: sql`now()` })
      .where(eq(review.requestId, requests[5]!));
    expect(await ratingOf(dana.id)).toMatchObject({ count: 7, sum: sum - 2 });
    // A deleted account takes its review (and its stars) with it, whichever side it was.
    await deleteAccount(services, clients[0]!.id);
    expect(await ratingOf(dana.id)).toMatchObject({ count: 6, sum: sum - 2 - 5 });
    const summary = await artistReviews(services, dana.id);
    expect(summary).toMatchObject({ count: 6, breakdown: [3, 2, 1, 0, 0] });
    expect(summary.average).toBeCloseTo((sum - 7) / 6, 5);
    // Newest first, with the client's first name only.
    const names = summary.reviews.map((r) => r.authorName);
    expect(names.toSorted()).toEqual([1, 2, 3, 4, 6, 7].map((i) => `Client${i}`));
    const times = summary.reviews.map((r) => r.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
  });

  it("pages reviews 10 at a time and shows their photos", async () => {
    const dana = await testPublishedArtist(services);
    for (let i = 0; i < REVIEW_LIMITS.perPage + 2; i++) {
      const client = await testAccount(services, "user", `Reviewer${i}`);
      const done = await completedRequest(services, client, dana.id);
      const uploads = i === 0 ? [await testPhoto(800, 600)] : [];
      await reviewPhotos.storeWith(services, uploads, client.id, (photos) =>
        postReview(services, client, done, { stars: 5, body: REVIEW_TEXT }, photos),
      );
    }
    const first = await artistReviews(services, dana.id);
    expect(first).toMatchObject({ count: 12, page: 1, pages: 2 });
    expect(first.reviews).toHaveLength(10);
    const second = await artistReviews(services, dana.id, 2);
    expect(second.reviews.map((r) => r.authorName)).toEqual(["Reviewer1", "Reviewer0"]);
    const [photo] = second.reviews[1]!.photos;
    expect(photo?.thumb).toMatch(/^\/media\/photos\/.+\.webp$/);
    expect(photo?.full).toMatch(/^\/media\/photos\/.+\.webp$/);
  });

  it("the artist answers a review once", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const otherArtist = await testPublishedArtist(services);
    const done = await completedRequest(services, client, dana.id);
    await postReview(services, client, done, { stars: 1, body: REVIEW_TEXT });
    const [written] = (await artistReviews(services, dana.id)).reviews;
    const id = written!.id;

    await expect(replyToReview(services, otherArtist, id, "Not mine")).rejects.toThrow(M.notFound);
    await expect(replyToReview(services, client, id, "Not an artist")).rejects.toThrow(M.notFound);
    expect(await replyToReview(services, dana, id, "Sorry to hear it; let me fix them.")).toBe(
      dana.id,
    );
    await expect(replyToReview(services, dana, id, "Again")).rejects.toThrow(M.alreadyReplied);
    expect((await artistReviews(services, dana.id)).reviews[0]?.reply).toBe(
      "Sorry to hear it; let me fix them.",
    );
  });

  it("lists top rated by the Bayesian score, the unreviewed last; 4 stars & up keeps the rest out", async () => {
    const ranked = async (name: string, stars: number[]) => {
      const who = await testPublishedArtist(services);
      await database().db.update(artist).set({ displayName: name }).where(eq(artist.id, who.id));
      for (const value of stars) {
        const client = await testAccount(services, "user");
        const done = await completedRequest(services, client, who.id);
        await postReview(services, client, done, { stars: value, body: REVIEW_TEXT });
      }
      return who.id;
    };
    const single = await ranked("Rank Single", [5]);
    const many = await ranked("Rank Many", [5, 5, 5, 5, 4, 5]);
    const middling = await ranked("Rank Middling", [3, 3]);
    const unreviewed = await ranked("Rank New", []);
    const search = (query: string) =>
      readSearchResults(services, parseSearch(new URLSearchParams(query)), null);

    const top = await search("name=Rank&sort=rating");
    expect(top.artists.map((a) => a.id)).toEqual([many, single, middling, unreviewed]);
    expect(top.artists[0]).toMatchObject({ ratingCount: 6 });
    const good = await search("name=Rank&sort=rating&rating=4");
    expect(good).toMatchObject({ total: 2 });
    expect(good.artists.map((a) => a.id)).toEqual([many, single]);
    // Without a text filter the count is taken on the rating's own index, not the facet counts.
    const all = await search("rating=4");
    expect(all.total).toBe(all.artists.filter((a) => (a.rating ?? 0) >= 4).length);
  });

  it("a deleted artist's reviews go; the client's completed request is not reviewable any more", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const done = await completedRequest(services, client, dana.id);
    await postReview(services, client, done, { stars: 5, body: REVIEW_TEXT });
    await actOnRequest(services, client, done, "reply", { body: "Thanks again!" }).catch(() => {});
    await deleteAccount(services, dana.id);
    const left = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(review)
      .where(eq(review.requestId, done));
    expect(left[0]?.n).toBe(0);
    expect(await reviewDraft(services, client, done)).toBeNull();
  });
});
