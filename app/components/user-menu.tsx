import { ChevronDown, Heart, LayoutDashboard, LogOut, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { accountLabel, isArtist, type AccountUser } from "~/core/accounts/user";

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-[0.95rem] text-ink-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/**
 * The signed-in user's menu: Settings, Dashboard (artists) or Favorite Artists (clients), Logout.
 * Radix gives it keyboard navigation, Escape and outside-click closing, and focus return.
 */
export function UserMenu({ user, onLogout }: { user: AccountUser; onLogout: () => void }) {
  const label = accountLabel(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex h-10 max-w-56 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-[0.95rem] font-medium text-ink-800 ring-1 ring-ink-200 hover:bg-ink-50 data-[state=open]:bg-ink-50">
        <span
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800 uppercase"
          aria-hidden
        >
          {label.slice(0, 1)}
        </span>
        <span className="truncate">
          <span className="sr-only">Account menu for </span>
          {label}
        </span>
        <ChevronDown className="size-4 shrink-0 text-ink-500" aria-hidden />
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
