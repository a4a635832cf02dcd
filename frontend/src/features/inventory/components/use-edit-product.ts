// Behaviour of the edit dialog's form: category change clearing brand and subcategory, the brand
// reset when the refreshed list lacks it, SKU/barcode generation and saving.
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/toaster";
import { ApiError, errorMessage } from "@/lib/api/errors";
import type { Product } from "@/lib/api/types";
import { useUpdateProduct } from "../api/use-update-product";
import { generateBarcode } from "../lib/barcode";
import { productToFormValues, toUpdatePayload, validateEditForm } from "../lib/product-form";
import { skuForEditDialog } from "../lib/sku";
import { useCatalogueLists } from "./catalogue-fields";
import { UPLOAD_ERROR_TITLE, usePendingImage } from "./use-pending-image";
import { useProductForm } from "./use-product-form";
import { useProductVersion } from "./use-product-version";
import { useStockReason } from "./use-stock-reason";

export const EDIT_MESSAGES = {
  saved: "Producto actualizado correctamente",
  noId: "No se encontró el ID del producto",
  updateFailed: "Error al actualizar el producto",
  saveFailed: "Hubo un error al guardar el producto",
  filtersTitle: "Filtros actualizados",
  filtersText: "Marcas y subcategorías actualizadas para la nueva categoría",
  brandResetTitle: "Marca reseteada",
  brandResetText: "La marca seleccionada no está disponible para esta categoría.",
} as const;

export function useEditProduct(product: Product, onSaved: (product: Product) => void, isNew = false) {
  const form = useProductForm(() => productToFormValues(product), validateEditForm);
  const image = usePendingImage();
  const lists = useCatalogueLists(form.values.categoryId);
  const updateProduct = useUpdateProduct();
  const [saving, setSaving] = useState(false);
  const categoryChanged = useRef(false);
  const { values, update } = form;
  // The stock the dialog read: an edit of it under 'Modo mostrador' asks its reason.
  const [baseStock, setBaseStock] = useState(product.stock);
  const stockReason = useStockReason(baseStock, values.stock, !isNew);
  const version = useProductVersion(product, (fresh) => {
    categoryChanged.current = false;
    setBaseStock(fresh.stock);
    form.reset(productToFormValues(fresh));
    image.clear();
  });

  // After a category change the brand list is reloaded; a brand it lacks cannot stay chosen.
  const brands = lists.brands.data;
  useEffect(() => {
    if (!categoryChanged.current || !brands || !values.brandId) return;
    if (!brands.some((brand) => String(brand.id) === values.brandId)) {
      update({ brandId: "" });
      void toast.warning(EDIT_MESSAGES.brandResetTitle, EDIT_MESSAGES.brandResetText);
    }
  }, [brands, values.brandId, update]);

  const generateSku = (quiet = false): string | null => {
    const result = skuForEditDialog(
      Number(values.categoryId) || null,
      Number(values.brandId) || null,
      lists.categories.data ?? [],
      brands ?? [],
    );
    if (!result.ok) {
      if (!quiet) void toast.error("Error", result.message);
      return null;
    }
    update({ sku: result.value });
    return result.value;
  };

  const generateCode = (sku = values.sku, quiet = false) => {
    const result = generateBarcode(sku);
    if (result.ok) update({ barcode: result.value });
    else if (!quiet) void toast.error("Error", result.message);
  };

  // A new product gets its SKU once category and brand are chosen, then its barcode.
  useEffect(() => {
    if (!isNew || values.sku || !values.categoryId || !values.brandId || !brands || !lists.categories.data)
      return;
    const sku = generateSku(true);
    if (sku && !values.barcode) generateCode(sku, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isNew, values.categoryId, values.brandId, brands, lists.categories.data]);

  const changeCategory = (categoryId: string) => {
    categoryChanged.current = true;
    update({ categoryId, brandId: "", subcategoryId: "" });
    void toast.info(EDIT_MESSAGES.filtersTitle, EDIT_MESSAGES.filtersText);
  };

  const cancel = () => {
    categoryChanged.current = false;
    form.reset(productToFormValues(product));
    image.clear();
  };

  const save = async () => {
    if (!form.check()) return;
    const stockAdjustment = stockReason.body();
    if (stockAdjustment === null) return;
    if (!product.id) {
      void toast.error("Error", EDIT_MESSAGES.noId);
      return;
    }
    setSaving(true);
    try {
      let imageUrl = values.imageUrl;
      try {
        imageUrl = (await image.upload()) ?? imageUrl;
      } catch (error) {
        void toast.error(UPLOAD_ERROR_TITLE, errorMessage(error));
        return;
      }
      if (imageUrl !== values.imageUrl) update({ imageUrl });
      image.clear();
      const body = {
        ...toUpdatePayload({ ...values, imageUrl }),
        version: version.version,
        ...(stockAdjustment ? { stockAdjustment } : {}),
      };
      const saved = await updateProduct(product.id, body);
      version.saved(saved);
      setBaseStock(saved.stock);
      void toast.success(EDIT_MESSAGES.saved);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) version.refused();
      const detail = error instanceof ApiError ? error.message : EDIT_MESSAGES.saveFailed;
      void toast.error(EDIT_MESSAGES.updateFailed, detail);
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    image,
    saving,
    version,
    stockReason,
    changeCategory,
    generateSku: () => generateSku(),
    generateCode,
    cancel,
    save,
  };
}
