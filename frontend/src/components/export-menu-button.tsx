// 'Exportar …': a button whose menu offers the two file formats a shop opens, CSV and Excel.
import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { Export } from "@blueprintjs/icons";
import type { TableFileFormat } from "@/lib/downloads/table-file";

export interface ExportMenuButtonProps {
  text: string;
  onExport: (format: TableFileFormat) => void;
  loading?: boolean;
  disabled?: boolean;
}

export function ExportMenuButton({ text, onExport, loading, disabled }: ExportMenuButtonProps) {
  return (
    <PopoverNext
      placement="bottom-end"
      disabled={disabled || loading}
      content={
        <Menu aria-label="Formato de exportación">
          <MenuItem text="CSV (.csv)" onClick={() => onExport("csv")} />
          <MenuItem text="Excel (.xlsx)" onClick={() => onExport("xlsx")} />
        </Menu>
      }
    >
      <Button icon={<Export />} text={text} loading={loading} disabled={disabled} />
    </PopoverNext>
  );
}
