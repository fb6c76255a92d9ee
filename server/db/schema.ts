// Whole: the schema is read as one, and drizzle-kit reads it from this file
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { NailArtLabels } from "../demo/nail-art/spec";
import { REPORT_SOURCES, REPORT_SUBJECTS, type ReportSource } from "../../core/moderation";
import type { RequestedService } from "../../core/artists/services";
import { REQUEST_EVENTS, REQUEST_STATES, type PreferredTime } from "../../core/requests";
import { SERVICE_CATEGORIES, SERVICE_LIMITS } from "../../core/artists/services";

const REPORT_SOURCE_KEYS = Object.keys(REPORT_SOURCES) as [ReportSource, ...ReportSource[]];

// The database schema, one Drizzle table definition per table. `npm run db:generate` turns changes
// into a migration under server/db/migrations. Everything a user owns references `user.id` with
// ON DELETE CASCADE, so deleting the user row removes all of it (server/accounts/account.ts).

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** A list of words, empty unless given. */
const textList = (column: string) =>
  text(column)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
/** The id of the row this one belongs to: deleting that row deletes this one. */
const belongsTo = (column: string, parent: () => AnyPgColumn) =>
  text(column).notNull().references(parent, { onDelete: "cascade" });

// --- Identity (Better Auth's tables, with its username plugin and our user_type) --------------

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** Lower-cased by Better Auth's username plugin; unique whatever the case. */
    username: text("username"),
    /** The username as the user typed it. */
    displayUsername: text("display_username"),
    userType: text("user_type", { enum: ["user", "artist"] })
      .notNull()
      .default("user"),
    /**
     * A keyed hash of the address the account signed up from: compared (a review by a client
     * who signed up where the artist did may be staged), never shown, never reversible.
     */
    signupAddress: text("signup_address"),
    /** Set by an admin (decision 0053): no sign-in, the profile unlisted, told why. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("user_username_key").on(sql`lower(${t.username})`),
    check("user_type_check", sql`${t.userType} in ('user', 'artist')`),
    // The admin's list of suspended accounts, newest first.
    index("user_suspended_idx")
      .on(t.suspendedAt.desc())
      .where(sql`${t.suspendedAt} is not null`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: belongsTo("user_id", () => user.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: belongsTo("user_id", () => user.id),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** Password hash (scrypt) for the e-mail-and-password account. */
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("account_user_id_idx").on(t.userId),
    uniqueIndex("account_provider_account_key").on(t.providerId, t.accountId),
  ],
);

/** One-time tokens: password resets, OAuth state. */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// --- Artists and their photos ---------------------------------------------------------------

/**
 * An artist's profile, keyed by the artist's user id (one per account). Created as a draft the
 * first time the onboarding wizard saves a step; `is_active` once published.
 */
