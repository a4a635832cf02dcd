// 'Diseño': code type, copies per product (1-50, or as many as in stock), the first position on
// the sheet, the label template, the toggles for name, SKU, prices and compatibility, and the live
// preview.
import { NumericField } from "@/components/numeric-field";
import { FormGroup, HTMLSelect, Radio, RadioGroup, Switch } from "@blueprintjs/core";
import type { LabelTemplate } from "@/lib/api/types";
import type { CodeKind } from "@/lib/codes/code-svg";
import { clampCopies, MAX_COPIES, MIN_COPIES } from "../lib/label-rules";
import type { PrintSettings } from "../lib/print-settings";
import { clampStartPosition } from "../lib/sheet-layout";
import { LabelPreview } from "./label-preview";
import type { PrintPlan } from "./use-print-plan";
import type { LabelProduct } from "../lib/label-html";

export interface DesignTabProps {
  settings: PrintSettings;
  onChange: (changes: Partial<PrintSettings>) => void;
  templates: readonly LabelTemplate[] | undefined;
  templatesError: boolean;
  plan: PrintPlan;
  previewProduct?: LabelProduct;
  /** Where the fitting models of the chosen products are ('off' while the option is off). */
  compatibility?: CompatibilityStatus;
}

export type CompatibilityStatus = "off" | "loading" | "ready" | "error";

const COMPATIBILITY_NOTES: Record<CompatibilityStatus, string | null> = {
  off: null,
  loading: "Buscando los modelos compatibles…",
  ready: null,
  error: "Error al cargar la compatibilidad",
};

export function DesignTab({
  settings,
  onChange,
  templates,
  templatesError,
  plan,
  previewProduct,
  compatibility = "off",
}: DesignTabProps) {
  const note = COMPATIBILITY_NOTES[compatibility];
  const options = (templates ?? []).filter((t) => t.is_active || t.template_id === settings.layout);
  const known = options.some((t) => t.template_id === settings.layout);
  return (
    <div className="lbl-tab">
      <RadioGroup
        label="Tipo de código"
        inline
        selectedValue={settings.labelType}
        onChange={(e) => onChange({ labelType: e.currentTarget.value as CodeKind })}
      >
        <Radio value="qr" label="Código QR" />
        <Radio value="barcode" label="Código de barras" />
      </RadioGroup>
      <div className="lbl-row">
        <FormGroup label="Copias por producto" labelFor="lbl-copies">
          <NumericField
            id="lbl-copies"
            name="copias por producto"
            min={MIN_COPIES}
            max={MAX_COPIES}
            value={settings.copies}
            disabled={settings.copiesFromStock}
            clampValueOnBlur
            onValueChange={(value) => onChange({ copies: clampCopies(value) })}
          />
        </FormGroup>
        <FormGroup
          label="Empezar en la posición"
          labelFor="lbl-start"
          helperText={`De 1 a ${plan.layout.perSheet} en la primera hoja`}
        >
          <NumericField
            id="lbl-start"
            name="posición inicial"
            min={1}
            max={plan.layout.perSheet}
            value={plan.startPosition}
            onValueChange={(value) =>
              onChange({ startPosition: clampStartPosition(value, plan.layout.perSheet) })
            }
          />
        </FormGroup>
      </div>
      <Switch
        label="Copias según stock"
        checked={settings.copiesFromStock}
        onChange={(e) => onChange({ copiesFromStock: e.currentTarget.checked })}
      />
      <FormGroup
        label="Plantilla de etiqueta"
        labelFor="lbl-template"
        helperText={templatesError ? "Error al cargar plantillas de etiquetas" : undefined}
        intent={templatesError ? "danger" : "none"}
      >
        <HTMLSelect
          id="lbl-template"
          fill
          value={settings.layout}
          onChange={(e) => onChange({ layout: e.currentTarget.value })}
        >
          {known ? null : <option value={settings.layout}>Estándar</option>}
          {options.map((t) => (
            <option key={t.id} value={t.template_id}>
              {t.name} ({t.columns} {t.columns === 1 ? "columna" : "columnas"})
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <div className="lbl-switches">
        <Switch
          label="Mostrar nombre"
          checked={settings.showName}
          onChange={(e) => onChange({ showName: e.currentTarget.checked })}
        />
        <Switch
          label="Mostrar SKU"
          checked={settings.showSku}
          onChange={(e) => onChange({ showSku: e.currentTarget.checked })}
        />
        <Switch
          label="Mostrar precios"
          checked={settings.showPrice}
          onChange={(e) => onChange({ showPrice: e.currentTarget.checked })}
        />
      </div>
      <FormGroup
        helperText={note ?? "Los primeros modelos en los que sirve cada repuesto."}
        intent={compatibility === "error" ? "danger" : "none"}
      >
        <Switch
          label="Mostrar compatibilidad"
          checked={settings.showCompatibility}
          onChange={(e) => onChange({ showCompatibility: e.currentTarget.checked })}
        />
      </FormGroup>
      <LabelPreview
        product={previewProduct}
        look={settings}
        widthMm={plan.layout.labelWidthMm}
        heightMm={plan.layout.labelHeightMm}
      />
    </div>
  );
}
