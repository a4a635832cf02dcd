// A brand's logo, or its initials on a colour derived from its name when there is no logo or the
// image fails to load.
import { useState } from "react";
import { badgeColourOf, initialsOf } from "../lib/initials";
import { logoSrc } from "../lib/catalogue-display";
import "./catalogue.css";

export interface BrandLogoProps {
  name: string;
  logoUrl: string | null | undefined;
  size?: number;
}

export function BrandLogo({ name, logoUrl, size = 48 }: BrandLogoProps) {
  const src = logoSrc(logoUrl);
  // Remembers which source failed, so a corrected URL is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };

  if (src && src !== failedSrc) {
    return (
      <span className="brand-logo" style={style}>
        <img src={src} alt={`Logo de ${name}`} loading="lazy" onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span
      className="brand-logo brand-logo-initials"
      style={{ ...style, background: badgeColourOf(name) }}
      role="img"
      aria-label={`Logo de ${name}`}
    >
      {initialsOf(name || "?")}
    </span>
  );
}