export const artist = pgTable(
  "artist",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    displayName: text("display_name").notNull().default(""),
    /** The contact e-mail given in the wizard's first step. */
    email: text("email").notNull().default(""),
    bio: text("bio").notNull().default(""),
    /** The styles and colors the artist declares (the profile's specialties). */
    styles: textList("styles"),
    colors: textList("colors"),
    /**
     * What the artist's work shows: the union of the confirmed tags of their portfolio photos;
     * null while no portfolio photo is confirmed, when the declared lists stand for it (the style
     * and color filters and their counts read `coalesce(work_styles, styles)`: server/artists/
     * search.ts). Kept by triggers whatever writes artists or photos (migration 0010, decision
     * 0026); never written by the app.
     */
    workStyles: text("work_styles").array(),
    workColors: text("work_colors").array(),
    backgroundColor: text("background_color").notNull().default("bg-white"),
    profilePhotoId: text("profile_photo_id").references((): AnyPgColumn => photo.id, {
      onDelete: "set null",
    }),
    instagram: text("instagram").notNull().default(""),
    phone: text("phone").notNull().default(""),
    bookingEmail: text("booking_email").notNull().default(""),
    bookingLink: text("booking_link").notNull().default(""),
    /** Two-letter US state code. */
    state: text("state"),
    city: text("city"),
    /** Free-text location, shown when there is no city and state. */
    location: text("location").notNull().default(""),
    /** The city's coordinates (from `us_place`, set by the artist_derived trigger); null if unknown. */
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /**
     * Name, place (state code and name), styles, colors and bio, lower-cased, for free-text
     * search; kept by the artist_derived trigger whatever writes the row.
     */
    searchText: text("search_text").notNull().default(""),
    /**
     * The average of the artist's visible reviews (null: none yet, shown as "New"), their count
     * and the sum of their stars: kept by the review table's triggers (migration 0015, decision
     * 0032); never written by the app.
     */
    rating: real("rating"),
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    /**
     * The Bayesian average /artists sorts by "Top rated": the stars of REVIEW_PRIOR.weight
     * imagined reviews of REVIEW_PRIOR.mean (core/reviews.ts) added to the real ones, so a single
     * five-star review does not outrank fifty at 4.9. Null with no reviews (listed last).
     */
    ratingScore: real("rating_score").generatedAlwaysAs(
      sql`case when rating_count > 0 then (rating_sum + 20.0) / (rating_count + 5) end`,
    ),
    /**
     * The lowest price of the artist's service menu in cents (null: no services listed): what
     * "From $N", the price filter and "Price: low to high" read. Kept by the artist_service
     * table's trigger (migration 0026, decision 0063); never written by the app.
     */
    minPriceCents: integer("min_price_cents"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(false),
    /** When the profile was first published; never changes afterwards. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Browsing reads published artists only: every search index leaves drafts out.
    index("artist_listing_idx")
      .on(t.publishedAt.desc(), t.id)
      .where(sql`${t.isActive}`),
    index("artist_state_idx")
      .on(t.state)
      .where(sql`${t.isActive}`),
    index("artist_styles_idx")
      .using("gin", t.styles)
      .where(sql`${t.isActive}`),
    index("artist_colors_idx")
      .using("gin", t.colors)
      .where(sql`${t.isActive}`),
    index("artist_work_styles_idx")
      .using("gin", sql`coalesce(${t.workStyles}, ${t.styles})`)
      .where(sql`${t.isActive}`),
    index("artist_work_colors_idx")
      .using("gin", sql`coalesce(${t.workColors}, ${t.colors})`)
      .where(sql`${t.isActive}`),
    // Trigram indexes answer partial, case-insensitive matches (ILIKE '%term%').
    index("artist_search_text_idx")
      .using("gin", sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.isActive}`),
    index("artist_display_name_idx")
      .using("gin", sql`${t.displayName} gin_trgm_ops`)
      .where(sql`${t.isActive}`),
    index("artist_city_idx")
      .using("gin", sql`${t.city} gin_trgm_ops`)
      .where(sql`${t.isActive}`),
    index("artist_position_idx")
      .on(t.lat, t.lng)
      .where(sql`${t.isActive} and ${t.lat} is not null`),
    check("artist_state_check", sql`${t.state} ~ '^[A-Z]{2}$'`),
    check("artist_rating_check", sql`${t.rating} between 0 and 5`),
    // "4 stars & up" counts its matches on this (an index-only scan of the rated ones).
    index("artist_rating_idx")
      .on(t.rating)
      .where(sql`${t.isActive} and ${t.rating} is not null`),
    index("artist_rating_score_idx")
      .on(sql`${t.ratingScore} desc nulls last`, t.id)
      .where(sql`${t.isActive}`),
    // The price filter and "Price: low to high" (artists without prices last).
    index("artist_min_price_idx")
      .on(sql`${t.minPriceCents} nulls last`, t.id)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * One service of an artist's menu (decision 0063), in the menu's order. Prices in whole cents;
 * `up_to_cents` is the top of a range ("$50–80"). The rules are core/artists/services.ts's; the
 * checks repeat the limits so that no writer can store a price the product would not show.
 */
export const artistService = pgTable(
  "artist_service",
  {
    id: text("id").primaryKey(),
    artistId: belongsTo("artist_id", () => artist.id),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    category: text("category", { enum: SERVICE_CATEGORIES }).notNull(),
    priceCents: integer("price_cents").notNull(),
    upToCents: integer("up_to_cents"),
    minutes: integer("minutes").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("artist_service_artist_idx").on(t.artistId, t.position),
    check(
      "artist_service_category_check",
      sql.raw(`category in (${SERVICE_CATEGORIES.map((c) => `'${c}'`).join(", ")})`),
    ),
    check(
      "artist_service_price_check",
      sql.raw(
        `price_cents between ${SERVICE_LIMITS.priceCents.min} and ${SERVICE_LIMITS.priceCents.max}`,
      ),
    ),
    check(
      "artist_service_up_to_check",
      sql.raw(
        `up_to_cents is null or (up_to_cents > price_cents and up_to_cents <= ${SERVICE_LIMITS.priceCents.max})`,
      ),
    ),
    check(
      "artist_service_minutes_check",
      sql.raw(`minutes between ${SERVICE_LIMITS.minutes.min} and ${SERVICE_LIMITS.minutes.max}`),
    ),
  ],
);

/** One stored rendition of a photo: a width in one format, or the square list thumbnail. */
export interface PhotoVariant {
  key: string;
  width: number;
  height: number;
  format: "avif" | "webp";
  bytes: number;
  /** The square crop shown in lists (artist cards), not one of the responsive widths. */
  thumb?: true;
}

/**
 * A processed image: the artist's profile photo or a portfolio photo. Portfolio photos have a
 * `position`; a null position is an upload waiting in an unsaved dashboard draft.
 */
export const photo = pgTable(
  "photo",
  {
    id: text("id").primaryKey(),
    artistId: belongsTo("artist_id", () => artist.id),
    kind: text("kind", { enum: ["portfolio", "profile"] }).notNull(),
    position: integer("position"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** A tiny blurred preview (data URL) shown while the image loads. */
    placeholder: text("placeholder").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    /** A generated demo picture's true labels: evaluation ground truth only (see NailArtLabels). */
    generatedLabels: jsonb("generated_labels").$type<NailArtLabels>(),
    /**
     * The styles and colors this portfolio photo shows (catalogue values only): suggested by the
     * analysis, then confirmed or edited by its artist (decision 0026).
     */
    styles: textList("styles"),
    colors: textList("colors"),
    /** Whether the artist confirmed (or edited) `styles` and `colors`: only then do searches read them. */
    tagsConfirmed: boolean("tags_confirmed").notNull().default(false),
    /** When the analysis suggested `styles` and `colors` (null: not yet; see server/artists/photo-tags.ts). */
    tagsSuggestedAt: timestamp("tags_suggested_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("photo_artist_kind_position_idx").on(t.artistId, t.kind, t.position),
    // The portfolio photos still waiting for a suggestion (few, once the pass has run).
    index("photo_tags_unsuggested_idx")
      .on(t.id)
      .where(
        sql`${t.kind} = 'portfolio' and ${t.tagsSuggestedAt} is null and not ${t.tagsConfirmed}`,
      ),
    // Catalogue values only (the catalogue_* functions of migration 0010 copy core/catalogue.ts).
    check("photo_styles_check", sql`${t.styles} <@ catalogue_styles()`),
    check("photo_colors_check", sql`${t.colors} <@ catalogue_colors()`),
    // Finds whether a stored file is still used by any photo (files may be shared by seeds).
    index("photo_variants_idx").using("gin", sql`${t.variants} jsonb_path_ops`),
    check("photo_kind_check", sql`${t.kind} in ('portfolio', 'profile')`),
  ],
);

// --- Places --------------------------------------------------------------------------------------

/**
 * The coordinates of every city the profile forms offer (a migration loads them from the bundled
 * gazetteer), so an artist's position follows their city in the database itself.
 */
export const usPlace = pgTable(
  "us_place",
  {
    state: text("state").notNull(),
    city: text("city").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.city] })],
);

// --- Clients' favorites and activity -----------------------------------------------------------

/**
 * An artist a client saved. Deleting either side deletes the row, so a list of favorites never
 * holds a missing artist; an unpublished artist's row stays and is simply not shown.
 */
export const favorite = pgTable(
  "favorite",
  {
    userId: belongsTo("user_id", () => user.id),
    artistId: belongsTo("artist_id", () => artist.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artistId] }),
    // The client's list, newest first.
    index("favorite_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("favorite_artist_idx").on(t.artistId),
  ],
);

