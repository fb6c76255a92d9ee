import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // The product's pages (docs/PRODUCT-RULES.md, "Pages"), in that table's order.
  index("routes/home.tsx"),
  route("artists", "routes/artists.tsx"),
  route("artist/:id", "routes/artist.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("user-dashboard", "routes/user-dashboard.tsx"),
  route("profile", "routes/account-settings.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("about", "routes/about.tsx"),
  route("locations", "routes/locations.tsx"),
  route("favorites", "routes/favorites.tsx"),

  // Beyond that table: the account flows and endpoints the pages need.
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  // The Terms of Service and Privacy Policy (decision 0054).
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // The style match as a page: its openers link here until they can open the dialog.
  route("match", "routes/match.tsx"),
  route("logout", "routes/logout.tsx"),
  // Requests between a client and an artist (decision 0030).
  route("requests", "routes/requests.tsx"),
  route("requests/new", "routes/request-new.tsx"),
  route("requests/unread", "routes/requests-unread.ts"),
  route("requests/:id", "routes/request.tsx"),
  // An open conversation's live channel, server-sent events (decision 0058).
  route("requests/:id/events", "routes/request-events.ts"),
  route("requests/:id/photos/:photo/:file", "routes/request-photo.ts"),
  // Verified reviews of completed requests (decision 0032).
  route("requests/:id/review", "routes/request-review.tsx"),
  // The admin: reports to decide and the audit log (decision 0053).
  route("admin", "routes/admin.tsx"),
  route("admin/audit", "routes/admin-audit.tsx"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("api/photos", "routes/api.photos.ts"),
  route("api/match", "routes/api.match.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap-index" }),
  route("sitemaps/:file", "routes/sitemap.ts", { id: "sitemap-file" }),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
