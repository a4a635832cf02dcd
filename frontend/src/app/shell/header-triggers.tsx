// The buttons of the header's three menus (theme, notifications, user), apart from the menus. The
// menus (Blueprint popovers: floating-ui, transitions, overlays) load after the first paint
// (header-menus.tsx); until then top-bar.tsx shows these same buttons, in the same wrapper the
// popover gives them, so nothing moves when the menus arrive. A button pressed before then is
// remembered, and top-bar.tsx presses the real one when the menus arrive: no click is lost.
import { Button, Classes, type ButtonProps } from "@blueprintjs/core";
import { CaretDown, Flash, Moon, Notifications } from "@blueprintjs/icons";
import type { PointerEvent, ReactNode, Ref } from "react";
import type { User } from "@/lib/api/types";
import { roleLabel } from "@/lib/session/roles";
import { useTheme } from "@/lib/theme/theme-provider";
import { countUnread, sampleNotifications } from "./data/sample-notifications";

/** What the popover adds to its target (handlers, ref, aria-expanded…), passed on to the button. */
type TargetProps = Omit<ButtonProps, "ref"> & { ref?: Ref<HTMLButtonElement> };

export type HeaderMenuName = "theme" | "notifications" | "user";

/** The attribute that finds a menu's button, placeholder or real. */
export const HEADER_MENU_ATTRIBUTE = "data-header-menu";
const menuButton = (name: HeaderMenuName) => ({ [HEADER_MENU_ATTRIBUTE]: name });

/**
 * The header stays at the top while the page scrolls under it, so its menus are placed against the
 * window: placed in page coordinates, an open menu followed the page for a frame on every scroll
 * before it was put back, and a click in that frame landed beside the item under the pointer.
 */
export const HEADER_POPOVER_POSITIONING = "fixed" as const;

export const THEME_LABELS = { light: "Claro", dark: "Oscuro", system: "Sistema" } as const;

export function ThemeTrigger(targetProps: TargetProps) {
  const { preference, resolved } = useTheme();
  return (
    <Button
      {...targetProps}
      {...menuButton("theme")}
      variant="minimal"
      aria-label={`Tema: ${THEME_LABELS[preference] ?? "Sistema"}`}
      icon={resolved === "dark" ? <Moon /> : <Flash />}
    />
  );
}

export const initialUnread = () => countUnread(sampleNotifications);

export function NotificationsTrigger({ unread, ...targetProps }: TargetProps & { unread: number }) {
  const label = unread > 0 ? `Notificaciones (${unread} sin leer)` : "Notificaciones";
  return (
    <Button
      {...targetProps}
      {...menuButton("notifications")}
      variant="minimal"
      aria-label={label}
      className="notifications-button"
      icon={<Notifications />}
    >
      {unread > 0 ? <span className="notifications-badge">{unread}</span> : null}
    </Button>
  );
}

export function UserTrigger({
  user,
  compact,
  ...targetProps
}: TargetProps & { user: User; compact: boolean }) {
  const initial = (user.name || user.username).charAt(0).toUpperCase();
  return (
    <Button
      {...targetProps}
      {...menuButton("user")}
      variant="minimal"
      className="user-menu-button"
      aria-label={`Menú de usuario: ${user.name}`}
      endIcon={compact ? undefined : <CaretDown />}
    >
      <span className="user-avatar" aria-hidden="true">
        {initial}
      </span>
      {compact ? null : (
        <span className="user-menu-text">
          <span className="user-menu-name">{user.name}</span>
          <span className="user-menu-role">{roleLabel(user.role)}</span>
        </span>
      )}
    </Button>
  );
}

/**
 * A press is the pointer coming up, wherever it comes up: when the menus arrive between the pointer
 * going down on a placeholder and coming up on the real button, the browser sends the click to
 * neither of them. A touch that turns into a scroll is cancelled, and is no press.
 */
function pressOnPointerUp(pointerId: number, onPress: () => void): void {
  const end = (event: globalThis.PointerEvent) => {
    if (event.pointerId !== pointerId) return;
    window.removeEventListener("pointerup", end, true);
    window.removeEventListener("pointercancel", end, true);
    if (event.type === "pointerup") onPress();
  };
  window.addEventListener("pointerup", end, true);
  window.addEventListener("pointercancel", end, true);
}

/** What a closed popover wraps its button in. */
function AsPopoverTarget({ children }: { children: ReactNode }) {
  return <span className={Classes.POPOVER_TARGET}>{children}</span>;
}

export interface HeaderTriggersProps {
  user: User;
  compact: boolean;
  /** A button was pressed before its menu had loaded. */
  onPress: (menu: HeaderMenuName) => void;
  /** A pointer went down on a button: a press may follow, so the menus had better start loading. */
  onPointerPress: () => void;
}

/** The three buttons while the menus load, with the attributes a closed popover gives them. */
export function HeaderTriggers({ user, compact, onPress, onPointerPress }: HeaderTriggersProps) {
  const closed = { "aria-expanded": false, "aria-haspopup": "menu" } as const;
  const press = (menu: HeaderMenuName) => ({
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      onPointerPress();
      pressOnPointerUp(event.pointerId, () => onPress(menu));
    },
    onClick: () => onPress(menu),
  });
  return (
    <>
      <AsPopoverTarget>
        <ThemeTrigger {...closed} {...press("theme")} />
      </AsPopoverTarget>
      <AsPopoverTarget>
        <NotificationsTrigger {...closed} unread={initialUnread()} {...press("notifications")} />
      </AsPopoverTarget>
      <AsPopoverTarget>
        <UserTrigger {...closed} user={user} compact={compact} {...press("user")} />
      </AsPopoverTarget>
    </>
  );
}