/** The last time a client opened an artist's profile (one row per pair; the last 50 kept). */
export const artistView = pgTable(
  "artist_view",
  {
    userId: belongsTo("user_id", () => user.id),
    artistId: belongsTo("artist_id", () => artist.id),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artistId] }),
    index("artist_view_user_viewed_idx").on(t.userId, t.viewedAt.desc()),
    index("artist_view_artist_idx").on(t.artistId),
  ],
);

/**
 * What a row of a photo on a request or a review records of its stored image: its place among
 * its line's or review's photos, its size, its placeholder and its files.
 */
const storedImageColumns = () => ({
  /** Its place among its line's or review's photos, from 0. */
  position: integer("position").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  placeholder: text("placeholder").notNull(),
  variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
  createdAt: createdAt(),
});

// --- Requests (decision 0030) ------------------------------------------------------------------

/**
 * A client's request to an artist, and the conversation about it. Deleting either account keeps
 * the other side's conversation (the deleted side reads "Deleted account"): the party's column
 * becomes null, and that person's own messages go with them (request_message.author_id).
 */
export const bookingRequest = pgTable(
  "request",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id").references(() => user.id, { onDelete: "set null" }),
    artistId: text("artist_id").references(() => artist.id, { onDelete: "set null" }),
    /** The client's name when sent: the artist sees a first name, never an e-mail address. */
    clientName: text("client_name").notNull(),
    state: text("state", { enum: REQUEST_STATES }).notNull().default("new"),
    styles: textList("styles"),
    colors: textList("colors"),
    preferredTimes: jsonb("preferred_times").$type<PreferredTime[]>().notNull().default([]),
    budgetUsd: integer("budget_usd"),
    /**
     * The artist's services the client chose, copied as they were offered (decision 0063): what
     * was asked for stays as it was asked, whatever the menu becomes.
     */
    services: jsonb("services").$type<RequestedService[]>().notNull().default([]),
    /** The artist's time zone when sent: preferred dates and appointments are read in it. */
    timeZone: text("time_zone").notNull(),
    /** The time the artist proposed (open to the client's acceptance) or booked. */
    proposedFor: timestamp("proposed_for", { withTimezone: true }),
    bookedFor: timestamp("booked_for", { withTimezone: true }),
    /** Messages and events the client or the artist has not seen yet. */
    clientUnread: integer("client_unread").notNull().default(0),
    artistUnread: integer("artist_unread").notNull().default(1),
    /** When each side was last e-mailed about it: a burst of lines sends one e-mail. */
    clientNotifiedAt: timestamp("client_notified_at", { withTimezone: true }),
    artistNotifiedAt: timestamp("artist_notified_at", { withTimezone: true }),
    createdAt: createdAt(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("request_artist_activity_idx").on(t.artistId, t.lastActivityAt.desc()),
    index("request_client_activity_idx").on(t.clientId, t.lastActivityAt.desc()),
    index("request_client_created_idx").on(t.clientId, t.createdAt),
  ],
);

