// The side bar's and the drawer's list of links, with the admin-only group for Administrador;
// 'Caja' and 'Compras' only while the shop is in 'Modo mostrador' ('Compras' for a Vendedor too when
// an Administrador lets them receive goods).
import { Classes } from "@blueprintjs/core";
import { NavLink } from "react-router-dom";
import type { User } from "@/lib/api/types";
import { isAdmin } from "@/lib/session/roles";
import { useSalesMayReceive } from "@/lib/session/use-sales-may-receive";
import { useShopSettings } from "@/lib/shop-settings/use-shop-settings";
import { ADMIN_NAV, isActivePath, mainNav, type NavItem } from "./nav-items";

export interface NavListProps {
  user: User;
  currentPath: string;
  onNavigate?: () => void;
}

function NavEntry({
  item,
  currentPath,
  onNavigate,
}: {
  item: NavItem;
  currentPath: string;
  onNavigate?: () => void;
}) {
  const active = isActivePath(item.path, currentPath);
  return (
    <li>
      <NavLink
        to={item.path}
        className={`nav-link ${active ? "nav-link-active" : ""}`}
        aria-current={active ? "page" : undefined}
        onClick={onNavigate}
      >
        <item.Icon size={16} />
        <span>{item.label}</span>
      </NavLink>
    </li>
  );
}

export function NavList({ user, currentPath, onNavigate }: NavListProps) {
  const admin = isAdmin(user);
  const counterMode = useShopSettings().data?.counterMode === true;
  const receivesGoods = useSalesMayReceive(!admin && counterMode);
  return (
    <nav className="nav-list" aria-label="Navegación principal">
      <ul>
        {mainNav(counterMode, receivesGoods).map((item) => (
          <NavEntry key={item.path} item={item} currentPath={currentPath} onNavigate={onNavigate} />
        ))}
      </ul>
      {admin ? (
        <>
          {/* A caption, not a heading: the page's own h1 is the first heading a screen reader meets. */}
          <p className={`nav-group-title ${Classes.TEXT_MUTED}`} aria-hidden>
            Administración
          </p>
          <ul aria-label="Administración">
            {ADMIN_NAV.filter((item) => counterMode || !item.counterModeOnly).map((item) => (
              <NavEntry key={item.path} item={item} currentPath={currentPath} onNavigate={onNavigate} />
            ))}
          </ul>
        </>
      ) : null}
    </nav>
  );
}
