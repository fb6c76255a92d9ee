import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // The spec's route table (§2), in its order. Each route is added when its page is built.
  index("routes/home.tsx"),
  route("artists", "routes/artists.tsx"),
  route("artist/:id", "routes/artist.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("user-dashboard", "routes/user-dashboard.tsx"),
  route("profile", "routes/profile.tsx"),
  route("login", "routes/login.tsx"),
  route("signup", "routes/signup.tsx"),
  route("about", "routes/about.tsx"),
  route("favorites", "routes/favorites.tsx"),

  // Beyond the spec's table: the account flows it implies.
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("api/photos", "routes/api.photos.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
