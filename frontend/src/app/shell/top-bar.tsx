// The header: global search (desktop), theme, notifications and the user menu; on a phone, the
// button that opens the drawer.
import { Button, InputGroup } from "@blueprintjs/core";
import { Menu as MenuIcon, Search } from "@blueprintjs/icons";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import type { User } from "../../lib/api/types";
import { NotificationsPopover } from "./notifications-popover";
import { ThemeMenu } from "./theme-menu";
import { UserMenu } from "./user-menu";

export interface TopBarProps {
  user: User;
  phone: boolean;
  onOpenDrawer: () => void;
  notificationsOpen?: boolean;
}

function GlobalSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    void navigate(q ? `/search?q=${encodeURIComponent(q)}` : "/search");
  };
  return (
    <form className="global-search" role="search" onSubmit={submit}>
      <InputGroup
        type="search"
        aria-label="Buscar en el sistema"
        placeholder="Buscar productos, marcas, vehículos..."
        leftIcon={<Search />}
        value={query}
        onValueChange={setQuery}
      />
    </form>
  );
}

export function TopBar({ user, phone, onOpenDrawer, notificationsOpen }: TopBarProps) {
  return (
    <header className="top-bar">
      {phone ? (
        <>
          <Button variant="minimal" icon={<MenuIcon />} aria-label="Abrir menú" onClick={onOpenDrawer} />
          <span className="top-bar-brand">WolfTracker</span>
        </>
      ) : (
        <GlobalSearch />
      )}
      <div className="top-bar-actions">
        <ThemeMenu />
        <NotificationsPopover defaultOpen={notificationsOpen} />
        <UserMenu user={user} compact={phone} />
      </div>
    </header>
  );
}
