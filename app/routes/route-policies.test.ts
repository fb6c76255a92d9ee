import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import routes from "~/app/routes";
import type * as Guards from "~/server/auth/guards";
import { ROUTE_POLICIES, type RoutePolicy } from "~/server/auth/policies";

// Every route module of app/routes.ts has its row in the policy table and asks `authorize` with
// that row, first thing, in its loader and its action: a route added without the call fails here.
// `authorize` is replaced by one that stops the request and says which row was asked for.

class Asked extends Error {
  readonly route: string;
  readonly use: string;
  constructor(route: string, use: string) {
    super(`authorize(${route}, ${use})`);
    this.route = route;
    this.use = use;
  }
}

vi.mock("~/server/auth/guards", async (original) => ({
  ...(await original<typeof Guards>()),
  authorize: (_args: unknown, route: string, use: string) => {
    throw new Asked(route, use);
  },
}));

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}
const filesOf = (entries: RouteEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])]);
const files = [...new Set(filesOf(routes as RouteEntry[]))];

const modules = import.meta.glob<{ loader?: unknown; action?: unknown }>("./*.{ts,tsx}");
const moduleOf = (file: string) => {
  const load = modules[`./${file.replace(/^routes\//, "")}`];
  if (!load) throw new Error(`${file} is not a module in app/routes`);
  return load();
};

const argsFor = (method: "GET" | "POST") => ({
  request: new Request("http://localhost/a-page", {
    method,
    ...(method === "POST"
      ? {
          headers: {
            origin: "http://localhost",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "field=value",
        }
      : {}),
  }),
  context: new RouterContextProvider(),
  params: {},
});

/** What `authorize` was asked first when the handler ran, or why it was not. */
async function askedBy(handler: unknown, method: "GET" | "POST") {
  try {
    await (handler as (args: unknown) => unknown)(argsFor(method));
  } catch (error) {
    if (error instanceof Asked) return { route: error.route, use: error.use };
    return { notAsked: String(error) };
  }
  return { notAsked: "answered without asking" };
}

describe("every route asks the policy table", () => {
  it("enumerates the routes", () => {
    expect(files.length).toBeGreaterThan(15);
  });

  describe.each(files)("%s", (file) => {
    const policy = (ROUTE_POLICIES as Record<string, RoutePolicy>)[file];

    it("has a row", () => {
      expect(policy, `add ${file} to server/auth/policies.ts`).toBeDefined();
    });

    it("asks for its own row's read in its loader, and has an action only if it may be posted to", async () => {
      const route = await moduleOf(file);
      if (route.loader) {
        expect(await askedBy(route.loader, "GET")).toEqual({ route: file, use: "read" });
      }
      expect(Boolean(route.action), "an action exactly when the row allows posting").toBe(
        policy?.write != null,
      );
      if (route.action) {
        expect(await askedBy(route.action, "POST")).toEqual({ route: file, use: "write" });
      }
    });
  });

  it("has no row for a route that does not exist", () => {
    expect(Object.keys(ROUTE_POLICIES).filter((file) => !files.includes(file))).toEqual([]);
  });
});
