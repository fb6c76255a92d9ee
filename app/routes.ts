import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The spec's route table (§2), in its order. Each route is added when its page is built.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
