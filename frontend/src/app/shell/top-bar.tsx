// The header: global search (desktop), theme, notifications and the user menu; on a phone, the
// button that opens the drawer.
import { lazy, memo, Suspense, useCallback, useRef } from "react";
import { AnchorButton, Button } from "@blueprintjs/core";
import { Menu as MenuIcon, Search } from "@blueprintjs/icons";
import { useNavigate } from "react-router-dom";
import type { User } from "@/lib/api/types";
import { GlobalSearchBox } from "./global-search-box";
import { HEADER_MENU_ATTRIBUTE, HeaderTriggers, type HeaderMenuName } from "./header-triggers";

// The menus come after the first paint: their buttons (HeaderTriggers) show meanwhile.
const HeaderMenus = lazy(() => import("./header-menus").then((m) => ({ default: m.HeaderMenus })));

export interface TopBarProps {
  user: User;
  phone: boolean;
  onOpenDrawer: () => void;
  notificationsOpen?: boolean;
}

export const TopBar = memo(function TopBar({ user, phone, onOpenDrawer, notificationsOpen }: TopBarProps) {
  const actions = useRef<HTMLDivElement>(null);
  // A menu button pressed while the menus were loading: pressed again, for real, once they are in.
  const pressedEarly = useRef<HeaderMenuName | null>(null);
  const pressEarly = useCallback((menu: HeaderMenuName) => {
    pressedEarly.current = menu;
  }, []);
  const replayEarlyPress = useCallback(() => {
    const menu = pressedEarly.current;
    pressedEarly.current = null;
    if (menu === null) return;
    const button = actions.current?.querySelector<HTMLButtonElement>(`[${HEADER_MENU_ATTRIBUTE}="${menu}"]`);
    button?.focus();
    button?.click();
  }, []);
  return (
    <header className="top-bar">
      {phone ? (
        <>
          <Button variant="minimal" icon={<MenuIcon />} aria-label="Abrir menú" onClick={onOpenDrawer} />
          <span className="top-bar-brand">WolfTracker</span>
        </>
      ) : (
        <GlobalSearchBox />
      )}
      <div className="top-bar-actions" ref={actions}>
        {phone ? <PhoneSearchButton /> : null}
        <Suspense fallback={<HeaderTriggers user={user} compact={phone} onPress={pressEarly} />}>
          <HeaderMenus
            user={user}
            compact={phone}
            notificationsOpen={notificationsOpen}
            onMounted={replayEarlyPress}
          />
        </Suspense>
      </div>
    </header>
  );
});

/** On a phone the header has no room for the box: a button opens the search page and its box. */
function PhoneSearchButton() {
  const navigate = useNavigate();
  return (
    <AnchorButton
      variant="minimal"
      icon={<Search />}
      aria-label="Buscar"
      href="/search"
      onClick={(event) => {
        event.preventDefault();
        void navigate("/search");
      }}
    />
  );
}
