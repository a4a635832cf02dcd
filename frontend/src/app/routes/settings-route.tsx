// The /settings route composes the settings and labels features: the 'Etiquetas' tab opens the
// labels feature's management panel. Features never import each other; the app puts them together.
import { LabelManagementPanel } from "@/features/labels/components/label-management-panel";
import { SettingsPage } from "@/features/settings/components/settings-page";

export function SettingsRoute() {
  return <SettingsPage labelsPanel={<LabelManagementPanel />} />;
}
