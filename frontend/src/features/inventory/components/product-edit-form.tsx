// Edit mode of the product dialog (Administrador only): every field of the product form values.
import { Button, Callout, DialogBody, DialogFooter } from "@blueprintjs/core";
import { FloppyDisk, Refresh } from "@blueprintjs/icons";
import { MESSAGES } from "@rules/messages";
import type { Product } from "@/lib/api/types";
import { AdjustmentReasonFields } from "./adjustment-reason-fields";
import { CatalogueFields } from "./catalogue-fields";
import { CodeFields } from "../codes/code-fields";
import { FormField } from "@/components/form-field";
import { ImageField } from "./image-field";
import { PriceFields } from "./price-fields";
import { useEditProduct } from "./use-edit-product";
import { STALE_TEXT } from "./use-product-version";

export interface ProductEditFormProps {
  product: Product;
  onCancel: () => void;
  onSaved: (product: Product) => void;
  /** A product not stored yet: SKU and barcode are generated once category and brand are chosen. */
  isNew?: boolean;
}

export function ProductEditForm({ product, onCancel, onSaved, isNew }: ProductEditFormProps) {
  const edit = useEditProduct(product, onSaved, isNew);
  const { form, image } = edit;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void edit.save();
      }}
    >
      <DialogBody className="inv-form">
        {edit.version.stale && (
          <Callout intent="warning" title={STALE_TEXT.title} role="alert">
            <p>{MESSAGES.productStale}</p>
            <Button
              icon={<Refresh />}
              text={STALE_TEXT.reload}
              loading={edit.version.reloading}
              onClick={() => void edit.version.reload()}
            />
          </Callout>
        )}
        <ImageField
          name={form.values.name}
          storedUrl={form.values.imageUrl}
          image={image}
          onRemoveStored={() => form.update({ imageUrl: "" })}
        />
        <FormField form={form} field="name" label="Nombre" required />
        <CatalogueFields
          form={form}
          onCategoryChange={edit.changeCategory}
          onSubcategoryChange={(subcategoryId) => form.update({ subcategoryId })}
          onBrandChange={(brandId) => form.update({ brandId })}
        />
        <CodeFields
          form={form}
          withDownloads
          onGenerateSku={edit.generateSku}
          onGenerateBarcode={() => edit.generateCode()}
        />
        <PriceFields form={form} />
        <div className="inv-form-row inv-form-row-3">
          <FormField form={form} field="stock" label="Stock" required type="number" step="1" min={0} />
          <FormField form={form} field="discount" label="Descuento (%)" type="number" step="0.1" min={0} />
          <FormField form={form} field="location" label="Ubicación" />
        </div>
        {edit.stockReason.asked && (
          <div className="inv-form-row">
            <AdjustmentReasonFields
              idPrefix="edit-stock"
              label="Motivo del ajuste de stock"
              reason={edit.stockReason.reason}
              note={edit.stockReason.note}
              onReasonChange={edit.stockReason.changeReason}
              onNoteChange={edit.stockReason.changeNote}
              helperText={edit.stockReason.helperText}
            />
          </div>
        )}
        {edit.stockReason.problem && (
          <Callout intent="danger" role="alert">
            {edit.stockReason.problem}
          </Callout>
        )}
        <div className="inv-form-row">
          <FormField form={form} field="yearFrom" label="Año desde" type="number" step="1" />
          <FormField form={form} field="yearTo" label="Año hasta" type="number" step="1" />
        </div>
        <FormField form={form} field="description" label="Notas" multiline />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              text="Cancelar"
              disabled={edit.saving}
              onClick={() => {
                edit.cancel();
                onCancel();
              }}
            />
            <Button
              type="submit"
              intent="primary"
              icon={<FloppyDisk />}
              loading={edit.saving}
              text="Guardar cambios"
            />
          </>
        }
      />
    </form>
  );
}
