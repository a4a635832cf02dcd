// 'Tamaños': the size cards with their dialogs and the delete confirmation.
import { Tag } from "@blueprintjs/core";
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { LabelSize } from "@/lib/api/types";
import { useDeleteLabelSize } from "../api/use-delete-label-size";
import { useLabelSizes } from "../api/use-label-sizes";
import { LabelCard } from "./label-card";
import { LabelDetailsDialog } from "./label-details-dialog";
import { SizeFormDialog } from "./size-form-dialog";

export interface SizesTabProps {
  /** The form is open: null for a new size, a size to edit it, undefined when closed. */
  editing: LabelSize | null | undefined;
  onEdit: (size: LabelSize | null | undefined) => void;
}

export function SizesTab({ editing, onEdit }: SizesTabProps) {
  const { data, error, isLoading, mutate } = useLabelSizes();
  const remove = useDeleteLabelSize();
  const [viewing, setViewing] = useState<LabelSize | null>(null);
  const [deleting, setDeleting] = useState<LabelSize | null>(null);
  const yesNo = (value: boolean) => (value ? "Sí" : "No");
  return (
    <>
      <AsyncState
        loading={isLoading}
        error={error}
        errorTitle="Error al cargar tamaños"
        onRetry={() => void mutate()}
        empty={(data ?? []).length === 0}
        emptyTitle="No hay tamaños disponibles"
      >
        <div className="lbl-cards">
          {(data ?? []).map((t) => (
            <LabelCard
              key={t.id}
              name={t.name}
              code={t.size_id}
              width={t.width}
              height={t.height}
              description={t.description}
              tags={
                t.is_predefined ? (
                  <Tag minimal intent="primary">
                    Predefinido
                  </Tag>
                ) : (
                  <Tag minimal>Personalizado</Tag>
                )
              }
              onEdit={() => onEdit(t)}
              onView={() => setViewing(t)}
              onDelete={() => setDeleting(t)}
            />
          ))}
        </div>
      </AsyncState>
      {editing !== undefined ? <SizeFormDialog size={editing} onClose={() => onEdit(undefined)} /> : null}
      {viewing ? (
        <LabelDetailsDialog
          title={viewing.name}
          width={viewing.width}
          height={viewing.height}
          onClose={() => setViewing(null)}
          rows={[
            ["ID", viewing.size_id],
            ["Nombre", viewing.name],
            ["Ancho", `${viewing.width} px`],
            ["Alto", `${viewing.height} px`],
            ["Descripción", viewing.description || "Sin descripción"],
            ["Predefinido", yesNo(viewing.is_predefined)],
          ]}
        />
      ) : null}
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove(deleting.id);
            void toast.success("Tamaño eliminado");
          } catch (cause) {
            void toast.error("Error al eliminar tamaño", errorMessage(cause));
          }
        }}
      >
        ¿Estás seguro de que deseas eliminar el tamaño &quot;{deleting?.name}&quot;?
      </ConfirmDeleteAlert>
    </>
  );
}
