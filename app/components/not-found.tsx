import { Compass } from "lucide-react";
import { ButtonLink } from "~/app/components/ui/button";
import { MessagePage } from "~/app/components/ui/empty-state";
import { ARTISTS_PATH } from "~/core/site-nav";

/** The designed 404 page (the HTTP status is set by whoever renders it). */
export function NotFoundPage() {
  return (
    <MessagePage
      icon={Compass}
      eyebrow="Error 404"
      title="Page not found"
      actions={
        <>
          <ButtonLink to="/">Back to home</ButtonLink>
          <ButtonLink to={ARTISTS_PATH} variant="secondary">
            Browse artists
          </ButtonLink>
        </>
      }
    >
      We couldn’t find the page you were looking for. It may have moved, or the link may be
      mistyped.
    </MessagePage>
  );
}
