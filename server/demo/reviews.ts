import { randomUUID } from "node:crypto";
import { timeZoneOf } from "~/core/requests";
import type { Transaction } from "../artists/artist-rows";
import type { Database } from "../db/client";
import { bookingRequest, requestMessage, review, reviewPhoto, user } from "../db/schema";
import type { StoredImage } from "../media/media";
import { seededRandom } from "~/core/seeded-random";

// Demo ratings with reviews behind them (decision 0032): each demo artist's stars come from
// reviews of completed requests by demo clients, with a realistic spread; about a quarter of the
// artists have none yet and show "New". The same on every start (seeded by the artist's place).

/** Demo clients who wrote the reviews: accounts without a password (nobody signs in as them). */
const REVIEWER_NAMES = [
  "Ava Brooks",
  "Maya Chen",
  "Sofia Ramirez",
  "Harper Lee",
  "Zoe Patel",
  "Chloe Martin",
  "Nina Rossi",
  "Leah Kim",
  "Grace Turner",
  "Isla Nguyen",
  "Ruby Diaz",
  "Lily Walker",
  "Emma Scott",
  "Aria Lopez",
  "Mia Johnson",
  "Nora Hughes",
  "Ella Rivera",
  "Jade Morgan",
  "Camila Reyes",
  "Stella Ward",
  "Hazel Price",
  "Ivy Foster",
  "Luna Gray",
  "Paige Cooper",
] as const;

export const DEMO_REVIEWER_COUNT = REVIEWER_NAMES.length;
const reviewerId = (k: number) => `demo-reviewer-${k}`;

/** The demo reviewers' accounts, created where missing; answers their ids and first names. */
export async function ensureDemoReviewers(db: Database) {
  const reviewers = REVIEWER_NAMES.map((name, k) => ({
    id: reviewerId(k),
    name,
    email: `demo.reviewer.${k}@nailmatch.example`,
    username: `demo_reviewer_${k}`,
    displayUsername: `demo_reviewer_${k}`,
    userType: "user" as const,
  }));
  await db.insert(user).values(reviewers).onConflictDoNothing();
  return reviewers.map((r) => ({ id: r.id, firstName: r.name.split(" ")[0]! }));
}
export type DemoReviewer = Awaited<ReturnType<typeof ensureDemoReviewers>>[number];

const TEXTS: Record<number, readonly string[]> = {
  5: [
    "Absolutely stunning {style}, exactly what I showed her. Booking again for sure!",
    "Best nail appointment I've had in years. Clean studio, careful work, and my {style} set lasted three weeks.",
    "She took my inspiration photo and made it even better. So happy with my {style}!",
    "Friendly, on time and incredibly precise. Every detail of the {style} is perfect.",
    "I get compliments on this {style} every single day. Worth every penny.",
  ],
  4: [
    "Really lovely {style} set and a relaxed appointment. It took a little longer than planned, but worth it.",
    "Great work on my {style}; one nail needed a small touch-up a week later, which she did for free.",
    "Very happy overall: beautiful {style}, a fair price and easy to book.",
  ],
  3: [
    "The {style} looked nice at first but started lifting after a week. A friendly artist, though.",
    "Decent work, but the appointment ran an hour late and the colors weren't quite what I asked for.",
  ],
  2: ["Not what I asked for: the {style} came out uneven and chipped within days."],
  1: ["Disappointing. The appointment was cut short and two nails lifted the next day."],
};

export interface PlannedReview {
  /** Which demo reviewer wrote it (a place in the list). */
  reviewer: number;
  stars: number;
  text: string;
  daysAgo: number;
  /** How many photos of the finished nails came with it (0 to 2). */
  photos: number;
}

/**
 * An artist's demo reviews: none for about a quarter of them, else 1 to 24 around the artist's
 * own level (3.6 to 4.95 stars), newest within the time since they published.
 */
export function planReviews(
  index: number,
  styles: readonly string[],
  publishedDaysAgo: number,
): PlannedReview[] {
  const random = seededRandom(9000 + index);
  if (index !== 0 && random() < 0.25) return [];
  const level = 3.6 + random() * 1.35;
  const count = 1 + Math.floor(random() * random() * 24);
  const style = (styles[Math.floor(random() * styles.length)] ?? "nail art").toLowerCase();
  // Photos draw from a sequence of their own, so the ratings and texts do not hang on them.
  const photoRandom = seededRandom(19_000 + index);
  return Array.from({ length: count }, (_, k) => {
    // A sum of three uniforms: most reviews near the level, a few far off.
    const spread = (random() + random() + random() - 1.5) * 1.3;
    const stars = Math.min(5, Math.max(1, Math.round(level + spread)));
    const texts = TEXTS[stars]!;
    return {
      reviewer: (index * 7 + k) % REVIEWER_NAMES.length,
      stars,
      text: texts[Math.floor(random() * texts.length)]!.replace("{style}", style),
      daysAgo: 1 + Math.floor(random() * Math.max(1, publishedDaysAgo)),
      // Happy clients show their nails more often: about half of 4 and 5 stars, a few others.
      photos: Math.floor(photoRandom() * (stars >= 4 ? 2.6 : 1.3)),
    };
  });
}

