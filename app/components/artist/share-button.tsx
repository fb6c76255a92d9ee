import { Share2 } from "lucide-react";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { Button, buttonClass } from "~/app/components/ui/button";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";

/**
 * Shares a profile link with the device's share sheet; where there is none (most desktops), copies
 * the link, and where even that is refused, shows the link to copy by hand (a press made before
 * hydration is kept until then). Without JavaScript, the profile's Share opens its link to copy;
 * a card's is not shown (the card itself links to the profile).
 */
export function ShareButton({
  url,
  title,
  compact = false,
  icon,
}: {
  url: string;
  title: string;
  /** An icon only (in cards), named for screen readers by what it shares. */
  compact?: boolean;
  /** The icon, when the page draws it from a sprite. */
  icon?: ReactNode;
}) {
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === "AbortError") return; // the user closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(M.linkCopied);
    } catch {
      toast(`Copy this link to share: ${url}`, { duration: 8000 });
    }
  };
  if (compact) {
    return (
      <button
        type="button"
        onClick={() => void share()}
        aria-label={`Share ${title}`}
        title="Share"
        className="icon-button noscript:hidden"
      >
        {icon ?? <Share2 className="size-4" aria-hidden />}
      </button>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void share()}
        className="noscript:hidden"
      >
        <Share2 className="size-4" aria-hidden />
        Share
      </Button>
      {/* Without JavaScript: the link, to copy. */}
      <details className="share-link hidden noscript:block">
        <summary className={buttonClass({ variant: "secondary", size: "sm" })}>
          <Share2 className="size-4" aria-hidden />
          Share
        </summary>
        <label className="share-link-box">
          {M.shareLinkLabel}
          <input type="url" readOnly value={url} />
        </label>
      </details>
    </>
  );
}
