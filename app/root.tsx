import { lazy, Suspense, useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { NotFoundPage } from "~/app/components/not-found";
import { SiteFooter } from "~/app/components/site-footer";
import { SiteHeader } from "~/app/components/site-header";
import { ButtonLink } from "~/app/components/ui/button";
import { pageTitle } from "~/app/lib/brand";
import { revalidateUnlessFailed } from "~/app/lib/client-action";
import { useNonce } from "~/app/lib/nonce";
import { useHydrated } from "~/app/lib/use-hydrated";
import { BEFORE_HYDRATION_SCRIPT, markHydrated } from "~/app/lib/before-hydration";
import { ZOD_WITHOUT_EVAL_SCRIPT } from "~/app/lib/zod-without-eval";
import { AFTER_FIRST_PAINT_SCRIPT } from "~/app/lib/after-first-paint";
import { currentUser, sessionMiddleware } from "~/server/auth/session";
import { unreadRequestCount } from "~/server/requests/lists";
import { conversationIdIn } from "~/core/site-nav";
import { getServices } from "~/server/context";
import type { Route } from "./+types/root";
import headingFont from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import stylesheet from "./app.css?url";

const HEAD_SCRIPT = [
  ZOD_WITHOUT_EVAL_SCRIPT,
  BEFORE_HYDRATION_SCRIPT,
  AFTER_FIRST_PAINT_SCRIPT,
].join("\n");

// Toasts follow something a person did, by which time this has loaded: pages need not wait for it.
// Mounted once the page has hydrated, never rendered on the server: server-rendered, it hydrated
// on its own later, and a toast raised before then (a quick first tap) made its markup differ from
// the server's (React error #418).
const Toaster = lazy(() => import("react-hot-toast").then(({ Toaster }) => ({ default: Toaster })));

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ context, url }: Route.LoaderArgs) {
  const services = getServices(context);
  const user = currentUser(context);
  // The header's "Requests" count: only for someone signed in (signed-out pages stay shared).
  // A conversation being opened is left out: its own loader, running beside this one, reads it.
  // (`url`, not `request.url`: a data request's ends in ".data".)
  const open = conversationIdIn(url.pathname);
  const unreadRequests = user ? await unreadRequestCount(services, user, open) : 0;
  // The footer's copyright year, from the server's clock: the browser's could name another year
  // on New Year's Eve and make the page differ from the server's.
  const year = new Date().getFullYear();
  return { brand: services.config.brand, user, unreadRequests, year };
}

export const shouldRevalidate = revalidateUnlessFailed;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches) }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useEffect(markHydrated, []);
  return (
    // The script before hydration sets data-…-view attributes on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#d61f74" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* One inline script (each tag carries a nonce): zod's eval probe off; the grid/list
            choice before the first paint and presses kept until hydration (decision 0022); the
            app's scripts loaded after the first paint (decision 0019). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        {/* With a precedence React puts the stylesheet ahead of the module preloads it hoists into
            <head>, so the first paint waits on the HTML and this file only. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Asked for with the stylesheet, so it is usually there by the first paint ("optional"). */}
        <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="" />
        <Meta />
        {/* Stylesheets need no nonce (style-src allows 'self'). An explicit empty one stops React
            Router copying the script nonce onto <link>s, where the browser hides it and React
            then reports a hydration mismatch. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink-950 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children}
        </main>
        <SiteFooter />
        <ToasterAfterHydration />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function ToasterAfterHydration() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense>
      <Toaster position="top-center" toastOptions={{ className: "!rounded-2xl !text-ink-900" }} />
    </Suspense>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <title>Something went wrong</title>
      <h1 className="text-4xl font-semibold sm:text-5xl">Something went wrong</h1>
      <p className="mt-4 max-w-md text-lg text-ink-600">
        Sorry, we hit a snag loading this page. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="." reloadDocument>
          Try again
        </ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
      {detail && (
        <pre className="mt-10 max-w-full overflow-auto rounded-xl bg-ink-950 p-4 text-left text-sm text-ink-100">
          {detail}
        </pre>
      )}
    </section>
  );
}
