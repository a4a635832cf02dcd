// 'Nuevo Producto': the new-product form in a dialog; closing it discards what was typed.
import { Button, DialogBody, DialogFooter } from "@blueprintjs/core";
import { AppDialog } from "@/components/app-dialog";
import { Add } from "@blueprintjs/icons";
import type { Product } from "@/lib/api/types";
import { CatalogueFields } from "./catalogue-fields";
import { CodeFields } from "../codes/code-fields";
import { FormField } from "@/components/form-field";
import { ImageField } from "./image-field";
import { PriceFields } from "./price-fields";
import { useNewProduct } from "./use-new-product";

export interface NewProductDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated?: (product: Product) => void;
}

export function NewProductDialog({ isOpen, onClose, onCreated }: NewProductDialogProps) {
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title="Nuevo Producto" className="inv-product-dialog">
      {isOpen ? (
        <NewProductForm
          onCancel={onClose}
          onCreated={(product) => {
            onCreated?.(product);
            onClose();
          }}
        />
      ) : null}
    </AppDialog>
  );
}

export function NewProductForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (p: Product) => void;
}) {
  const create = useNewProduct(onCreated);
  const { form, image } = create;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void create.submit();
      }}
    >
      <DialogBody className="inv-form">
        <FormField form={form} field="name" label="Nombre" required />
        <FormField form={form} field="description" label="Notas" multiline />
        <CatalogueFields
          form={form}
          onCategoryChange={create.changeCategory}
          onSubcategoryChange={create.changeSubcategory}
          onBrandChange={(brandId) => form.update({ brandId })}
        />
        <CodeFields
          form={form}
          onGenerateSku={create.generateSku}
          onGenerateBarcode={create.generateCode}
          onSkuBlur={create.fillBarcode}
        />
        <PriceFields form={form} />
        <div className="inv-form-row inv-form-row-3">
          <FormField form={form} field="stock" label="Stock" required type="number" step="1" min={0} />
          <FormField form={form} field="stockThreshold" label="Stock mínimo" type="number" step="1" min={0} />
          <FormField form={form} field="discount" label="Descuento (%)" type="number" step="0.1" min={0} />
        </div>
        <div className="inv-form-row inv-form-row-3">
          <FormField form={form} field="yearFrom" label="Año desde" type="number" step="1" />
          <FormField form={form} field="yearTo" label="Año hasta" type="number" step="1" />
          <FormField form={form} field="location" label="Ubicación" />
        </div>
        <ImageField
          name={form.values.name}
          storedUrl={form.values.imageUrl}
          image={image}
          onRemoveStored={() => form.update({ imageUrl: "" })}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancelar" disabled={create.saving} onClick={onCancel} />
            <Button
              type="submit"
              intent="primary"
              icon={<Add />}
              loading={create.saving}
              text="Crear producto"
            />
          </>
        }
      />
    </form>
  );
}
