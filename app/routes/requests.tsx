import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { LocalDate } from "~/app/components/local-date";
import { RequestHeadline } from "~/app/components/requests/request-headline";
import { EmptyState } from "~/app/components/ui/empty-state";
import { unlistedPageMeta } from "~/app/lib/brand";
import { cn } from "~/app/lib/cn";
import { isArtist } from "~/core/accounts/user";
import {
  REQUESTS_PATH,
  REQUESTS_PER_PAGE,
  REQUEST_STATES,
  STATE_LABELS,
  requestPath,
  type RequestState,
} from "~/core/requests";
import { REQUEST_COPY as C } from "~/core/request-copy";
import { formatPreferredTime } from "~/core/appointment-times";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { listRequests } from "~/server/requests/lists";
import type { Route } from "./+types/requests";

// /requests: the signed-in person's requests, newest activity first; ?state= shows one state.

export const meta: Route.MetaFunction = ({ matches }) =>
  unlistedPageMeta(matches, {
    title: C.listTitle,
    description: "Your requests and conversations.",
  });

const STATE_PARAM = "state";
const PAGE_PARAM = "page";

/** This list's address for a state filter and a page. */
const listHref = (state: RequestState | null, page = 1) => {
  const params = new URLSearchParams();
  if (state) params.set(STATE_PARAM, state);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${REQUESTS_PATH}?${query}` : REQUESTS_PATH;
};

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/requests.tsx", "read");
  const params = new URL(args.request.url).searchParams;
  const asked = params.get(STATE_PARAM);
  // An unknown state or page shows the first page of them all, rather than an error.
  const state = REQUEST_STATES.find((known) => known === asked) ?? null;
  const page = Math.min(1000, Math.max(1, Math.floor(Number(params.get(PAGE_PARAM)) || 1)));
  // One row more than shown says whether there is an older page.
  const rows = await listRequests(getServices(args.context), user, {
    states: state ? [state] : undefined,
    limit: REQUESTS_PER_PAGE + 1,
    offset: (page - 1) * REQUESTS_PER_PAGE,
  });
  return {
    requests: rows.slice(0, REQUESTS_PER_PAGE),
    state,
    page,
    older: rows.length > REQUESTS_PER_PAGE,
    role: isArtist(user) ? ("artist" as const) : ("client" as const),
  };
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  const { requests, state, role, page, older } = loaderData;
  const filters: (RequestState | null)[] = [null, ...REQUEST_STATES];
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <h1 className="text-3xl font-semibold sm:text-4xl">{C.listTitle}</h1>
      <p className="mt-2 text-ink-600">
        {role === "artist" ? C.listIntroArtist : C.listIntroClient}
      </p>
      <nav aria-label="Filter by state" className="mt-6 flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Link
            key={filter ?? "all"}
            to={listHref(filter)}
            aria-current={filter === state ? "page" : undefined}
            className={cn(
              "rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-ink-200 transition hover:ring-brand-300",
              filter === state ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-ink-800",
            )}
          >
            {filter ? STATE_LABELS[filter] : C.all}
          </Link>
        ))}
      </nav>
      {requests.length === 0 ? (
        <div className="mt-8">
          <EmptyState icon={Inbox} title={C.empty}>
            {role === "artist" ? C.emptyArtist : C.emptyClient}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {requests.map((request) => (
            <li key={request.id}>
              <Link
                to={requestPath(request.id)}
                className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-100 transition hover:ring-brand-300 sm:p-5"
              >
                {request.thumbnail && (
                  <img
                    src={request.thumbnail}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                    className="size-16 shrink-0 rounded-xl bg-ink-100 object-cover"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <RequestHeadline request={request} />
                    <span className="ml-auto text-sm text-ink-500">
                      <LocalDate
                        iso={request.lastActivityAt}
                        options={{ month: "short", day: "numeric" }}
                      />
                    </span>
                  </div>
                  {request.excerpt && (
                    <p className="mt-1.5 line-clamp-2 text-sm text-ink-700">{request.excerpt}</p>
                  )}
                  {request.preferredTimes.length > 0 && (
                    <p className="mt-1.5 text-sm text-ink-600">
                      {C.dates}: {request.preferredTimes.map(formatPreferredTime).join(" · ")}
                    </p>
                  )}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {(page > 1 || older) && (
        <nav aria-label="Pages" className="mt-6 flex justify-between gap-3">
          {page > 1 ? (
            <Link
              to={listHref(state, page - 1)}
              className="font-semibold text-brand-700 hover:underline"
            >
              Newer requests
            </Link>
          ) : (
            <span />
          )}
          {older && (
            <Link
              to={listHref(state, page + 1)}
              className="font-semibold text-brand-700 hover:underline"
            >
              Older requests
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
