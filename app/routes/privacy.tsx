import { Link } from "react-router";
import { inlineLinkClass, LegalPage, type LegalSection } from "~/app/components/legal-page";
import { pageMeta, useBrand } from "~/app/lib/brand";
import { VIEWS_KEPT } from "~/core/favorites";
import { LEGAL_COPY } from "~/core/legal";
import { LEGAL_NAV, PRIVACY_PATH, TERMS_PATH } from "~/core/site-nav";
import { EMAIL_QUIET_MINUTES, REQUEST_EMAIL } from "~/core/request-emails";
import { REQUEST_COPY } from "~/core/request-copy";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: LEGAL_NAV.privacyTitle,
    description:
      "What we store, who can see it, the e-mails we send and what deleting your account removes.",
    canonical: PRIVACY_PATH,
  });

// Every statement here is what the code does (decision 0054): check server/db/schema.ts,
// server/accounts/account.ts, server/requests/ and server/mail/ before changing a word.
export default function Privacy() {
  const brand = useBrand();
  const sections: LegalSection[] = [
    {
      id: "stored",
      title: "What we store",
      body: (
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address, username and account type
            (client or artist). Your password is stored only as a salted hash, never as you typed
            it. If you sign in with another service’s account, we keep the link to that account, the
            sign-in tokens it gives us, and the name and e-mail it shares.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> for each session, when it started and ends, the
            network address and the browser it came from. Of the address you signed up from we keep
            only a one-way code, used to notice accounts made together to post reviews.
          </li>
          <li>
            <strong>Artist profiles:</strong> the display name, contact e-mail, bio, city and state
            (or a location you describe), specialties, and the profile and portfolio photos.
            Instagram, phone, booking e-mail and booking link only if you enter them.
          </li>
          <li>
            <strong>Requests:</strong> what a client asks for (styles, colors, preferred dates,
            budget), the messages and photos both sides send, and the appointment’s times.
          </li>
          <li>
            <strong>Reviews:</strong> the stars, text and photos of a review, the first name of its
            author, and the artist’s reply.
          </li>
          <li>
            <strong>Favorites and activity:</strong> the artists a client saves, and the last{" "}
            {VIEWS_KEPT} profiles they opened, for their own dashboard.
          </li>
          <li>
            <strong>Reports and blocks:</strong> the reports you make, with their reason, your note
            and a copy of what they are about (kept after the reported content or your account is
            deleted, so our team can still decide), the clients an artist blocks, and a log of every
            action our team takes, with its reason.
          </li>
          <li>
            <strong>Abuse protection:</strong> counts of failed sign-ins, sign-ups and reset
            requests per account and network address, deleted within a few hours.
          </li>
        </ul>
      ),
    },
    {
      id: "not-stored",
      title: "What we don’t keep",
      body: (
        <>
          <p>
            A photo you give the style match is analyzed in memory and not stored; only the list of
            matching artists is kept, for a day, so “View All Matches” works. If you use your
            location to search nearby, it is used for that search only.
          </p>
          <p>
            Every uploaded photo is re-encoded, which removes its hidden data, such as the place it
            was taken. Our server logs leave out e-mail addresses, cookies and passwords.
          </p>
          <p>
            Our cookies only keep you signed in. Your browser also remembers your grid or list view
            and, until you close the tab, an artist profile you are still filling in. There are no
            advertising or analytics cookies, and we don’t sell or rent your data.
          </p>
        </>
      ),
    },
    {
      id: "who-sees",
      title: "Who sees what",
      body: (
        <ul>
          <li>
            <strong>Public:</strong> a published artist profile and its portfolio photos, and
            reviews with their photos, the author’s first name and the artist’s reply. A draft
            profile is seen only by its artist.
          </li>
          <li>
            <strong>Contact details:</strong> the contact details an artist entered are shown on
            their published profile to people who are signed in. Visitors who are not signed in
            never receive them.
          </li>
          <li>
            <strong>Clients:</strong> an artist sees a client’s first name and what they send in a
            request. A client’s e-mail address is never shown to artists.
          </li>
          <li>
            <strong>Requests:</strong> a request, its messages and its photos are private to its
            client and its artist. Request photos are stored apart from public photos and served
            from a private address that opens only for those two, never from the public, cached
            photo address.
          </li>
          <li>
            <strong>Our team:</strong> {LEGAL_COPY.moderation}
          </li>
          <li>
            <strong>Our providers:</strong> the companies that host our servers, store our files and
            deliver our e-mail handle this data for us, only to run {brand.name}.
          </li>
        </ul>
      ),
    },
    {
      id: "email",
      title: "E-mails we send",
      body: (
        <>
          <ul>
            <li>
              <strong>Password reset:</strong> when you ask for one, a link that works once and
              expires soon after.
            </li>
            <li>
              <strong>Requests:</strong> a new request, a reply or a change such as a proposed or
              booked time, with the first lines of the message, when it was sent, a small copy of a
              photo from the conversation and a link to it. What happens in the{" "}
              {EMAIL_QUIET_MINUTES} minutes after an e-mail is gathered into the next one.
            </li>
            <li>
              <strong>Reviews:</strong> an artist hears of a new review.
            </li>
            <li>
              <strong>Moderation:</strong> if you report something, the outcome; if our team hides a
              review of yours, removes a photo you sent or suspends your account, what was done and
              why.
            </li>
          </ul>
          <p>
            E-mails about requests and new reviews stop when you turn off “
            {REQUEST_EMAIL.settingLabel}” in Account Settings; password and moderation e-mails are
            always sent. We send no newsletters or marketing e-mail.
          </p>
        </>
      ),
    },
    {
      id: "deletion",
      title: "Deleting your account",
      body: (
        <>
          <p>
            Delete your account at any time in Account Settings, under Danger Zone. It is permanent
            and removes at once:
          </p>
          <ul>
            <li>your account, its sessions, favorites, activity and e-mail settings;</li>
            <li>your artist profile with its profile and portfolio photos;</li>
            <li>
              reviews you wrote, and for an artist the reviews of their work, with their photos;
            </li>
            <li>the messages and photos you sent in requests.</li>
          </ul>
          <p>
            The other side of a request keeps the conversation, with you shown as “
            {REQUEST_COPY.deletedAccount}” and your messages gone. A request whose other side has
            already deleted their account is deleted completely. A report of one of your messages
            keeps its copy of the text for our team. Backup copies of our database are replaced over
            time.
          </p>
        </>
      ),
    },
    {
      id: "where",
      title: "Where we work",
      body: (
        <p>
          {LEGAL_NAV.usOnly} The rules for using the service are in our{" "}
          <Link to={TERMS_PATH} className={inlineLinkClass}>
            {LEGAL_NAV.termsTitle}
          </Link>
          . When this policy changes, we update this page and its date.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title={LEGAL_NAV.privacyTitle}
      intro={`What ${brand.name} stores about you, who can see it, the e-mails we send and how to delete it all.`}
      sections={sections}
      contactQuestion="Questions about your data, or a request to see or correct it?"
    />
  );
}
