/** A request refused, with its HTTP status and the form field its message is shown beside. */
export class RequestError extends Error {
  override name = "RequestError";
  readonly status: 400 | 403 | 404 | 409 | 413 | 429 | 503;
  readonly field: string;
  constructor(message: string, status: RequestError["status"], field = "form") {
    super(message);
    this.status = status;
    this.field = field;
  }
}
