import { Heart, LayoutDashboard, LogOut, Menu, Settings, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass, ButtonLink } from "~/app/components/ui/button";
import { Logo } from "~/app/components/logo";
import { UserMenuLabel, userMenuTriggerClass } from "~/app/components/user-menu-label";
import { cn } from "~/app/lib/cn";
import { useCurrentUser, useLogout } from "~/app/lib/current-user";
import { useHydrated } from "~/app/lib/use-hydrated";
import { accountLabel, isArtist, type AccountUser } from "~/core/accounts/user";

const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/artists", label: "Our Artists" },
  { to: "/locations", label: "Locations" },
  { to: "/about", label: "About" },
] as const;

// Signed-in people only need it: it loads on its own once the page has hydrated.
const UserMenu = lazy(() =>
  import("~/app/components/user-menu").then(({ UserMenu }) => ({ default: UserMenu })),
);

/**
 * The account menu's button is there from the first paint. Until the menu has loaded it stands in
 * as a real button: a press opens the menu as soon as it arrives, and focus stays on the button.
 */
function AccountMenu({ user, onLogout }: { user: AccountUser; onLogout: () => void }) {
  const hydrated = useHydrated();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={userMenuTriggerClass}
      // Pointer down, as the menu's own button opens: the menu may arrive between down and click.
      onPointerDown={() => setPressed(true)}
      onClick={() => setPressed(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <UserMenuLabel label={accountLabel(user)} />
    </button>
  );
  if (!hydrated) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu
        user={user}
        onLogout={onLogout}
        defaultOpen={pressed}
        focusOnMount={focused && !pressed}
      />
    </Suspense>
  );
}

export const BECOME_ARTIST_PATH = "/signup?type=artist";

const mobileAccountLinkClass =
  "flex items-center gap-3 rounded-full px-3.5 py-3 text-left font-medium text-ink-700 hover:bg-ink-50";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-full px-3.5 py-2 text-[0.95rem] font-medium transition-colors",
    isActive ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-ink-50 hover:text-ink-950",
  );
}

export function SiteHeader() {
  const user = useCurrentUser();
  const { logout } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // Any navigation closes the menu (its own links, the back button, a redirect).
  const { key: locationKey } = useLocation();
  const [openedAt, setOpenedAt] = useState(locationKey);
  if (openedAt !== locationKey) {
    setOpenedAt(locationKey);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    // Escape, or a tap anywhere outside the header, closes it and hands focus back to the toggle
    // (unless the tap itself focused a control, like a field; the page's main region takes focus
    // for the skip link, but is not one).
    const dismiss = () => {
      setMenuOpen(false);
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body || focused.tabIndex < 0) {
        toggleRef.current?.focus();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    // A click comes after the tap has moved focus, so `dismiss` sees where focus went.
    const onClick = (event: MouseEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-ink-100/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/75"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <>
              {isArtist(user) && (
                <ButtonLink to="/dashboard" size="sm">
                  Dashboard
                </ButtonLink>
              )}
              <AccountMenu user={user} onLogout={() => void logout()} />
            </>
          ) : (
            <>
              <Link
                to={BECOME_ARTIST_PATH}
                className="rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:text-brand-900 lg:text-[0.95rem]"
              >
                Become an artist
              </Link>
              <ButtonLink to="/login" variant="ghost" size="sm">
                Login
              </ButtonLink>
              <ButtonLink to="/signup" size="sm">
                Sign Up
              </ButtonLink>
            </>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          className={cn(buttonClass({ variant: "ghost", size: "sm" }), "size-11 px-0 md:hidden")}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-6" aria-hidden />
          ) : (
            <Menu className="size-6" aria-hidden />
          )}
        </button>
      </div>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-ink-100 bg-white shadow-lg md:hidden"
      >
        <nav aria-label="Menu" className="container-page flex flex-col gap-1 py-3">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={(state) => cn(navLinkClass(state), "py-3")}
              onClick={closeMenu}
            >
              {link.label}
            </NavLink>
          ))}
          {user ? (
            <div className="mt-2 flex flex-col gap-1 border-t border-ink-100 pt-3">
              <p className="truncate px-3.5 pb-1 text-sm text-ink-500">
                Signed in as{" "}
                <span className="font-semibold text-ink-800">{accountLabel(user)}</span>
              </p>
              <Link to="/profile" onClick={closeMenu} className={mobileAccountLinkClass}>
                <Settings className="size-5" aria-hidden />
                Settings
              </Link>
              {isArtist(user) ? (
                <Link to="/dashboard" onClick={closeMenu} className={mobileAccountLinkClass}>
                  <LayoutDashboard className="size-5" aria-hidden />
                  Dashboard
                </Link>
              ) : (
                <Link to="/favorites" onClick={closeMenu} className={mobileAccountLinkClass}>
                  <Heart className="size-5" aria-hidden />
                  Favorite Artists
                </Link>
              )}
              <button
                type="button"
                className={mobileAccountLinkClass}
                onClick={() => {
                  closeMenu();
                  void logout();
                }}
              >
                <LogOut className="size-5" aria-hidden />
                Logout
              </button>
            </div>
          ) : (
            <div className="mt-2 grid grid-cols-2 gap-2 border-t border-ink-100 pt-4">
              <ButtonLink to="/login" variant="secondary" onClick={closeMenu}>
                Login
              </ButtonLink>
              <ButtonLink to="/signup" onClick={closeMenu}>
                Sign Up
              </ButtonLink>
              <Link
                to={BECOME_ARTIST_PATH}
                onClick={closeMenu}
                className="col-span-2 rounded-full py-3 text-center font-semibold text-brand-700"
              >
                Become an artist
              </Link>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
