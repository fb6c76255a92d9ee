// Where the header's and the footer's links go and what they say. Every page loads both, so this
// is kept apart from each feature's rules and words (core/requests.ts, core/moderation.ts,
// core/legal.ts), which load only with their pages; one module, as each is a request.

// --- Artists ---------------------------------------------------------------------------------

/** The artists list (its filters are the address's parameters: core/artists/search.ts). */
export const ARTISTS_PATH = "/artists";
/** A client's saved artists. */
export const FAVORITES_PATH = "/favorites";
/** An artist's public profile. */
export const artistPath = (id: string) => `/artist/${id}`;

// --- Requests ---------------------------------------------------------------------------------

export const REQUESTS_PATH = "/requests";
export const requestPath = (id: string) => `${REQUESTS_PATH}/${id}`;
/** A conversation's live channel: server-sent events each time the request moves (decision 0058). */
export const requestEventsPath = (id: string) => `${requestPath(id)}/events`;
/** The request a path is the conversation page of (`/requests/{uuid}`), or null. */
export function conversationIdIn(pathname: string): string | null {
  return /^\/requests\/([0-9a-f-]{36})\/?$/.exec(pathname)?.[1] ?? null;
}
/**
 * The signed-in person's unread count, as JSON (`{ unread }`); with `?request={id}` (the
 * conversation open on their screen, which its page marks read), that request is left out of the
 * count and its last activity (`activity`) is added, so a page without the live channel knows
 * when to reload.
 */
export const REQUESTS_UNREAD_PATH = `${REQUESTS_PATH}/unread`;
/** The form to write a request to one artist. */
export const newRequestPath = (artistId: string) =>
  `${REQUESTS_PATH}/new?${new URLSearchParams({ artist: artistId })}`;

/** What the header's menus say (kept apart from REQUEST_COPY: every page loads the header). */
export const REQUESTS_NAV = {
  label: "Requests",
  unread: (count: number) => (count === 1 ? "1 unread request" : `${count} unread requests`),
} as const;

// --- The admin (decision 0053) ----------------------------------------------------------------
export const ADMIN_PATH = "/admin";
export const ADMIN_AUDIT_PATH = "/admin/audit";

/** What the account menu says to an ADMIN_EMAILS account. */
export const ADMIN_NAV = { label: "Admin" } as const;

// --- Terms and Privacy (decision 0054) --------------------------------------------------------
export const TERMS_PATH = "/terms";
export const PRIVACY_PATH = "/privacy";

export const LEGAL_NAV = {
  termsTitle: "Terms of Service",
  privacyTitle: "Privacy Policy",
  /** Where the service is offered (the footer and both pages). */
  usOnly: "Currently available only in the US.",
} as const;

/** The two pages as links, in the order the footer and the sign-up form list them. */
export const LEGAL_LINKS = [
  { to: TERMS_PATH, label: LEGAL_NAV.termsTitle },
  { to: PRIVACY_PATH, label: LEGAL_NAV.privacyTitle },
] as const;

// --- The grid/list choice of a list page (decisions 0013, 0059) ---------------------------------
// Kept in the browser, and also in the address (`?view=list`), so that the toggle is a plain link
// that works without JavaScript. Here because the script every page runs first reads it.

export const VIEW_MODES = ["grid", "list"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** The address's parameter; the grid, the default, goes without it. */
export const VIEW_PARAM = "view";
