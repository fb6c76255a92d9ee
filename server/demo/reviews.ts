// Whole: the demo reviews from plan to rows, with their reviewers and texts
import { randomUUID } from "node:crypto";
import { timeZoneOf } from "~/core/appointment-times";
import type { Transaction } from "../db/client";
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

/**
 * What demo clients say, by stars: a review is one opening and one ending of its level, so an
 * artist with two dozen reviews never shows the same one twice.
 */
const TEXTS: Record<number, readonly (readonly string[])[]> = {
  5: [
    [
      "Absolutely stunning {style}.",
      "Best nail appointment I've had in years.",
      "She took my inspiration photo and made it even better.",
      "Friendly, on time and incredibly precise.",
      "I get compliments on these nails every single day.",
    ],
    [
      "Exactly the {style} I showed her. Booking again for sure!",
      "Clean studio, careful work, and my {style} set lasted three weeks.",
      "Every detail of the {style} is perfect.",
      "Worth every penny.",
      "She made me feel so welcome, and the {style} is flawless.",
      "So happy I found her here.",
      "Not a single chip after two weeks.",
      "My {style} looks exactly like the photo.",
    ],
  ],
  4: [
    [
      "Really lovely {style} set.",
      "Great work on my {style}.",
      "Very happy overall.",
      "Pretty {style} and a relaxed appointment.",
    ],
    [
      "It took a little longer than planned, but worth it.",
      "One nail needed a small touch-up a week later, which she did for free.",
      "The studio was a bit hard to find, but I'd go back.",
      "A fair price and easy to book.",
      "The shape wasn't quite what I pictured, but it grew on me.",
    ],
  ],
  3: [
    ["The {style} looked nice at first.", "Decent work.", "A friendly artist."],
    [
      "It started lifting after a week.",
      "The appointment ran an hour late.",
      "The colors weren't quite what I asked for.",
      "She offered a fix, but I couldn't make the time.",
    ],
  ],
  2: [
    ["Not what I asked for.", "Disappointing {style}."],
    [
      "It came out uneven and chipped within days.",
      "The shape was off and it took twice as long as booked.",
    ],
  ],
  1: [
    ["Disappointing.", "Not for me."],
    [
      "The appointment was cut short and two nails lifted the next day.",
      "I waited forty minutes and the set was rushed.",
    ],
  ],
};

/** The n-th of a level's texts (each n below `textsOf(stars)` is a different one). */
function composedText(stars: number, n: number, style: string): string {
  const parts = TEXTS[stars]!;
  let rest = n;
  const words = parts.map((choices) => {
    const choice = choices[rest % choices.length]!;
    rest = Math.floor(rest / choices.length);
    return choice;
  });
  return words.join(" ").replaceAll("{style}", style);
}

/** The first step from `from` on that shares no factor with `count`. */
function coprimeStep(count: number, from: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = from;
  while (gcd(step, count) !== 1) step++;
  return step;
}

/** How many different texts a level has. */
const textsOf = (stars: number) => TEXTS[stars]!.reduce((count, p) => count * p.length, 1);

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
  // Each level's texts in a shuffled order of their own, taken one after another: no repeats.
  const used = new Map<number, number>();
  const offset = Math.floor(random() * 1000);
  return Array.from({ length: count }, (_, k) => {
    // A sum of three uniforms: most reviews near the level, a few far off.
    const spread = (random() + random() + random() - 1.5) * 1.3;
    const stars = Math.min(5, Math.max(1, Math.round(level + spread)));
    const taken = used.get(stars) ?? 0;
    used.set(stars, taken + 1);
    // A step coprime with the count walks every text once before any comes back.
    const texts = textsOf(stars);
    const step = coprimeStep(texts, 7 + (index % 5));
    return {
      reviewer: (index * 7 + k) % REVIEWER_NAMES.length,
      stars,
      text: composedText(stars, (offset + taken * step) % texts, style),
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
