import { useNavigation, useSearchParams } from "react-router";
import type { FieldError } from "~/core/forms";
import { REQUEST_INTENTS, mayDo, type Conversation, type RequestAction } from "~/core/requests";
import { CONFIRM_ANCHOR } from "./confirm-step";

/** What every control of a conversation needs to know. */
export interface Controls {
  request: Conversation;
  /** The request's time zone, by name. */
  zone: string;
  busy: boolean;
  /** The refusal a form came back with, for its intent and field. */
  errorOf: (intent: string, field: string) => string | undefined;
  /** Whether the viewer may take the action now. */
  may: (action: RequestAction) => boolean;
  /** The step that can't be undone being asked about (`?confirm=`), if this side may take it. */
  confirming: RequestAction | "block" | null;
}

/** The steps that can't be undone, asked again first (`?confirm=<intent>`): the action each is. */
const CONFIRMED: Record<string, RequestAction | "block"> = {
  [REQUEST_INTENTS.cancel]: "cancel",
  [REQUEST_INTENTS.cancelBooking]: "cancelBooking",
  [REQUEST_INTENTS.block]: "block",
};

/** The address that asks first before the step with this intent (a page state, no script needed). */
export const askFirst = (intent: string) => `?confirm=${intent}#${CONFIRM_ANCHOR}`;

/** The conversation's controls, from the page's data and what its last form post answered. */
export function useControls(
  request: Conversation,
  zone: string,
  answer: { error: FieldError; intent?: string } | null,
): Controls {
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const may = (action: RequestAction) =>
    mayDo(action, request.role, request.state, {
      otherSide: request.otherSide,
      bookedFor: request.bookedFor,
    });
  const asked = CONFIRMED[params.get("confirm") ?? ""];
  const mayAsk =
    asked === "block"
      ? request.role === "artist" && !request.blocked && request.otherName !== null
      : asked !== undefined && may(asked);
  return {
    request,
    zone,
    busy,
    may,
    confirming: (mayAsk && asked) || null,
    errorOf: (intent, field) =>
      answer?.intent === intent && answer.error.field === field ? answer.error.message : undefined,
  };
}
