/**
 * A refused change to an artist's profile or portfolio: `message` is shown to the user beside
 * `field` ("form" when it is about the whole form), `status` is HTTP's.
 */
export class ProfileError extends Error {
  override name = "ProfileError";
  readonly status: number;
  readonly field: string;

  constructor(message: string, status = 400, field = "form") {
    super(message);
    this.status = status;
    this.field = field;
  }
}
