// The header's three menus, loaded after the first paint (top-bar.tsx shows their buttons,
// header-triggers.tsx, meanwhile).
import { useEffect } from "react";
import type { User } from "@/lib/api/types";
import { NotificationsPopover } from "./notifications-popover";
import { ThemeMenu } from "./theme-menu";
import { UserMenu } from "./user-menu";

export interface HeaderMenusProps {
  user: User;
  compact: boolean;
  notificationsOpen?: boolean;
  /** Called once the menus are on screen (top-bar.tsx then replays a press made before). */
  onMounted?: () => void;
}

export function HeaderMenus({ user, compact, notificationsOpen, onMounted }: HeaderMenusProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <>
      <ThemeMenu />
      <NotificationsPopover defaultOpen={notificationsOpen} />
      <UserMenu user={user} compact={compact} />
    </>
  );
}
