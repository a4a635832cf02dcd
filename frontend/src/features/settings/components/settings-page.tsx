// /settings: Sistema, Inventario, Etiquetas, Ventas and Seguridad over the
// section-9 defaults. Local only: 'Guardar cambios' keeps them in page memory and shows a toast.
// The label-management panel belongs to the labels feature; the app passes it in.
import { Button, Classes, NonIdealState, Tab, Tabs } from "@blueprintjs/core";
import { FloppyDisk } from "@blueprintjs/icons";
import { useState, type ReactNode } from "react";
import { AppDialog } from "@/components/app-dialog";
import { PageHeader } from "@/components/page-header";
import { toast } from "@/components/toaster";
import { DEFAULT_SETTINGS, type SystemSettings } from "../data/settings-defaults";
import { SETTINGS_TABS, type SettingsTab } from "../lib/settings-options";
import { InventoryPanel, LabelsPanel, SalesPanel, SecurityPanel, SystemPanel } from "./settings-tabs";
import "./settings.css";

export interface SettingsPageProps {
  /** The full label-management panel, opened from the Etiquetas tab. */
  labelsPanel?: ReactNode;
  initialSettings?: SystemSettings;
  initialTab?: SettingsTab;
}

export function SettingsPage({
  labelsPanel,
  initialSettings = DEFAULT_SETTINGS,
  initialTab = "system",
}: SettingsPageProps) {
  const [settings, setSettings] = useState(initialSettings);
  const [tab, setTab] = useState<SettingsTab>(initialTab);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const update = (patch: Partial<SystemSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const props = { settings, update };

  const panels: Record<SettingsTab, React.JSX.Element> = {
    system: <SystemPanel {...props} />,
    inventory: <InventoryPanel {...props} />,
    labels: <LabelsPanel {...props} onOpenLabels={() => setLabelsOpen(true)} />,
    sales: <SalesPanel {...props} />,
    security: <SecurityPanel {...props} />,
  };

  return (
    <div className="set-page">
      <PageHeader
        title="Configuración"
        subtitle="Administra las preferencias del sistema"
        actions={
          <Button
            intent="primary"
            icon={<FloppyDisk />}
            text="Guardar cambios"
            onClick={() => void toast.success("Configuración guardada")}
          />
        }
      />
      <Tabs
        id="settings-tabs"
        className="set-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as SettingsTab)}
        renderActiveTabPanelOnly
      >
        {SETTINGS_TABS.map(({ value, label }) => (
          <Tab key={value} id={value} title={label} panel={panels[value]} />
        ))}
      </Tabs>
      <AppDialog
        isOpen={labelsOpen}
        onClose={() => setLabelsOpen(false)}
        title="Gestión de etiquetas"
        className="set-labels-dialog"
      >
        <div className={Classes.DIALOG_BODY}>
          {labelsPanel ?? (
            <NonIdealState
              title="Gestión de etiquetas no disponible"
              description="Intente nuevamente más tarde."
            />
          )}
        </div>
      </AppDialog>
    </div>
  );
}
