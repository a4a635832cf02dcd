// /labels: the label template and size management screen.
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { LabelManagementPanel } from "./label-management-panel";

export function LabelsPage() {
  return (
    <div className="lbl-page">
      <PageHeader {...SCREEN_HEADING} />
      <LabelManagementPanel />
    </div>
  );
}
