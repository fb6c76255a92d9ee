/**
 * A refusal the person reads beside a form field ("form": about the whole form), with its HTTP
 * status. Each feature names its own (`RequestError`, `ReviewError`…) so a route catches only
 * what its own calls refuse.
 */
export class FieldRefusal<Status extends number = number> extends Error {
  readonly status: Status;
  readonly field: string;
  constructor(message: string, status: Status, field = "form") {
    super(message);
    this.status = status;
    this.field = field;
  }
}
