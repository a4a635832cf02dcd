// The mapping step: which field each column of the file fills (suggested by its header, correctable),
// whether rows create or also update by SKU, and whether missing names may be created.
import { Checkbox, HTMLSelect, HTMLTable, Radio, RadioGroup } from "@blueprintjs/core";
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from "@rules/product-import-columns";
import type { ImportField, ProductImportOptions } from "@/lib/api/types";

export interface ImportMappingStepProps {
  headers: string[];
  options: ProductImportOptions;
  onChange: (options: ProductImportOptions) => void;
}

export const MODE_LABELS = {
  upsert: "Crear productos nuevos y actualizar los existentes (por SKU)",
  create: "Solo crear productos nuevos (un SKU que ya existe se rechaza)",
} as const;

const IGNORED = "";

export function ImportMappingStep({ headers, options, onChange }: ImportMappingStepProps) {
  const setField = (index: number, value: string) => {
    const field = value === IGNORED ? null : (value as ImportField);
    // A field fills one column: choosing it here frees it elsewhere.
    const mapping = options.mapping.map((current, i) =>
      i === index ? field : current === field ? null : (current ?? null),
    );
    onChange({ ...options, mapping });
  };
  return (
    <div className="inv-import-step">
      <p>Revisa qué dato contiene cada columna del archivo. Las columnas sin asignar no se importan.</p>
      <HTMLTable compact striped className="inv-import-table">
        <thead>
          <tr>
            <th>Columna del archivo</th>
            <th>Dato del producto</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header, index) => (
            <tr key={`${header}-${index}`}>
              <td>{header || `Columna ${index + 1}`}</td>
              <td>
                <HTMLSelect
                  aria-label={`Dato de la columna ${header || index + 1}`}
                  value={options.mapping[index] ?? IGNORED}
                  onChange={(event) => setField(index, event.currentTarget.value)}
                >
                  <option value={IGNORED}>— No importar —</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {IMPORT_FIELD_LABELS[field]}
                    </option>
                  ))}
                </HTMLSelect>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <RadioGroup
        label="Filas con un SKU que ya existe"
        selectedValue={options.mode}
        onChange={(event) =>
          onChange({ ...options, mode: event.currentTarget.value as ProductImportOptions["mode"] })
        }
      >
        <Radio value="upsert" label={MODE_LABELS.upsert} />
        <Radio value="create" label={MODE_LABELS.create} />
      </RadioGroup>
      <Checkbox
        checked={options.createMissing}
        label="Crear las categorías, subcategorías y marcas que no existan"
        onChange={(event) => onChange({ ...options, createMissing: event.currentTarget.checked })}
      />
    </div>
  );
}
