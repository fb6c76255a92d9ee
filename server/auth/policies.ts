// Who may use each route of app/routes.ts, in one place. Every loader and action asks `authorize`
// (server/auth/guards.ts) with its route's row, first thing, even where the row is "anyone":
// app/routes/route-policies.test.ts fails for a route without a row or without the call, and
// tests/e2e/access-matrix.spec.ts requests every row as every kind of visitor.

/** Who a route is for. "signed-out": signed-in people are sent on to where they were going. */
/** "admin": the accounts of ADMIN_EMAILS; to anyone else the route does not exist (404). */
export type Audience = "anyone" | "signed-out" | "signed-in" | "client" | "artist" | "admin";

export interface RoutePolicy {
  /** GET: the page, its data, or the endpoint's answer. */
  read: Audience;
  /** POST: the route's action; null when it has none. */
  write: Audience | null;
  /** An endpoint called by scripts: a refusal is a JSON error, never a trip to /login. */
  api?: boolean;
  /** What a signed-in person of the wrong kind is told when they post. */
  refused?: string;
}

export const ROUTE_POLICIES = {
  "routes/home.tsx": { read: "anyone", write: null },
  "routes/artists.tsx": { read: "anyone", write: null },
  // An unpublished profile is its owner's alone: the artist read model answers 404 to others.
  // Its action answers and reports reviews (server/reviews/safety.ts checks whose they are).
  "routes/artist.tsx": { read: "anyone", write: "signed-in" },
  "routes/dashboard.tsx": { read: "artist", write: "artist" },
  "routes/user-dashboard.tsx": { read: "signed-in", write: null },
  "routes/account-settings.tsx": { read: "signed-in", write: "signed-in" },
  "routes/login.tsx": { read: "signed-out", write: "anyone" },
  "routes/signup.tsx": { read: "signed-out", write: "anyone" },
  "routes/about.tsx": { read: "anyone", write: null },
  "routes/locations.tsx": { read: "anyone", write: null },
  "routes/favorites.tsx": {
    read: "client",
    write: "client",
    refused: "Artists can't save favorites.",
  },
  "routes/forgot-password.tsx": { read: "anyone", write: "anyone" },
  "routes/reset-password.tsx": { read: "anyone", write: "anyone" },
  "routes/terms.tsx": { read: "anyone", write: null },
  "routes/privacy.tsx": { read: "anyone", write: null },
  "routes/logout.tsx": { read: "anyone", write: "anyone" },
  // The style match's page: like its endpoint, for anyone (the openers are on public pages).
  "routes/match.tsx": { read: "anyone", write: "anyone" },
  // Requests: each one is its client's and its artist's alone (server/requests/requests.ts
  // answers 404 to anyone else); only clients write new ones.
  "routes/requests.tsx": { read: "signed-in", write: null },
  "routes/request-new.tsx": {
    read: "client",
    write: "client",
    refused: "Only clients can send requests. Log in with a client account.",
  },
  "routes/request.tsx": { read: "signed-in", write: "signed-in" },
  "routes/requests-unread.ts": { read: "signed-in", write: null, api: true },
  // A conversation's live channel: its two parties' alone (server/requests/live.ts).
  "routes/request-events.ts": { read: "signed-in", write: null, api: true },
  // A request's photos: private media, its two parties' alone (server/requests/photos.ts).
  "routes/request-photo.ts": { read: "signed-in", write: null, api: true },
  // Only a completed request's client reviews it (server/reviews/reviews.ts answers 404 to others).
  "routes/request-review.tsx": {
    read: "client",
    write: "client",
    refused: "Only clients can review an appointment.",
  },
  // The admin (decision 0053): the queue of reports and the audit log.
  "routes/admin.tsx": { read: "admin", write: "admin" },
  "routes/admin-audit.tsx": { read: "admin", write: null },
  "routes/api.auth.ts": { read: "anyone", write: "anyone", api: true },
  "routes/api.photos.ts": {
    read: "anyone",
    write: "artist",
    api: true,
    refused: "Please log in as an artist to upload photos.",
  },
  "routes/api.match.ts": { read: "anyone", write: "anyone", api: true },
  "routes/robots.ts": { read: "anyone", write: null },
  "routes/sitemap.ts": { read: "anyone", write: null },
  "routes/not-found.tsx": { read: "anyone", write: null },
} as const satisfies Record<string, RoutePolicy>;

export type PolicyRoute = keyof typeof ROUTE_POLICIES;
