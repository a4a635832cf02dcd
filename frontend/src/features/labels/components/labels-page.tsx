// /labels: the label template and size management screen.
import { PageHeader } from "@/components/page-header";
import { LabelManagementPanel } from "./label-management-panel";

export function LabelsPage() {
  return (
    <div className="lbl-page">
      <PageHeader title="Etiquetas" subtitle="Gestiona las plantillas y tamaños de tus etiquetas" />
      <LabelManagementPanel />
    </div>
  );
}
