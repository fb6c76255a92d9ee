// HTML invoker commands (a button that opens or closes a dialog or popover by id, no script
// needed): supported by Chromium, Firefox and Safari, not yet in React's types.
import "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must match React's declaration
  interface ButtonHTMLAttributes<T> {
    /** The id of the element this button controls. */
    commandfor?: string;
    /** What it does to that element. */
    command?: "show-modal" | "close" | "request-close";
  }
}
