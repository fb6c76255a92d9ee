/** A refused change to an artist's profile; `message` is shown to the user, `status` is HTTP's. */
export class ProfileError extends Error {
  override name = "ProfileError";
  readonly status: number;

  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}
