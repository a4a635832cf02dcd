// 'Personalización': label size preset (custom, the saved sizes and real media), width and height
// in px with their inches, paper, colours and border style, and the sheets in miniature.
import { NumericField } from "@/components/numeric-field";
import { FormGroup, HTMLSelect, Radio, RadioGroup } from "@blueprintjs/core";
import type { LabelSize } from "@/lib/api/types";
import { formatInches } from "../lib/label-rules";
import { SIZE_MAX_PX, SIZE_MIN_PX } from "../lib/label-forms";
import { MEDIA_PRESETS, findMediaPreset } from "../lib/media-presets";
import {
  BORDER_STYLES,
  CUSTOM_PRESET,
  PAPERS,
  type BorderStyle,
  type PaperId,
  type PrintSettings,
} from "../lib/print-settings";
import { mediaSizePx } from "../lib/sheet-layout";
import { LabelPreview } from "./label-preview";
import { SheetPreview } from "./sheet-preview";
import type { PrintPlan } from "./use-print-plan";

export interface CustomizeTabProps {
  settings: PrintSettings;
  onChange: (changes: Partial<PrintSettings>) => void;
  sizes: readonly LabelSize[] | undefined;
  sizesError: boolean;
  plan: PrintPlan;
}

function clampPx(value: number): number {
  if (!Number.isFinite(value)) return SIZE_MIN_PX;
  return Math.min(SIZE_MAX_PX, Math.max(SIZE_MIN_PX, Math.round(value)));
}

export function CustomizeTab({ settings, onChange, sizes, sizesError, plan }: CustomizeTabProps) {
  const choosePreset = (id: string) => {
    const media = findMediaPreset(id);
    const size = sizes?.find((s) => s.size_id === id);
    if (media) onChange({ sizePreset: id, ...mediaSizePx(media) });
    else if (size) onChange({ sizePreset: id, width: size.width, height: size.height });
    else onChange({ sizePreset: CUSTOM_PRESET });
  };
  return (
    <div className="lbl-tab">
      <FormGroup
        label="Tamaño predefinido"
        labelFor="lbl-size"
        helperText={sizesError ? "Error al cargar tamaños de etiquetas" : undefined}
        intent={sizesError ? "danger" : "none"}
      >
        <HTMLSelect
          id="lbl-size"
          fill
          value={settings.sizePreset}
          onChange={(e) => choosePreset(e.currentTarget.value)}
        >
          <option value={CUSTOM_PRESET}>Personalizado</option>
          {sizes && sizes.length > 0 ? (
            <optgroup label="Tamaños guardados">
              {sizes.map((s) => (
                <option key={s.id} value={s.size_id}>
                  {s.name} ({s.width} x {s.height} px)
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label="Hojas adhesivas y rollos térmicos">
            {MEDIA_PRESETS.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </optgroup>
        </HTMLSelect>
      </FormGroup>
      <div className="lbl-row">
        <FormGroup
          label="Ancho (px)"
          labelFor="lbl-width"
          helperText={`≈ ${formatInches(settings.width)} pulg.`}
        >
          <NumericField
            id="lbl-width"
            name="ancho"
            min={SIZE_MIN_PX}
            max={SIZE_MAX_PX}
            value={settings.width}
            clampValueOnBlur
            onValueChange={(value) => onChange({ width: clampPx(value), sizePreset: CUSTOM_PRESET })}
          />
        </FormGroup>
        <FormGroup
          label="Alto (px)"
          labelFor="lbl-height"
          helperText={`≈ ${formatInches(settings.height)} pulg.`}
        >
          <NumericField
            id="lbl-height"
            name="alto"
            min={SIZE_MIN_PX}
            max={SIZE_MAX_PX}
            value={settings.height}
            clampValueOnBlur
            onValueChange={(value) => onChange({ height: clampPx(value), sizePreset: CUSTOM_PRESET })}
          />
        </FormGroup>
      </div>
      {plan.media ? null : (
        <FormGroup label="Papel" labelFor="lbl-paper">
          <HTMLSelect
            id="lbl-paper"
            fill
            value={settings.paper}
            onChange={(e) => onChange({ paper: e.currentTarget.value as PaperId })}
          >
            {Object.entries(PAPERS).map(([id, paper]) => (
              <option key={id} value={id}>
                {paper.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      <div className="lbl-row">
        <FormGroup label="Color de fondo" labelFor="lbl-bg">
          <input
            id="lbl-bg"
            type="color"
            className="lbl-color"
            value={settings.background}
            onChange={(e) => onChange({ background: e.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label="Color del texto" labelFor="lbl-fg">
          <input
            id="lbl-fg"
            type="color"
            className="lbl-color"
            value={settings.foreground}
            onChange={(e) => onChange({ foreground: e.currentTarget.value })}
          />
        </FormGroup>
      </div>
      <RadioGroup
        label="Estilo del borde"
        inline
        selectedValue={settings.borderStyle}
        onChange={(e) => onChange({ borderStyle: e.currentTarget.value as BorderStyle })}
      >
        {BORDER_STYLES.map((style) => (
          <Radio key={style.value} value={style.value} label={style.label} />
        ))}
      </RadioGroup>
      <LabelPreview look={settings} widthMm={plan.layout.labelWidthMm} heightMm={plan.layout.labelHeightMm} />
      <SheetPreview plan={plan} />
    </div>
  );
}
