// The header: global search (desktop), theme, notifications and the user menu; on a phone, the
// button that opens the drawer.
import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { AnchorButton, Button } from "@blueprintjs/core";
import { Menu as MenuIcon, Search } from "@blueprintjs/icons";
import { useNavigate } from "react-router-dom";
import { afterFirstAnswers } from "@/lib/api/requests-in-flight";
import type { User } from "@/lib/api/types";
import { GlobalSearchBox } from "./global-search-box";
import { HEADER_MENU_ATTRIBUTE, HeaderTriggers, type HeaderMenuName } from "./header-triggers";

// The menus load once the screen has had its first answers (or at once when a menu button is
// pressed): on a slow phone their bytes and their start-up do not hold back the screen. Their
// buttons (HeaderTriggers) show meanwhile.
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
  // The menu button that has the focus: when the menus arrive, the real button takes it over.
  const focusedMenu = useRef<HeaderMenuName | null>(null);
  const menusMounted = useRef(false);
  const [menusWanted, setMenusWanted] = useState(false);
  useEffect(() => afterFirstAnswers(() => setMenusWanted(true)), []);
  const realButton = useCallback(
    (menu: HeaderMenuName | null) =>
      menu === null
        ? null
        : actions.current?.querySelector<HTMLButtonElement>(`[${HEADER_MENU_ATTRIBUTE}="${menu}"]`),
    [],
  );
  const openMenu = useCallback(
    (menu: HeaderMenuName) => {
      realButton(menu)?.focus();
      realButton(menu)?.click();
    },
    [realButton],
  );
  const pressEarly = useCallback(
    (menu: HeaderMenuName) => {
      if (menusMounted.current) openMenu(menu);
      else pressedEarly.current = menu;
      setMenusWanted(true);
    },
    [openMenu],
  );
  const menusArrived = useCallback(() => {
    menusMounted.current = true;
    const pressed = pressedEarly.current;
    pressedEarly.current = null;
    if (pressed !== null) openMenu(pressed);
    else if (document.activeElement === document.body || document.activeElement === null) {
      realButton(focusedMenu.current)?.focus();
    }
  }, [openMenu, realButton]);
  const triggers = (
    <HeaderTriggers
      user={user}
      compact={phone}
      onPress={pressEarly}
      onPointerPress={() => setMenusWanted(true)}
    />
  );
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
      <div
        className="top-bar-actions"
        ref={actions}
        onFocus={(event) => {
          focusedMenu.current = event.target.getAttribute(HEADER_MENU_ATTRIBUTE) as HeaderMenuName | null;
        }}
        // Focus gone to another control. A placeholder taken out of the page as the menus arrive
        // loses the focus to nothing (no related target): that focus is the real button's to take.
        onBlur={(event) => {
          if (event.relatedTarget !== null) focusedMenu.current = null;
        }}
      >
        {phone ? <PhoneSearchButton /> : null}
        {menusWanted ? (
          <Suspense fallback={triggers}>
            <HeaderMenus
              user={user}
              compact={phone}
              notificationsOpen={notificationsOpen}
              onMounted={menusArrived}
            />
          </Suspense>
        ) : (
          triggers
        )}
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
