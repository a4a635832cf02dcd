// 'Importar lista de precios' (Administrador): a supplier's CSV or Excel file, the column of the
// code (matched by SKU, barcode or the supplier's own code) and of the new cost, optionally the
// selling prices kept at each part's margin; 'Revisar' shows what changes without writing, and
// 'Aplicar precios' writes it all in one go (a list with errors is refused whole).
import { Button, Callout, Checkbox, Classes, FileInput, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { ProductImport, SupplierPriceListResult } from "@/lib/api/types";
import { checkPriceList, uploadPriceList } from "../api/use-price-list";
import { guessPriceListColumns } from "../lib/price-list-columns";
import { PriceListReview } from "./price-list-review";

export interface PriceListDialogProps {
  onClose: () => void;
}

export function PriceListDialog({ onClose }: PriceListDialogProps) {
  const id = useId();
  const [file, setFile] = useState<ProductImport | null>(null);
  const [columns, setColumns] = useState({ codeColumn: 0, costColumn: 0 });
  const [sellingPrices, setSellingPrices] = useState(false);
  const [result, setResult] = useState<SupplierPriceListResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setRefusal(null);
    try {
      return await work();
    } catch (error) {
      setRefusal(errorMessage(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  const choose = (chosen: File) =>
    void run(async () => {
      const uploaded = await uploadPriceList(chosen);
      setFile(uploaded);
      setColumns(guessPriceListColumns(uploaded.headers, uploaded.suggestedMapping));
      setResult(null);
    });
  const body = (apply: boolean) => ({ ...columns, updateSellingPrices: sellingPrices, apply });
  const review = () => void run(async () => setResult(await checkPriceList(file!.id, body(false))));
  const apply = () =>
    void run(async () => {
      const done = await checkPriceList(file!.id, body(true));
      void toast.success("Lista de precios aplicada", `${done.changed} productos actualizados.`);
      onClose();
    });
  const column = (key: "codeColumn" | "costColumn", label: string) => (
    <FormGroup label={label} labelFor={`${id}-${key}`}>
      <HTMLSelect
        id={`${id}-${key}`}
        value={columns[key]}
        onChange={(event) => {
          setColumns((current) => ({ ...current, [key]: Number(event.currentTarget.value) }));
          setResult(null);
        }}
        options={(file?.headers ?? []).map((header, index) => ({ value: index, label: header }))}
      />
    </FormGroup>
  );

  return (
    <AppDialog isOpen onClose={onClose} title="Importar lista de precios" className="pur-dialog">
      <div className={Classes.DIALOG_BODY}>
        <p>
          La lista de un proveedor en CSV o Excel (.xlsx): cada fila con el código del producto (SKU, código
          de barras o el código del proveedor) y su nuevo costo. Los códigos desconocidos se listan y no se
          crean.
        </p>
        <FileInput
          fill
          text={file?.fileName ?? "Elegir archivo…"}
          buttonText="Buscar"
          inputProps={{ accept: ".csv,.txt,.xlsx,text/csv", "aria-label": "Archivo de la lista de precios" }}
          onInputChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            if (chosen) choose(chosen);
          }}
        />
        {file ? (
          <div className="pur-price-columns">
            {column("codeColumn", "Columna del código")}
            {column("costColumn", "Columna del costo")}
            <Checkbox
              checked={sellingPrices}
              label="Actualizar también los precios de venta (se mantiene el margen de cada producto)"
              onChange={(event) => {
                setSellingPrices(event.currentTarget.checked);
                setResult(null);
              }}
            />
          </div>
        ) : null}
        {refusal ? (
          <Callout intent="danger" compact className="pur-over">
            {refusal}
          </Callout>
        ) : null}
        {result ? <PriceListReview result={result} sellingPrices={sellingPrices} /> : null}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text="Cancelar" variant="outlined" onClick={onClose} />
          {result ? (
            <Button
              intent="primary"
              text="Aplicar precios"
              loading={busy}
              disabled={result.changed === 0 || result.problemsTotal > 0}
              onClick={apply}
            />
          ) : (
            <Button intent="primary" text="Revisar" loading={busy} disabled={!file} onClick={review} />
          )}
        </div>
      </div>
    </AppDialog>
  );
}
