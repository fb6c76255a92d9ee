import { Heart, LayoutDashboard, LogOut, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { UserMenuLabel, userMenuTriggerClass } from "~/app/components/user-menu-label";
import { accountLabel, isArtist, type AccountUser } from "~/core/accounts/user";

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] text-ink-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/**
 * The signed-in user's menu: Settings, Dashboard (artists) or Favorite Artists (clients), Logout.
 * Radix gives it keyboard navigation, Escape and outside-click closing, and focus return. Only
 * signed-in people need it, so the header loads it on its own (with Radix, ~30 KB).
 */
export function UserMenu({
  user,
  onLogout,
  defaultOpen = false,
  focusOnMount = false,
}: {
  user: AccountUser;
  onLogout: () => void;
  /** Pressed while it was loading (the header's stand-in button): open at once. */
  defaultOpen?: boolean;
  /** Focused, not pressed, while it was loading: keep the focus (an open menu takes it itself). */
  focusOnMount?: boolean;
}) {
  const label = accountLabel(user);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, [focusOnMount]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={`${userMenuTriggerClass} data-[state=open]:bg-ink-50`}
      >
        <UserMenuLabel label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-2xl bg-white p-1.5 shadow-lift ring-1 ring-ink-100"
        >
          <DropdownMenu.Label className="truncate px-3 pt-2 pb-2 text-sm text-ink-500">
            {user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <Settings className="size-4" aria-hidden />
              Settings
            </Link>
          </DropdownMenu.Item>
          {isArtist(user) ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/dashboard">
                <LayoutDashboard className="size-4" aria-hidden />
                Dashboard
              </Link>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/favorites">
                <Heart className="size-4" aria-hidden />
                Favorite Artists
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut className="size-4" aria-hidden />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