/** A client an artist blocked: no new requests from them; their open requests were closed. */
export const requestBlock = pgTable(
  "request_block",
  {
    artistId: belongsTo("artist_id", () => user.id),
    clientId: belongsTo("client_id", () => user.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.artistId, t.clientId] })],
);

/** An account's choices about e-mail; no row means the defaults (request e-mails on). */
export const mailSetting = pgTable("mail_setting", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  requestEmails: boolean("request_emails").notNull().default(true),
});

/**
 * Request e-mails waiting for a side of a request (decision 0057): the lines to tell, in order,
 * and when the e-mail may go (the end of that side's quiet time). Written in the line's
 * transaction; the sender deletes the row as it claims it, so each is sent once.
 */
export const requestMailPending = pgTable(
  "request_mail_pending",
  {
    requestId: belongsTo("request_id", () => bookingRequest.id),
    recipient: text("recipient", { enum: ["client", "artist"] }).notNull(),
    messageIds: text("message_ids").array().notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.recipient] }),
    // The sweep looks for the rows that are due.
    index("request_mail_pending_due_idx").on(t.dueAt),
  ],
);

/** A conversation's lines: what either side wrote, and each change of state (an event). */
export const requestMessage = pgTable(
  "request_message",
  {
    id: text("id").primaryKey(),
    requestId: belongsTo("request_id", () => bookingRequest.id),
    authorId: belongsTo("author_id", () => user.id),
    /** null for a message; otherwise the change of state it records (core/requests.ts). */
    event: text("event", { enum: REQUEST_EVENTS }),
    body: text("body").notNull().default(""),
    /** The time an event is about (a proposed or booked appointment). */
    at: timestamp("at", { withTimezone: true }),
    /** The server's clock at insert, not the transaction's start: lines keep their true order. */
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index("request_message_request_idx").on(t.requestId, t.createdAt, t.id),
    // The per-hour message limit counts a person's recent lines.
    index("request_message_author_idx").on(t.authorId, t.createdAt),
  ],
);

