// A product's picture, or an initials badge coloured from its name when there is no image or the
// image fails to load.
import { useEffect, useState } from "react";
import { colourFromName, initials, resolveImageUrl } from "../lib/image-url";

export interface ProductImageProps {
  name: string;
  imageUrl: string | null | undefined;
  /** Side of the square in px. */
  size?: number;
}

function origin(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

export function ProductImage({ name, imageUrl, size = 44 }: ProductImageProps) {
  const src = resolveImageUrl(imageUrl, origin());
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  const box = { width: size, height: size };
  if (src && !broken) {
    return (
      <img
        className="inv-product-image"
        src={src}
        alt={name}
        style={box}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="inv-initials"
      role="img"
      aria-label={`Sin imagen: ${name}`}
      style={{
        ...box,
        backgroundColor: colourFromName(name),
        fontSize: Math.max(11, Math.round(size * 0.36)),
      }}
    >
      {initials(name)}
    </span>
  );
}
