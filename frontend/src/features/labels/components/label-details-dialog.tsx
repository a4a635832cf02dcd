// 'Ver': every field of a template or size, with the shape preview.
import { Button, Classes, HTMLTable } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { AppDialog } from "@/components/app-dialog";
import { ShapePreview } from "./shape-preview";

export interface LabelDetailsDialogProps {
  title: string;
  rows: [string, ReactNode][];
  width: number;
  height: number;
  columns?: number;
  onClose: () => void;
}

export function LabelDetailsDialog({
  title,
  rows,
  width,
  height,
  columns,
  onClose,
}: LabelDetailsDialogProps) {
  return (
    <AppDialog isOpen onClose={onClose} title={title} className="lbl-form-dialog">
      <div className={`${Classes.DIALOG_BODY} lbl-form-layout`}>
        <HTMLTable compact>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <ShapePreview
          width={String(width)}
          height={String(height)}
          columns={columns === undefined ? undefined : String(columns)}
        />
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cerrar" onClick={onClose} />
        </div>
      </div>
    </AppDialog>
  );
}
