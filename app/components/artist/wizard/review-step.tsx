import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/app/components/ui/button";
import { instagramHandle } from "~/core/artists/contact";
import { PROFILE_MESSAGES, type ProfileDraft, type WizardStep } from "~/core/artists/profile";
import type { OwnArtist } from "~/core/artists/types";
import { formatPriceRange, type MenuService } from "~/core/artists/services";
import { BACKGROUND_COLORS, PORTFOLIO } from "~/core/catalogue";
import { placeLabel } from "~/core/us-locations";
import { PhotoGrid } from "../photo-grid";

function ReviewSection({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: WizardStep;
  onEdit: (step: WizardStep) => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-surface p-4 ring-1 ring-ink-100 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-sans text-base font-semibold">{title}</h2>
        <Button variant="ghost" size="sm" onClick={() => onEdit(step)}>
          <Pencil className="size-4" aria-hidden />
          Edit<span className="sr-only"> {title}</span>
        </Button>
      </div>
      <div className="mt-2 min-w-0 text-ink-700">{children}</div>
    </section>
  );
}

/** Step 5: everything the artist entered, each part with a way back to its step. */
export function ReviewStep({
  draft,
  profile,
  serviceMenu,
  onEdit,
}: {
  draft: ProfileDraft;
  profile: OwnArtist | null;
  serviceMenu: MenuService[];
  onEdit: (step: WizardStep) => void;
}) {
  const photos = profile?.portfolio ?? [];
  const background = BACKGROUND_COLORS.find((color) => color.value === draft.backgroundColor);
  const booking = [
    draft.instagram && `Instagram @${instagramHandle(draft.instagram)}`,
    draft.phone,
    draft.bookingEmail,
    draft.bookingLink,
  ].filter(Boolean);
  return (
    <div className="grid gap-4">
      <ReviewSection title="Basic Information" step={1} onEdit={onEdit}>
        <p className="font-semibold wrap-anywhere text-ink-950">{draft.displayName}</p>
        <p className="wrap-anywhere">{draft.email}</p>
        {draft.bio && <p className="mt-2 whitespace-pre-line">{draft.bio}</p>}
        <p className="mt-2 text-sm">
          Styles: {draft.styles.join(", ") || "none chosen"} · Colors:{" "}
          {draft.colors.join(", ") || "none chosen"} · Background: {background?.name}
        </p>
      </ReviewSection>
      <ReviewSection title="Booking Information" step={2} onEdit={onEdit}>
        {booking.length ? (
          booking.map((line) => (
            <p key={line} className="wrap-anywhere">
              {line}
            </p>
          ))
        ) : (
          <p>{PROFILE_MESSAGES.bookingRequired}</p>
        )}
        <p className="mt-2 text-sm">
          Services:{" "}
          {serviceMenu.length
            ? serviceMenu
                .map(
                  (service) =>
                    `${service.name} ${formatPriceRange(service.priceCents, service.upToCents)}`,
                )
                .join(" · ")
            : "none listed"}
        </p>
      </ReviewSection>
      <ReviewSection title="Portfolio" step={3} onEdit={onEdit}>
        <p className="mb-3">
          {photos.length}/{PORTFOLIO.max} photos
        </p>
        <PhotoGrid photos={photos} alt={(i) => `Portfolio photo ${i}`} />
      </ReviewSection>
      <ReviewSection title="Location" step={4} onEdit={onEdit}>
        <p>{placeLabel(draft) || "Not set"}</p>
      </ReviewSection>
    </div>
  );
}