/**
 * The completed requests behind an artist's demo reviews, and the reviews: each request sent,
 * booked and completed before its review. In the artist's own transaction, so an artist is
 * published with its reviews or not at all (the review table's triggers set its rating). A
 * review's photos are pictures of the artist's portfolio (the work the client got), sharing
 * their stored files, which deleting either keeps while the other uses them.
 */
export async function insertDemoReviews(
  tx: Transaction,
  artist: { id: string; state: string },
  planned: readonly PlannedReview[],
  reviewers: readonly DemoReviewer[],
  pictures: readonly StoredImage[],
) {
  if (planned.length === 0) return;
  const day = 86_400_000;
  const rows = planned.map((p) => {
    const reviewer = reviewers[p.reviewer]!;
    const reviewedAt = new Date(Date.now() - p.daysAgo * day);
    const bookedFor = new Date(reviewedAt.getTime() - day);
    const sentAt = new Date(bookedFor.getTime() - 6 * day);
    return {
      p,
      reviewer,
      reviewedAt,
      bookedFor,
      sentAt,
      requestId: randomUUID(),
      reviewId: randomUUID(),
    };
  });
  await tx.insert(bookingRequest).values(
    rows.map((r) => ({
      id: r.requestId,
      clientId: r.reviewer.id,
      artistId: artist.id,
      clientName: r.reviewer.firstName,
      state: "completed" as const,
      timeZone: timeZoneOf(artist.state),
      bookedFor: r.bookedFor,
      artistUnread: 0,
      createdAt: r.sentAt,
      lastActivityAt: r.bookedFor,
    })),
  );
  await tx.insert(requestMessage).values(
    rows.flatMap((r) => [
      {
        id: randomUUID(),
        requestId: r.requestId,
        authorId: r.reviewer.id,
        event: "sent" as const,
        body: "Hi! I'd love a set like the ones in your portfolio.",
        createdAt: r.sentAt,
      },
      {
        id: randomUUID(),
        requestId: r.requestId,
        authorId: artist.id,
        event: "booked" as const,
        at: r.bookedFor,
        createdAt: new Date(r.sentAt.getTime() + 3_600_000),
      },
      {
        id: randomUUID(),
        requestId: r.requestId,
        authorId: artist.id,
        event: "completed" as const,
        createdAt: new Date(r.bookedFor.getTime() + 7_200_000),
      },
    ]),
  );
  await tx.insert(review).values(
    rows.map((r) => ({
      id: r.reviewId,
      requestId: r.requestId,
      artistId: artist.id,
      authorId: r.reviewer.id,
      authorName: r.reviewer.firstName,
      stars: r.p.stars,
      body: r.p.text,
      createdAt: r.reviewedAt,
      updatedAt: r.reviewedAt,
    })),
  );
  const photos =
    pictures.length === 0
      ? []
      : rows.flatMap((r, k) =>
          Array.from({ length: r.p.photos }, (_, position) => {
            const { width, height, placeholder, variants } =
              pictures[(k + position) % pictures.length]!;
            return {
              id: randomUUID(),
              reviewId: r.reviewId,
              position,
              width,
              height,
              placeholder,
              variants,
              createdAt: r.reviewedAt,
            };
          }),
        );
  if (photos.length > 0) await tx.insert(reviewPhoto).values(photos);
}

/**
 * The demo client's appointment with an artist, completed yesterday and not reviewed yet: the
 * review form is a click away on their dashboard.
 */
export async function insertClientAppointment(
  tx: Transaction,
  artist: { id: string; state: string },
  client: { id: string; firstName: string },
) {
  const day = 86_400_000;
  const requestId = randomUUID();
  const bookedFor = new Date(Date.now() - day);
  await tx.insert(bookingRequest).values({
    id: requestId,
    clientId: client.id,
    artistId: artist.id,
    clientName: client.firstName,
    state: "completed",
    timeZone: timeZoneOf(artist.state),
    bookedFor,
    artistUnread: 0,
    clientUnread: 1,
    createdAt: new Date(bookedFor.getTime() - 5 * day),
    lastActivityAt: new Date(bookedFor.getTime() + 7_200_000),
  });
  await tx.insert(requestMessage).values([
    {
      id: randomUUID(),
      requestId,
      authorId: client.id,
      event: "sent",
      body: "Hi! Could you do glossy almond nails with a little gold?",
      createdAt: new Date(bookedFor.getTime() - 5 * day),
    },
    {
      id: randomUUID(),
      requestId,
      authorId: artist.id,
      event: "booked",
      at: bookedFor,
      createdAt: new Date(bookedFor.getTime() - 4 * day),
    },
    {
      id: randomUUID(),
      requestId,
      authorId: artist.id,
      event: "completed",
      createdAt: new Date(bookedFor.getTime() + 7_200_000),
    },
  ]);
}
