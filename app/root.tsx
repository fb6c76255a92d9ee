import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";
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
import { VIEW_MODE_SCRIPT } from "~/app/lib/view-mode";
import { currentUser, sessionMiddleware } from "~/server/auth/session";
import { getServices } from "~/server/context";
import type { Route } from "./+types/root";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const { config } = getServices(context);
  return { brand: config.brand, user: currentUser(context) };
}

export const shouldRevalidate = revalidateUnlessFailed;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches) }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The view-mode script may set data-…-view attributes on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#d61f74" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Grid or list, as last chosen, before the first paint (no flash of the other layout). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: VIEW_MODE_SCRIPT }} />
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
        <Toaster position="top-center" toastOptions={{ className: "!rounded-2xl !text-ink-900" }} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
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
