// The preview: what the import would do, the first rows and every row's problems, before anything
// is written; and the choice to import only the valid rows.
import { Callout, Checkbox, HTMLTable } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import type { ProductImportPreview } from "@/lib/api/types";

export interface ImportPreviewStepProps {
  headers: string[];
  preview: ProductImportPreview;
  validOnly: boolean;
  onValidOnlyChange: (validOnly: boolean) => void;
}

const ACTIONS = {
  create: { text: "Nuevo", intent: "success" },
  update: { text: "Se actualiza", intent: "primary" },
  unchanged: { text: "Sin cambios", intent: "none" },
  refused: { text: "Con errores", intent: "danger" },
} as const;

export function ImportPreviewStep({
  headers,
  preview,
  validOnly,
  onValidOnlyChange,
}: ImportPreviewStepProps) {
  const { rowsTotal, create, update, unchanged, refused } = preview;
  return (
    <div className="inv-import-step">
      <Callout intent={refused > 0 ? "warning" : "success"} title={`${rowsTotal} filas en el archivo`}>
        {create} productos nuevos, {update} se actualizarán, {unchanged} sin cambios, {refused} con errores.
        {preview.newCategories.length > 0 ? (
          <div>Se crearán las categorías: {preview.newCategories.join(", ")}.</div>
        ) : null}
        {preview.newBrands.length > 0 ? (
          <div>Se crearán las marcas: {preview.newBrands.join(", ")}.</div>
        ) : null}
      </Callout>
      <h3 className="inv-import-heading">Primeras filas</h3>
      <div className="inv-import-scroll">
        <HTMLTable compact striped className="inv-import-table">
          <thead>
            <tr>
              <th>Fila</th>
              <th>Resultado</th>
              {headers.map((header, index) => (
                <th key={`${header}-${index}`}>{header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>
                  <Badge minimal intent={ACTIONS[row.action].intent}>
                    {ACTIONS[row.action].text}
                  </Badge>
                </td>
                {headers.map((_, index) => (
                  <td key={index}>{row.cells[index] ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {preview.problems.length > 0 ? (
        <>
          <h3 className="inv-import-heading">Problemas ({preview.problemsTotal})</h3>
          <div className="inv-import-scroll">
            <HTMLTable compact striped className="inv-import-table" aria-label="Problemas del archivo">
              <thead>
                <tr>
                  <th>Fila</th>
                  <th>Columna</th>
                  <th>Problema</th>
                </tr>
              </thead>
              <tbody>
                {preview.problems.map((problem, index) => (
                  <tr key={index}>
                    <td>{problem.line}</td>
                    <td>{problem.column}</td>
                    <td>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          {preview.problemsTotal > preview.problems.length ? (
            <p>Se muestran los primeros {preview.problems.length} problemas.</p>
          ) : null}
          <Checkbox
            checked={validOnly}
            label="Importar solo las filas válidas"
            onChange={(event) => onValidOnlyChange(event.currentTarget.checked)}
          />
          {!validOnly ? (
            <p className="inv-import-hint">
              Por defecto se importa todo o nada: corrige el archivo o marca &quot;Importar solo las filas
              válidas&quot;.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
