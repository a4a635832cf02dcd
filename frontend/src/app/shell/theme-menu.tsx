// Theme choice: Claro, Oscuro or Sistema (the default), remembered by the browser.
import { memo } from "react";
import { Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { Desktop, Flash, Moon } from "@blueprintjs/icons";
import { useTheme } from "@/lib/theme/theme-provider";
import { HEADER_POPOVER_POSITIONING, THEME_LABELS, ThemeTrigger } from "./header-triggers";
import type { ThemePreference } from "@/lib/theme/theme";

const OPTIONS: { value: ThemePreference; label: string; Icon: typeof Moon }[] = [
  { value: "light", label: THEME_LABELS.light, Icon: Flash },
  { value: "dark", label: THEME_LABELS.dark, Icon: Moon },
  { value: "system", label: THEME_LABELS.system, Icon: Desktop },
];

export const ThemeMenu = memo(function ThemeMenu() {
  const { preference, setPreference } = useTheme();
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
    <PopoverNext content={menu} placement="bottom-end" positioningStrategy={HEADER_POPOVER_POSITIONING}>
      <ThemeTrigger />
    </PopoverNext>
  );
});
