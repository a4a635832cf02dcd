// One brand: logo, country, website, description, linked categories and the brand's vehicles.
import { Button, Card, Classes } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { Edit, Flag, GlobeNetwork, Trash } from "@blueprintjs/icons";
import { useId } from "react";
import type { Brand, Category } from "@/lib/api/types";
import type { VehicleModel } from "@/lib/catalogue/merge-vehicles";
import { formatYearRange } from "@/lib/vehicle-years";
import { websiteHref, websiteLabel } from "../lib/catalogue-display";
import { BrandLogo } from "./brand-logo";

export interface BrandCardProps {
  brand: Brand;
  /** Every category, to name the linked ones. */
  categories: readonly Category[];
  /** The brand's models as /vehicles lists them (server and reference list). */
  vehicles: readonly Pick<VehicleModel, "key" | "name" | "yearFrom" | "yearTo">[];
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}

export function BrandCard({ brand, categories, vehicles, onEdit, onDelete }: BrandCardProps) {
  const titleId = useId();
  const linked = categories.filter((category) => brand.categoryIds.includes(category.id));

  return (
    <Card className="catalogue-card brand-card" elevation={1} role="article" aria-labelledby={titleId}>
      <div className="catalogue-card-header">
        <BrandLogo name={brand.name} logoUrl={brand.logoUrl} />
        <h3 className="catalogue-card-title" id={titleId}>
          {brand.name}
        </h3>
        <div className="catalogue-card-actions">
          <Button
            variant="minimal"
            icon={<Edit />}
            aria-label={`Editar marca ${brand.name}`}
            title="Editar"
            onClick={() => onEdit(brand)}
          />
          <Button
            variant="minimal"
            intent="danger"
            icon={<Trash />}
            aria-label={`Eliminar marca ${brand.name}`}
            title="Eliminar"
            onClick={() => onDelete(brand)}
          />
        </div>
      </div>

      <div className="brand-meta">
        <span className="brand-meta-row">
          <Flag size={12} aria-hidden />
          <span className="brand-country">
            {brand.country || <span className={Classes.TEXT_MUTED}>País no indicado</span>}
          </span>
        </span>
        {brand.website ? (
          <span className="brand-meta-row">
            <GlobeNetwork size={12} aria-hidden />
            <a href={websiteHref(brand.website)} target="_blank" rel="noopener noreferrer">
              {websiteLabel(brand.website)}
            </a>
          </span>
        ) : null}
      </div>

      <p
        className={
          brand.description
            ? "catalogue-card-description"
            : `catalogue-card-description ${Classes.TEXT_MUTED}`
        }
      >
        {brand.description || "Sin descripción"}
      </p>

      <h4 className="brand-section-title">Categorías</h4>
      {linked.length > 0 ? (
        <ul className="brand-tags" aria-label={`Categorías de ${brand.name}`}>
          {linked.map((category) => (
            <li key={category.id}>
              <Badge minimal intent="primary">
                {category.name}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <span className={Classes.TEXT_MUTED}>Todas las categorías</span>
      )}

      <h4 className="brand-section-title">Vehículos ({vehicles.length})</h4>
      {vehicles.length > 0 ? (
        <ul className="brand-tags" aria-label={`Vehículos de ${brand.name}`}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.key}>
              <Badge minimal>
                {vehicle.name}{" "}
                <span className={Classes.TEXT_MUTED}>
                  ({formatYearRange(vehicle.yearFrom, vehicle.yearTo)})
                </span>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <span className={Classes.TEXT_MUTED}>Sin vehículos registrados</span>
      )}
    </Card>
  );
}
