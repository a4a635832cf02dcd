// Theme choice: Claro, Oscuro or Sistema (the default), remembered by the browser.
import { memo } from "react";
import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { Desktop, Flash, Moon } from "@blueprintjs/icons";
import { useTheme } from "@/lib/theme/theme-provider";
import type { ThemePreference } from "@/lib/theme/theme";

const OPTIONS: { value: ThemePreference; label: string; Icon: typeof Moon }[] = [
  { value: "light", label: "Claro", Icon: Flash },
  { value: "dark", label: "Oscuro", Icon: Moon },
  { value: "system", label: "Sistema", Icon: Desktop },
];

export const ThemeMenu = memo(function ThemeMenu() {
  const { preference, resolved, setPreference } = useTheme();
  const current = OPTIONS.find((option) => option.value === preference);
  const menu = (
    <Menu aria-label="Tema" role="listbox">
      {OPTIONS.map(({ value, label, Icon }) => (
        <MenuItem
          key={value}
          icon={<Icon />}
          text={label}
          roleStructure="listoption"
          selected={value === preference}
          onClick={() => setPreference(value)}
        />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        aria-label={`Tema: ${current?.label ?? "Sistema"}`}
        icon={resolved === "dark" ? <Moon /> : <Flash />}
      />
    </PopoverNext>
  );
});