/**
 * A photo on a request or a reply (the inspiration, the finished nails): private media, stored
 * apart from the public photos and served only to the request's two parties (decision 0031).
 * It goes with its line, and so with its author's account.
 */
export const requestPhoto = pgTable(
  "request_photo",
  {
    id: text("id").primaryKey(),
    requestId: belongsTo("request_id", () => bookingRequest.id),
    messageId: belongsTo("message_id", () => requestMessage.id),
    authorId: belongsTo("author_id", () => user.id),
    ...storedImageColumns(),
  },
  (t) => [
    index("request_photo_message_idx").on(t.messageId, t.position),
    index("request_photo_request_idx").on(t.requestId, t.createdAt),
    index("request_photo_author_idx").on(t.authorId),
    index("request_photo_variants_idx").using("gin", sql`${t.variants} jsonb_path_ops`),
  ],
);

// --- Reviews (decision 0032) -------------------------------------------------------------------

/**
 * A client's review of a completed request: one per request, written by its client. Goes with
 * its author's account, and with the artist's. Hidden (not deleted) only by an admin.
 */
export const review = pgTable(
  "review",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id")
      .notNull()
      .unique()
      .references(() => bookingRequest.id, { onDelete: "cascade" }),
    artistId: belongsTo("artist_id", () => artist.id),
    authorId: belongsTo("author_id", () => user.id),
    /** The client's first name when written: all the public is told of who wrote it. */
    authorName: text("author_name").notNull(),
    stars: integer("stars").notNull(),
    body: text("body").notNull(),
    /** The artist's one public answer. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** Set by an admin's decision (decision 0053): hidden, out of the rating, restorable. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("review_artist_idx")
      .on(t.artistId, t.createdAt.desc(), t.id)
      .where(sql`${t.hiddenAt} is null`),
    index("review_author_idx").on(t.authorId),
    check("review_stars_check", sql`${t.stars} between 1 and 5`),
  ],
);

/** A photo of the finished nails on a review: public, like the portfolio's (decision 0032). */
export const reviewPhoto = pgTable(
  "review_photo",
  {
    id: text("id").primaryKey(),
    reviewId: belongsTo("review_id", () => review.id),
    ...storedImageColumns(),
  },
  (t) => [
    index("review_photo_review_idx").on(t.reviewId, t.position),
    index("review_photo_variants_idx").using("gin", sql`${t.variants} jsonb_path_ops`),
  ],
);

// --- Reports and the admin (decision 0053) ----------------------------------------------------

/**
 * A report on a review, a message or a profile, waiting for an admin's decision (or decided).
 * It keeps a copy of what it is about, so it outlives the thing and its author's account.
 * Reports of a person (reporter_id null: raised by the signals of a staged review) and by a
 * reviewed artist of their own review are items of the same queue; none hides anything.
 */
export const report = pgTable(
  "report",
  {
    id: text("id").primaryKey(),
    subject: text("subject", { enum: REPORT_SUBJECTS }).notNull(),
    /** The review's, message's or artist's id. */
    subjectId: text("subject_id").notNull(),
    /** For a message: its conversation. */
    requestId: text("request_id"),
    source: text("source", { enum: REPORT_SOURCE_KEYS }).notNull().default("report"),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    /** Whose the reported thing is. */
    reportedId: text("reported_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    /** What it said when reported. */
    content: text("content").notNull().default(""),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decision: text("decision"),
  },
  (t) => [
    // The admin's queue: open reports, newest first.
    index("report_open_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.decidedAt} is null`),
    index("report_subject_idx").on(t.subject, t.subjectId),
    // One open report per account and thing: reporting again changes nothing.
    uniqueIndex("report_once_key")
      .on(t.subject, t.subjectId, t.reporterId, t.source)
      .where(sql`${t.decidedAt} is null and ${t.reporterId} is not null`),
    check("report_subject_check", sql`${t.subject} in ('review', 'message', 'profile')`),
  ],
);

/** Every admin action: who, what, when and why (never updated, never deleted with the admin). */
export const adminAction = pgTable(
  "admin_action",
  {
    id: text("id").primaryKey(),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    subjectId: text("subject_id").notNull(),
    /** The account the action concerned. */
    accountId: text("account_id"),
    reportId: text("report_id"),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_action_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // An account's actions, newest first (the reason of its suspension).
    index("admin_action_account_idx").on(t.accountId, t.createdAt.desc()),
  ],
);

// --- Abuse protection ---------------------------------------------------------------------------

/** Fixed-window counters (failed logins, sign-ups, reset requests), shared by every app instance. */
export const rateLimitBucket = pgTable(
  "rate_limit_bucket",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_bucket_window_ends_at_idx").on(t.windowEndsAt)],
);

// --- Demo data ----------------------------------------------------------------------------------

/**
 * One row once the demo data has been started on this database (server/demo/seed.ts); its
 * `completed_at` is set when every demo artist is published. A row without it means a start
 * stopped midway: the next start carries on where it left off.
 */
export const demoData = pgTable(
  "demo_data",
  {
    id: boolean("id").primaryKey().default(true),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [check("demo_data_one_row", sql`${t.id}`)],
);

// --- Style match -------------------------------------------------------------------------------

/** One ranked artist: their id, match score (0–1) and closest portfolio photo. */
export interface MatchRankingEntry {
  a: string;
  s: number;
  p: string | null;
}

/**
 * A style match's ranked artists behind "View All Matches" (server/match/rankings.ts): best first,
 * each with their score and their closest photo. Kept a day, under a random 128-bit id.
 */
export const matchRanking = pgTable(
  "match_ranking",
  {
    id: text("id").primaryKey(),
    ranked: jsonb("ranked").$type<MatchRankingEntry[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("match_ranking_created_at_idx").on(t.createdAt)],
);
