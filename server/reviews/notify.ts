import { eq } from "drizzle-orm";
import { REVIEW_EMAIL, REVIEWS_ANCHOR } from "~/core/reviews";
import type { AppServices } from "../context";
import { mailSetting, user } from "../db/schema";
import { noticeMail } from "../mail/templates";

// E-mails about reviews (decision 0032), with a link to the profile's reviews and nothing else:
// the artist hears of a new review (an admin's decisions: server/moderation/notify.ts).
// Accounts that turned request e-mails off get none of these either.

const profileUrl = (services: AppServices, artistId: string) =>
  `${services.config.brand.publicUrl}/artist/${artistId}#${REVIEWS_ANCHOR}`;

async function tell(services: AppServices, userId: string, subject: string, why: string) {
  const address = await emailOf(services, userId);
  if (!address) return;
  return { to: address, subject, why };
}

/** Tells the artist of a new review (in the background: a failure is logged). */
export function tellReviewPosted(services: AppServices, artistId: string, authorName: string) {
  const { brand } = services.config;
  void tell(services, artistId, REVIEW_EMAIL.posted(authorName), REVIEW_EMAIL.postedWhy(brand.name))
    .then((mail) => mail && send(services, artistId, mail))
    .catch((error: unknown) => {
      services.logger.error({ err: error, artistId }, "could not send a review e-mail");
    });
}

function send(
  services: AppServices,
  artistId: string,
  mail: { to: string; subject: string; why: string },
) {
  return services.mailer.send(
    noticeMail({
      brand: services.config.brand,
      ...mail,
      url: profileUrl(services, artistId),
      openLabel: REVIEW_EMAIL.open,
    }),
  );
}

/** An account's e-mail address, unless it turned request and review e-mails off. */
async function emailOf({ database }: AppServices, userId: string) {
  const [row] = await database.db
    .select({ email: user.email, on: mailSetting.requestEmails })
    .from(user)
    .leftJoin(mailSetting, eq(mailSetting.userId, user.id))
    .where(eq(user.id, userId));
  return row && row.on !== false ? row.email : null;
}
