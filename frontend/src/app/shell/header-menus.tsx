// The header's three menus, loaded after the first paint (top-bar.tsx shows their buttons,
// header-triggers.tsx, meanwhile).
import type { User } from "@/lib/api/types";
import { NotificationsPopover } from "./notifications-popover";
import { ThemeMenu } from "./theme-menu";
import { UserMenu } from "./user-menu";

export interface HeaderMenusProps {
  user: User;
  compact: boolean;
  notificationsOpen?: boolean;
}

export function HeaderMenus({ user, compact, notificationsOpen }: HeaderMenusProps) {
  return (
    <>
      <ThemeMenu />
      <NotificationsPopover defaultOpen={notificationsOpen} />
      <UserMenu user={user} compact={compact} />
    </>
  );
}
