// The four tiles at the top of the inventory page.
import { Button } from "@blueprintjs/core";
import { Add, Box, Camera, Chart } from "@blueprintjs/icons";
import type { JSX } from "react";

export type InventoryView = "products" | "categories" | "brands" | "reports";

export interface InventoryTilesProps {
  view: InventoryView;
  onProducts: () => void;
  onScanner: () => void;
  onReports: () => void;
  onNewProduct: () => void;
}

function Tile({
  label,
  icon,
  active,
  keyShortcut,
  onClick,
}: {
  label: string;
  icon: JSX.Element;
  active?: boolean;
  /** aria-keyshortcuts: the shell's shortcut presses this tile. */
  keyShortcut?: string;
  onClick: () => void;
}) {
  return (
    <Button
      className="inv-tile"
      size="large"
      variant={active ? "solid" : "outlined"}
      intent={active ? "primary" : "none"}
      aria-pressed={active}
      icon={icon}
      text={label}
      aria-keyshortcuts={keyShortcut}
      onClick={onClick}
    />
  );
}

export function InventoryTiles({
  view,
  onProducts,
  onScanner,
  onReports,
  onNewProduct,
}: InventoryTilesProps) {
  return (
    <div className="inv-tiles">
      <Tile label="Productos" icon={<Box size={20} />} active={view === "products"} onClick={onProducts} />
      <Tile label="Scanner Google" icon={<Camera size={20} />} onClick={onScanner} />
      <Tile label="Reportes" icon={<Chart size={20} />} active={view === "reports"} onClick={onReports} />
      <Tile label="Nuevo Producto" icon={<Add size={20} />} keyShortcut="Alt+N" onClick={onNewProduct} />
    </div>
  );
}
