import {
  Heart,
  Inbox,
  LayoutDashboard,
  LogOut,
  Menu,
  Settings,
  ShieldCheck,
  X,
} from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass, ButtonLink } from "~/app/components/ui/button";
import { Logo } from "~/app/components/logo";
import { UserMenuLabel, userMenuTriggerClass } from "~/app/components/user-menu-label";
import { cn } from "~/app/lib/cn";
import {
  LogoutForm,
  useCurrentUser,
  useUnreadRequests,
  useUnreadRequestsPolling,
} from "~/app/lib/current-user";
import { ADMIN_NAV, ADMIN_PATH, REQUESTS_NAV, REQUESTS_PATH, ARTISTS_PATH } from "~/core/site-nav";
import { accountLabel, isArtist, type AccountUser } from "~/core/accounts/user";

const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: ARTISTS_PATH, label: "Our Artists" },
  { to: "/locations", label: "Locations" },
  { to: "/about", label: "About" },
] as const;

export const BECOME_ARTIST_PATH = "/signup?type=artist";

const MOBILE_MENU_ID = "mobile-menu";
const ACCOUNT_MENU_ID = "account-menu";

// Both menus are native popovers (decision 0022): their buttons open them from the first paint,
// before and without JavaScript, and the browser closes them on Escape or a click outside,
// handing focus back to the button. Script only closes them when the page changes.

/**
 * Settings, Admin (ADMIN_EMAILS' accounts), Dashboard (an artist's /dashboard, a client's
 * /user-dashboard), Favorite Artists (clients), Requests, Logout: in both menus (app.css:
 * account-link). Icons drawn inline: a sprite here would put its module in the JavaScript every
 * page loads.
 */
function AccountLinks({ user, linkClass }: { user: AccountUser; linkClass: string }) {
  const unread = useUnreadRequests();
  const item = (to: string, icon: ReactNode, label: string, extra?: ReactNode) => (
    <li>
      <Link to={to} className={linkClass}>
        {icon}
        {label}
        {extra}
      </Link>
    </li>
  );
  return (
    <ul className="flex flex-col gap-1">
      {item("/profile", <Settings className="size-5" aria-hidden />, "Settings")}
      {user.admin &&
        item(ADMIN_PATH, <ShieldCheck className="size-5" aria-hidden />, ADMIN_NAV.label)}
      {item(
        isArtist(user) ? "/dashboard" : "/user-dashboard",
        <LayoutDashboard className="size-5" aria-hidden />,
        "Dashboard",
      )}
      {!isArtist(user) &&
        item("/favorites", <Heart className="size-5" aria-hidden />, "Favorite Artists")}
      {item(
        REQUESTS_PATH,
        <Inbox className="size-5" aria-hidden />,
        REQUESTS_NAV.label,
        unread > 0 && (
          <span className="unread-pill ml-auto">
            {unread}
            <span className="sr-only"> ({REQUESTS_NAV.unread(unread)})</span>
          </span>
        ),
      )}
      <li>
        <LogoutForm className={linkClass}>
          <LogOut className="size-5" aria-hidden />
          Logout
        </LogoutForm>
      </li>
    </ul>
  );
}

/** On a menu's button: there are unread requests inside (said in words to screen readers). */
function UnreadDot() {
  const unread = useUnreadRequests();
  if (unread === 0) return null;
  return (
    <span className="absolute top-1 right-1 size-2.5 rounded-full bg-brand-600 ring-2 ring-white">
      <span className="sr-only">, {REQUESTS_NAV.unread(unread)}</span>
    </span>
  );
}

/** The signed-in person's menu on wide screens: a button and the popover it opens. */
function AccountMenu({ user }: { user: AccountUser }) {
  return (
    <>
      <button
        type="button"
        popoverTarget={ACCOUNT_MENU_ID}
        className={cn(
          userMenuTriggerClass,
          "relative group-has-[#account-menu:popover-open]/header:bg-ink-50",
        )}
      >
        <UserMenuLabel label={accountLabel(user)} />
        <UnreadDot />
      </button>
      <div
        id={ACCOUNT_MENU_ID}
        popover="auto"
        className="account-menu w-60 rounded-2xl bg-white p-1.5 text-ink-900 shadow-lift ring-1 ring-ink-100"
      >
        <p className="truncate px-3 pt-2 pb-2 text-sm text-ink-500">{user.email}</p>
        <nav aria-label="Account">
          <AccountLinks user={user} linkClass="account-link" />
        </nav>
      </div>
    </>
  );
}

export function SiteHeader() {
  const user = useCurrentUser();
  const headerRef = useRef<HTMLElement>(null);
  useUnreadRequestsPolling();

  // Any navigation closes the menus (their own links, the back button, a redirect); hydration
  // is none: a menu opened before the scripts came stays open.
  const { key: locationKey } = useLocation();
  const shownKey = useRef(locationKey);
  useEffect(() => {
    if (shownKey.current === locationKey) return;
    shownKey.current = locationKey;
    headerRef.current?.querySelectorAll<HTMLElement>(":popover-open").forEach((menu) => {
      menu.hidePopover();
    });
  }, [locationKey]);

  return (
    <header
      ref={headerRef}
      className="group/header sticky top-0 z-40 border-b border-ink-100/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/75"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className="nav-link py-2">
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
              <AccountMenu user={user} />
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
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          className={cn(
            buttonClass({ variant: "ghost", size: "sm" }),
            "relative size-11 px-0 md:hidden",
          )}
        >
          {/* Its name and icon follow the menu's state, in CSS: right before hydration too. */}
          <Menu
            className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden"
            aria-hidden
          />
          <X
            className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block"
            aria-hidden
          />
          <span className="sr-only group-has-[#mobile-menu:popover-open]/header:hidden">
            Open menu
          </span>
          <UnreadDot />
          <span className="sr-only hidden group-has-[#mobile-menu:popover-open]/header:inline">
            Close menu
          </span>
        </button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        className="mobile-menu border-t border-ink-100 bg-white text-ink-900 shadow-lg md:hidden"
      >
        <nav aria-label="Menu" className="container-page flex flex-col gap-1 py-3">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className="nav-link py-3">
              {link.label}
            </NavLink>
          ))}
          {user ? (
            <div className="mt-2 flex flex-col gap-1 border-t border-ink-100 pt-3">
              <p className="truncate px-3.5 pb-1 text-sm text-ink-500">
                Signed in as{" "}
                <span className="font-semibold text-ink-800">{accountLabel(user)}</span>
              </p>
              <AccountLinks user={user} linkClass="account-link-wide" />
            </div>
          ) : (
            <div className="mt-2 grid grid-cols-2 gap-2 border-t border-ink-100 pt-4">
              <ButtonLink to="/login" variant="secondary">
                Login
              </ButtonLink>
              <ButtonLink to="/signup">Sign Up</ButtonLink>
              <Link
                to={BECOME_ARTIST_PATH}
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
