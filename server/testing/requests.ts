import type { RequestForm } from "~/core/request-forms";

/** A request form with `message`, and `set` of the rest; what is not set is left empty. */
export function testRequest(
  message: string,
  set: Partial<Omit<RequestForm, "message">> = {},
): RequestForm {
  return {
    message,
    styles: [],
    colors: [],
    preferredTimes: [],
    budget: null,
    serviceIds: [],
    ...set,
  };
}
