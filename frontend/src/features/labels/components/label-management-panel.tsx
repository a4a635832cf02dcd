// The label management panel: tabs 'Plantillas' and 'Tamaños' with their
// counts, cards with edit / view / delete, the create and edit dialogs, 'Exportar' and 'Importar'.
// The /labels screen shows it under its header; the settings' 'Etiquetas' tab opens the same panel.
import "./labels.css";
import { Button, Tab, Tabs } from "@blueprintjs/core";
import { Add, Download, Import } from "@blueprintjs/icons";
import { useRef, useState } from "react";
import type { LabelSize, LabelTemplate } from "@/lib/api/types";
import { useLabelSizes, useLabelTemplates } from "../api/label-catalogue";
import { LabelCatalogueTab } from "./label-catalogue-tab";
import { SIZES, TEMPLATES } from "./label-catalogues";
import { useLabelTransfer } from "./use-label-transfer";
import { TabCount } from "@/components/tab-count";

export type LabelTabId = "templates" | "sizes";

/** A tab's count: the list's length; unknown while it loads; none when it failed. */
const listCount = (list: { data?: readonly unknown[]; error?: unknown }) =>
  list.data ? list.data.length : list.error ? null : undefined;

export function LabelManagementPanel({ initialTab = "templates" }: { initialTab?: LabelTabId }) {
  const [tab, setTab] = useState<LabelTabId>(initialTab);
  const [editingTemplate, setEditingTemplate] = useState<LabelTemplate | null | undefined>(undefined);
  const [editingSize, setEditingSize] = useState<LabelSize | null | undefined>(undefined);
  const templates = useLabelTemplates();
  const sizes = useLabelSizes();
  const transfer = useLabelTransfer(templates.data, sizes.data);
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <section className="lbl-panel" aria-label="Plantillas y tamaños de etiquetas">
      <div className="lbl-panel-actions">
        <Button
          intent="primary"
          icon={<Add />}
          text={tab === "templates" ? "Nueva Plantilla" : "Nuevo Tamaño"}
          onClick={() => (tab === "templates" ? setEditingTemplate(null) : setEditingSize(null))}
        />
        <Button icon={<Download />} text="Exportar" disabled={!transfer.ready} onClick={transfer.exportAll} />
        <Button
          icon={<Import />}
          text="Importar"
          disabled={!transfer.ready}
          loading={transfer.importing}
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Archivo de etiquetas para importar"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void transfer.importFile(file);
          }}
        />
      </div>
      <Tabs
        animate={false}
        id="lbl-manage-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(id as LabelTabId)}
        renderActiveTabPanelOnly
      >
        <Tab
          id="templates"
          title={
            <>
              Plantillas
              <TabCount count={listCount(templates)} selected={tab === "templates"} />
            </>
          }
          panel={
            <LabelCatalogueTab catalogue={TEMPLATES} editing={editingTemplate} onEdit={setEditingTemplate} />
          }
        />
        <Tab
          id="sizes"
          title={
            <>
              Tamaños
              <TabCount count={listCount(sizes)} selected={tab === "sizes"} />
            </>
          }
          panel={<LabelCatalogueTab catalogue={SIZES} editing={editingSize} onEdit={setEditingSize} />}
        />
      </Tabs>
    </section>
  );
}
