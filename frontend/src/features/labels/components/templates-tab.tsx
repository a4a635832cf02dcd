// 'Plantillas': the template cards with their dialogs and the delete confirmation.
import { Tag } from "@blueprintjs/core";
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { LabelTemplate } from "@/lib/api/types";
import { useDeleteLabelTemplate } from "../api/use-delete-label-template";
import { useLabelTemplates } from "../api/use-label-templates";
import { LabelCard } from "./label-card";
import { LabelDetailsDialog } from "./label-details-dialog";
import { TemplateFormDialog } from "./template-form-dialog";

export interface TemplatesTabProps {
  /** The form is open: null for a new template, a template to edit it, undefined when closed. */
  editing: LabelTemplate | null | undefined;
  onEdit: (template: LabelTemplate | null | undefined) => void;
}

export function TemplatesTab({ editing, onEdit }: TemplatesTabProps) {
  const { data, error, isLoading, mutate } = useLabelTemplates();
  const remove = useDeleteLabelTemplate();
  const [viewing, setViewing] = useState<LabelTemplate | null>(null);
  const [deleting, setDeleting] = useState<LabelTemplate | null>(null);
  const yesNo = (value: boolean) => (value ? "Sí" : "No");
  return (
    <>
      <AsyncState
        loading={isLoading}
        error={error}
        errorTitle="Error al cargar plantillas"
        onRetry={() => void mutate()}
        empty={(data ?? []).length === 0}
        emptyTitle="No hay plantillas disponibles"
      >
        <div className="lbl-cards">
          {(data ?? []).map((t) => (
            <LabelCard
              key={t.id}
              name={t.name}
              code={t.template_id}
              width={t.width}
              height={t.height}
              description={t.description}
              tags={
                <>
                  <Tag minimal>
                    {t.columns} {t.columns === 1 ? "columna" : "columnas"}
                  </Tag>
                  <Tag minimal intent={t.is_active ? "success" : "none"}>
                    {t.is_active ? "Activa" : "Inactiva"}
                  </Tag>
                </>
              }
              onEdit={() => onEdit(t)}
              onView={() => setViewing(t)}
              onDelete={() => setDeleting(t)}
            />
          ))}
        </div>
      </AsyncState>
      {editing !== undefined ? (
        <TemplateFormDialog template={editing} onClose={() => onEdit(undefined)} />
      ) : null}
      {viewing ? (
        <LabelDetailsDialog
          title={viewing.name}
          width={viewing.width}
          height={viewing.height}
          columns={viewing.columns}
          onClose={() => setViewing(null)}
          rows={[
            ["ID", viewing.template_id],
            ["Nombre", viewing.name],
            ["Columnas", viewing.columns],
            ["Ancho", `${viewing.width} px`],
            ["Alto", `${viewing.height} px`],
            ["Descripción", viewing.description || "Sin descripción"],
            ["Activa", yesNo(viewing.is_active)],
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
            void toast.success("Plantilla eliminada");
          } catch (cause) {
            void toast.error("Error al eliminar plantilla", errorMessage(cause));
          }
        }}
      >
        ¿Estás seguro de que deseas eliminar la plantilla &quot;{deleting?.name}&quot;?
      </ConfirmDeleteAlert>
    </>
  );
}
