// 'Compatibles': the specification's placeholder until parts fitment exists (issue 9, item 4).
import { NonIdealState } from "@blueprintjs/core";
import { Build } from "@blueprintjs/icons";

export function CompatiblesTab() {
  return (
    <NonIdealState
      className="compatibles-tab"
      icon={<Build size={48} />}
      title="Vehículos compatibles por producto"
      description="Esta función está en desarrollo. Pronto podrás consultar qué repuestos son compatibles con cada vehículo."
    />
  );
}
