import type { ComponentType } from "react";
import { Mail } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "~/app/components/logo";
import { PhotoShareIcon, ShortVideoIcon } from "~/app/components/social-icons";
import { useBrand, useCopyrightYear } from "~/app/lib/brand";
import { LEGAL_LINKS, LEGAL_NAV, ARTISTS_PATH } from "~/core/site-nav";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: ARTISTS_PATH, label: "Browse Artists" },
  { to: "/about", label: "About Us" },
] as const;

const linkClass = "rounded text-ink-300 transition-colors hover:text-white";

/** The list items of a footer list of the site's own pages. */
function LinkItems({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

/** A list item linking to the brand's page on a social site, in a new tab. */
function SocialLink({
  href,
  icon: Icon,
  label,
}: {
  href: string;
  icon: ComponentType<{ className?: string }>;
  label: string;
}) {
  return (
    <li>
      <a
        href={href}
        className={`${linkClass} inline-flex items-center gap-2`}
        rel="noopener noreferrer"
        target="_blank"
      >
        <Icon className="size-4" />
        {label}
      </a>
    </li>
  );
}

export function SiteFooter() {
  const brand = useBrand();
  const year = useCopyrightYear();
  return (
    <footer className="mt-auto bg-ink-950 text-ink-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1.2fr]">
        <div className="max-w-sm space-y-4">
          <Logo inverted />
          <p className="leading-relaxed">
            Upload a photo of the nails you love and our AI matches you with artists who create that
            style near you.
          </p>
          <p className="text-sm text-ink-400">{LEGAL_NAV.usOnly}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-sans text-sm font-semibold tracking-wider text-white uppercase"
          >
            Quick Links
          </h2>
          <ul className="mt-4 space-y-3">
            <LinkItems links={QUICK_LINKS} />
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-white uppercase">
            Contact
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={`mailto:${brand.supportEmail}`}
                className={`${linkClass} inline-flex items-center gap-2 break-all`}
              >
                <Mail className="size-4 shrink-0" aria-hidden />
                {brand.supportEmail}
              </a>
            </li>
            <SocialLink href={brand.instagramUrl} icon={PhotoShareIcon} label="Instagram" />
            <SocialLink href={brand.tiktokUrl} icon={ShortVideoIcon} label="TikTok" />
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-ink-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {brand.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <LinkItems links={LEGAL_LINKS} />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
