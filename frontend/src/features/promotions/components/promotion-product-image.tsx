// A product's picture in the promotion products dialog; a placeholder when missing or broken.
import { Box } from "@blueprintjs/icons";
import { useState } from "react";
import { productImageSrc } from "../lib/promotion-status";

export function PromotionProductImage({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const src = productImageSrc(imageUrl);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (src && brokenSrc !== src) {
    return (
      <img
        className="promotion-product-image"
        src={src}
        alt={name}
        loading="lazy"
        onError={() => setBrokenSrc(src)}
      />
    );
  }
  return (
    <span
      className="promotion-product-image promotion-product-placeholder"
      role="img"
      aria-label={`Sin imagen: ${name}`}
    >
      <Box size={20} aria-hidden />
    </span>
  );
}
