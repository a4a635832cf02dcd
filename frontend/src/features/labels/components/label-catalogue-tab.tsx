// One catalogue's tab ('Plantillas' or 'Tamaños'): its cards, the create and edit dialog, 'Ver' and
// the delete confirmation.
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { LabelCard } from "./label-card";
import type { LabelCatalogue, LabelEntry, SharedFormValues } from "./label-catalogues";
import { LabelDetailsDialog } from "./label-details-dialog";
import { LabelFormDialog } from "./label-form-dialog";

export interface LabelCatalogueTabProps<T extends LabelEntry, V extends SharedFormValues, I> {
  catalogue: LabelCatalogue<T, V, I>;
  /** The form is open: null for a new entry, an entry to edit it, undefined when closed. */
  editing: T | null | undefined;
  onEdit: (entry: T | null | undefined) => void;
}

export function LabelCatalogueTab<T extends LabelEntry, V extends SharedFormValues, I>({
  catalogue,
  editing,
  onEdit,
}: LabelCatalogueTabProps<T, V, I>) {
  const { data, error, isLoading, mutate } = catalogue.api.useList();
  const [viewing, setViewing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { text } = catalogue;
  return (
    <>
      <AsyncState
        loading={isLoading}
        error={error}
        errorTitle={text.loadError}
        onRetry={() => void mutate()}
        empty={(data ?? []).length === 0}
        emptyTitle={text.empty}
      >
        <div className="lbl-cards">
          {(data ?? []).map((entry) => (
            <LabelCard
              key={entry.id}
              name={entry.name}
              code={catalogue.code(entry)}
              width={entry.width}
              height={entry.height}
              description={entry.description}
              tags={catalogue.tags(entry)}
              onEdit={() => onEdit(entry)}
              onView={() => setViewing(entry)}
              onDelete={() => setDeleting(entry)}
            />
          ))}
        </div>
      </AsyncState>
      {editing !== undefined ? (
        <LabelFormDialog catalogue={catalogue} entry={editing} onClose={() => onEdit(undefined)} />
      ) : null}
      {viewing ? (
        <LabelDetailsDialog
          title={viewing.name}
          width={viewing.width}
          height={viewing.height}
          columns={catalogue.columns?.(viewing)}
          onClose={() => setViewing(null)}
          rows={catalogue.details(viewing)}
        />
      ) : null}
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await catalogue.api.remove(deleting.id);
            void toast.success(text.deleted);
          } catch (cause) {
            void toast.error(text.deleteError, errorMessage(cause));
          }
        }}
      >
        {text.confirmDelete(deleting?.name ?? "")}
      </ConfirmDeleteAlert>
    </>
  );
}
