import { AtSign, CalendarCheck, Lock, Mail, MessageSquarePlus, Phone } from "lucide-react";
import { ButtonLink, buttonClass } from "~/app/components/ui/button";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";
import { instagramUrl, telHref } from "~/core/artists/contact";
import type { ArtistContact } from "~/core/artists/types";
import { pageWithReturn } from "~/core/redirect";
import { REQUEST_COPY } from "~/core/request-copy";

const rowClass =
  "flex items-center gap-3 rounded-xl px-3 py-2.5 text-ink-800 transition hover:bg-brand-50 hover:text-brand-900";

/**
 * How to reach the artist. Anonymous visitors get the sign-up prompt instead: the server sends
 * them no contact details at all (`contact` is null), so there is nothing to reveal here.
 */
export function ContactBlock({
  contact,
  returnTo,
  requestHref,
  requestRefusal,
}: {
  contact: ArtistContact | null;
  returnTo: string;
  /** Where a signed-in client writes to this artist on NailMatch (absent for anyone else). */
  requestHref?: string;
  /** Why this client can't write to the artist here (they were blocked), said up front. */
  requestRefusal?: string;
}) {
  if (!contact) {
    return (
      <div className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
        <Lock className="size-5 text-brand-700" aria-hidden />
        <p className="mt-2 text-ink-800">{M.contactPrompt}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink to={pageWithReturn("/signup", returnTo)} size="sm">
            Sign Up
          </ButtonLink>
          <ButtonLink to={pageWithReturn("/login", returnTo)} variant="secondary" size="sm">
            Log In
          </ButtonLink>
        </div>
      </div>
    );
  }
  const email = contact.bookingEmail || contact.email;
  const booking = contact.bookingLink || (email ? `mailto:${email}` : "");
  return (
    <div className="space-y-1">
      {requestRefusal && (
        <p className="mb-3 rounded-xl bg-ink-50 px-3 py-2.5 text-sm text-ink-700">
          {requestRefusal}
        </p>
      )}
      {requestHref && (
        <ButtonLink to={requestHref} size="lg" className="mb-3 w-full">
          <MessageSquarePlus className="size-5" aria-hidden />
          {REQUEST_COPY.send}
        </ButtonLink>
      )}
      {contact.instagram && (
        <a
          href={instagramUrl(contact.instagram)}
          target="_blank"
          rel="noopener noreferrer"
          className={rowClass}
        >
          <AtSign className="size-5 text-brand-600" aria-hidden />
          <span>
            <span className="sr-only">Instagram </span>@{contact.instagram}
          </span>
        </a>
      )}
      {contact.phone && (
        <a href={telHref(contact.phone)} className={rowClass}>
          <Phone className="size-5 text-brand-600" aria-hidden />
          <span>
            <span className="sr-only">Phone </span>
            {contact.phone}
          </span>
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} className={`${rowClass} break-all`}>
          <Mail className="size-5 shrink-0 text-brand-600" aria-hidden />
          <span>
            <span className="sr-only">Email </span>
            {email}
          </span>
        </a>
      )}
      {booking && (
        <a
          href={booking}
          target={contact.bookingLink ? "_blank" : undefined}
          rel="noopener noreferrer"
          className={buttonClass(
            { size: "lg", variant: requestHref ? "secondary" : "primary" },
            "mt-3 w-full",
          )}
        >
          <CalendarCheck className="size-5" aria-hidden />
          Book Appointment
        </a>
      )}
    </div>
  );
}
