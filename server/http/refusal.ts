import { STATUS_CODES } from "node:http";
import { data } from "react-router";

/**
 * A refusal to throw from a loader or action, with its real status text. React Router labels a
 * thrown `data()` without one "Internal Server Error" in what it sends to client-side
 * navigations (`.data`), whatever its status.
 */
export const refusal = <Body>(body: Body, status: number) =>
  data(body, { status, statusText: STATUS_CODES[status] ?? "" });
