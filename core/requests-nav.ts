// Where requests live and what the header calls them: every page loads the header, so this is
// kept apart from core/requests.ts (its rules and words load only with the request pages).

export const REQUESTS_PATH = "/requests";
export const requestPath = (id: string) => `${REQUESTS_PATH}/${id}`;
/** The form to write a request to one artist. */
export const newRequestPath = (artistId: string) =>
  `${REQUESTS_PATH}/new?${new URLSearchParams({ artist: artistId })}`;

/** What the header's menus say (kept apart from REQUEST_COPY: every page loads the header). */
export const REQUESTS_NAV = {
  label: "Requests",
  unread: (count: number) => (count === 1 ? "1 unread request" : `${count} unread requests`),
} as const;
