// Image picker of the product forms: preview (chosen file, else the stored image, else initials)
// and a file input limited to images; the 5 MB limit is checked before anything is sent.
import { Button, FileInput, FormGroup } from "@blueprintjs/core";
import { Cross } from "@blueprintjs/icons";
import { useId } from "react";
import { IMAGE_ACCEPT_ATTRIBUTE } from "../lib/upload-check";
import { ProductImage } from "./product-image";
import type { PendingImage } from "./use-pending-image";

export interface ImageFieldProps {
  name: string;
  storedUrl: string;
  image: PendingImage;
  /** Removes the stored image (sets the form's imageUrl to empty). */
  onRemoveStored: () => void;
}

export function ImageField({ name, storedUrl, image, onRemoveStored }: ImageFieldProps) {
  const id = useId();
  const shown = image.previewUrl ?? storedUrl;
  return (
    <FormGroup
      className="inv-field inv-image-field"
      label="Imagen del producto"
      labelFor={id}
      helperText={image.error ?? "JPG, PNG hasta 5MB"}
      intent={image.error ? "danger" : "none"}
    >
      <div className="inv-image-picker">
        <ProductImage name={name || "Producto"} imageUrl={shown || null} size={96} />
        <div className="inv-image-picker-controls">
          <FileInput
            text={image.file ? image.file.name : "Seleccionar imagen..."}
            buttonText="Examinar"
            inputProps={{ id, accept: IMAGE_ACCEPT_ATTRIBUTE, "aria-label": "Subir imagen" }}
            onInputChange={(e) => {
              image.choose(e.currentTarget.files?.[0] ?? null);
              e.currentTarget.value = "";
            }}
          />
          {image.file || storedUrl ? (
            <Button
              icon={<Cross />}
              variant="minimal"
              text="Quitar imagen"
              onClick={() => (image.file ? image.clear() : onRemoveStored())}
            />
          ) : null}
        </div>
      </div>
    </FormGroup>
  );
}
