// /settings: Sistema, Inventario, Etiquetas, Ventas and Seguridad over the specification's
// defaults. Local, except for an Administrador's 'Frecuencia de respaldo' (the server's backup
// schedule; the Sistema tab then also shows the backups panel) and 'Autenticación de dos factores'
// (the server's requirement of a second factor for Administradores), read from and saved to the
// server. The label-management panel belongs to the labels feature; the app passes it in.
import { Button, Classes, NonIdealState, Tab, Tabs } from "@blueprintjs/core";
import { FloppyDisk } from "@blueprintjs/icons";
import { useEffect, useState, type ReactNode } from "react";
import { AppDialog } from "@/components/app-dialog";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { toast } from "@/components/toaster";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useBackupSchedule, useSaveBackupSchedule } from "../api/use-backup-schedule";
import { useSaveSecuritySettings, useSecuritySettings } from "../api/use-security-settings";
import { DEFAULT_SETTINGS, type SystemSettings } from "../data/settings-defaults";
import { SETTINGS_TABS, type SettingsTab } from "../lib/settings-options";
import { BackupsPanel } from "./backups-panel";
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
  // Once the user has chosen a backup frequency, the server's answer no longer replaces it: a choice
  // made before the schedule arrived (or while it was read again) is what 'Guardar cambios' saves.
  const [frequencyChosen, setFrequencyChosen] = useState(false);
  const [twoFactorChosen, setTwoFactorChosen] = useState(false);
  const update = (patch: Partial<SystemSettings>) => {
    if (patch.backupFrequency !== undefined) setFrequencyChosen(true);
    if (patch.twoFactor !== undefined) setTwoFactorChosen(true);
    setSettings((current) => ({ ...current, ...patch }));
  };
  const props = { settings, update };
  const admin = isAdmin(useCurrentUser().user);
  const serverSchedule = useBackupSchedule(admin).data?.schedule;
  const saveSchedule = useSaveBackupSchedule();
  useEffect(() => {
    if (serverSchedule && !frequencyChosen)
      setSettings((current) => ({ ...current, backupFrequency: serverSchedule }));
  }, [serverSchedule, frequencyChosen]);
  // 'Autenticación de dos factores' is the server's too, read and saved like the schedule.
  const serverTwoFactor = useSecuritySettings(admin).data?.twoFactorForAdmins;
  const saveSecurity = useSaveSecuritySettings();
  useEffect(() => {
    if (serverTwoFactor !== undefined && !twoFactorChosen)
      setSettings((current) => ({ ...current, twoFactor: serverTwoFactor }));
  }, [serverTwoFactor, twoFactorChosen]);

  const save = async () => {
    try {
      // Before the schedule has loaded, the select shows the default: only a change is sent.
      const current = serverSchedule ?? DEFAULT_SETTINGS.backupFrequency;
      if (admin && settings.backupFrequency !== current) await saveSchedule(settings.backupFrequency);
    } catch (failure) {
      void toast.error(
        "No se pudo guardar la frecuencia de respaldo",
        failure instanceof Error ? failure.message : undefined,
      );
      return;
    }
    try {
      if (admin && settings.twoFactor !== (serverTwoFactor ?? DEFAULT_SETTINGS.twoFactor))
        await saveSecurity(settings.twoFactor);
      void toast.success("Configuración guardada");
    } catch (failure) {
      void toast.error(
        "No se pudo guardar la autenticación de dos factores",
        failure instanceof Error ? failure.message : undefined,
      );
    }
  };

  const panels: Record<SettingsTab, React.JSX.Element> = {
    system: <SystemPanel {...props} backups={admin ? <BackupsPanel /> : null} />,
    inventory: <InventoryPanel {...props} />,
    labels: <LabelsPanel {...props} onOpenLabels={() => setLabelsOpen(true)} />,
    sales: <SalesPanel {...props} />,
    security: <SecurityPanel {...props} />,
  };

  return (
    <div className="set-page">
      <PageHeader
        {...SCREEN_HEADING}
        actions={
          <Button intent="primary" icon={<FloppyDisk />} text="Guardar cambios" onClick={() => void save()} />
        }
      />
      <Tabs
        animate={false}
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
