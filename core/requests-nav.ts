// Where requests live and what the header calls them: every page loads the header, so this is
// kept apart from core/requests.ts (its rules and words load only with the request pages).

export const REQUESTS_PATH = "/requests";
export const requestPath = (id: string) => `${REQUESTS_PATH}/${id}`;
/**
 * The signed-in person's unread count, as JSON (`{ unread }`); with `?request={id}`, also that
 * request's last activity (`activity`), so an open conversation knows when to reload.
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
