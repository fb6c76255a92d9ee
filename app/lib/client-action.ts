import type { ShouldRevalidateFunction } from "react-router";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import { formError, type ActionError } from "~/core/forms";

/**
 * Runs a form's server action from the browser, turning a failed request (offline, server
 * unreachable) into the network message instead of an error page. Redirects pass through.
 */
export async function withNetworkError<T>(
  serverAction: () => Promise<T>,
): Promise<T | ActionError> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return formError(AUTH_MESSAGES.network);
  }
}

/**
 * After a submission that failed (validation, wrong password, network), nothing changed on the
 * server, so the page's data is not fetched again: saves a request, and keeps the form on screen
 * when the network is down.
 */
export const revalidateUnlessFailed: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => ((actionResult as { error?: unknown } | undefined)?.error ? false : defaultShouldRevalidate);
