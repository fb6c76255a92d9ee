import { FieldRefusal } from "../http/field-refusal";

/**
 * A refused change to an artist's profile or portfolio: `message` is shown to the user beside
 * `field` ("form" when it is about the whole form), `status` is HTTP's.
 */
export class ProfileError extends FieldRefusal {
  override name = "ProfileError";
  constructor(message: string, status = 400, field = "form") {
    super(message, status, field);
  }
}
