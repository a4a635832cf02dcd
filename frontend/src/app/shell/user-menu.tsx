// The header's user menu: Perfil, Configuración, Cerrar sesión.
import { memo } from "react";
import { Menu, MenuDivider, MenuItem, PopoverNext } from "@blueprintjs/core";
import { Cog, LogOut, Person } from "@blueprintjs/icons";
import { useNavigate } from "react-router-dom";
import type { User } from "@/lib/api/types";
import { roleLabel } from "@/lib/session/roles";
import { useLogout } from "@/lib/session/use-logout";
import { HEADER_POPOVER_POSITIONING, UserTrigger } from "./header-triggers";

export interface UserMenuProps {
  user: User;
  compact?: boolean;
}

export const UserMenu = memo(function UserMenu({ user, compact = false }: UserMenuProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const menu = (
    <Menu aria-label="Menú de usuario">
      <li className="user-menu-header" role="presentation">
        <strong>{user.name}</strong>
        <span>{roleLabel(user.role)}</span>
      </li>
      <MenuDivider />
      <MenuItem icon={<Person />} text="Perfil" onClick={() => void navigate("/profile")} />
      <MenuItem icon={<Cog />} text="Configuración" onClick={() => void navigate("/settings")} />
      <MenuDivider />
      <MenuItem icon={<LogOut />} text="Cerrar sesión" intent="danger" onClick={() => void logout()} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end" positioningStrategy={HEADER_POPOVER_POSITIONING}>
      <UserTrigger user={user} compact={compact} />
    </PopoverNext>
  );
});
