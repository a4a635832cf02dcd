// One promotion: name, description (or 'Sin descripción'), status badge, discount, dates, product
// count, 'Ver Productos' and activate/deactivate. `extraActions` leaves room for more card actions
// (e.g. assigning products) without changing the card.
import { Button, Card, H2, type Intent } from "@blueprintjs/core";
import { Box, Calendar, Power } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { Badge } from "@/components/badge";
import type { Promotion } from "@/lib/api/types";
import { formatDate } from "@/lib/format";
import { productCountLabel, promotionBadge, type PromotionBadge } from "../lib/promotion-status";

const BADGE_INTENT: Record<PromotionBadge, Intent> = {
  Activa: "success",
  Próxima: "primary",
  Desactivada: "none",
};

export interface PromotionCardProps {
  promotion: Promotion;
  now: Date;
  toggling?: boolean;
  onShowProducts: (promotion: Promotion) => void;
  onToggle: (promotion: Promotion) => void;
  extraActions?: ReactNode;
}

export function PromotionCard({
  promotion,
  now,
  toggling,
  onShowProducts,
  onToggle,
  extraActions,
}: PromotionCardProps) {
  const badge = promotionBadge(promotion, now);
  return (
    <Card className="promotion-card" role="article" aria-label={promotion.name}>
      <div className="promotion-card-head">
        <H2 className="promotion-card-name">{promotion.name}</H2>
        <Badge
          className="promotion-card-badge"
          intent={BADGE_INTENT[badge]}
          minimal={badge === "Desactivada"}
        >
          {badge}
        </Badge>
      </div>
      <p
        className={promotion.description ? "promotion-card-description" : "promotion-card-description muted"}
      >
        {promotion.description || "Sin descripción"}
      </p>
      <div className="promotion-card-discount">{promotion.discount_percentage}% de descuento</div>
      <div className="promotion-card-facts">
        <span>
          <Calendar size={14} aria-hidden /> {formatDate(promotion.start_date)} -{" "}
          {formatDate(promotion.end_date)}
        </span>
        <span>
          <Box size={14} aria-hidden /> {productCountLabel(promotion.products_count)}
        </span>
      </div>
      <div className="promotion-card-actions">
        <Button variant="outlined" icon={<Box />} onClick={() => onShowProducts(promotion)}>
          Ver Productos
        </Button>
        {extraActions}
        <Button
          variant="outlined"
          intent={promotion.is_active ? "danger" : "success"}
          icon={<Power />}
          loading={toggling}
          onClick={() => onToggle(promotion)}
          aria-label={`${promotion.is_active ? "Desactivar" : "Activar"} ${promotion.name}`}
        >
          {promotion.is_active ? "Desactivar" : "Activar"}
        </Button>
      </div>
    </Card>
  );
}
