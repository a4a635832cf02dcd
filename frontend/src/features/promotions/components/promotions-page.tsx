// /promotions: name search, tabs Activas / Próximas / Desactivadas, the promotion cards, the
// new-promotion dialog and the products dialog; an Administrador also assigns products to a
// promotion and removes them.
import { Button, Tab, Tabs } from "@blueprintjs/core";
import { Add, Insert } from "@blueprintjs/icons";
import { useMemo, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { SearchBox } from "@/components/search-box";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Promotion } from "@/lib/api/types";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { usePromotions } from "../api/use-promotions";
import { useTogglePromotion } from "../api/use-toggle-promotion";
import { PROMOTION_TABS, filterPromotions, type PromotionTab } from "../lib/promotion-status";
import { AssignProductsDialog } from "./assign-products-dialog";
import { NewPromotionDialog } from "./new-promotion-dialog";
import { PromotionCard } from "./promotion-card";
import { PromotionProductsDialog } from "./promotion-products-dialog";
import { RemovePromotionProductAlert, type PromotionProductRemoval } from "./remove-promotion-product-alert";
import "./promotions.css";

export function PromotionsPage() {
  const query = usePromotions();
  const toggle = useTogglePromotion();
  const [tab, setTab] = useState<PromotionTab>("active");
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Promotion | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);
  const [assigning, setAssigning] = useState<Promotion | null>(null);
  const [removal, setRemoval] = useState<PromotionProductRemoval | null>(null);
  const isAdmin = useCurrentUser().user?.role === "admin";

  const assignButton = (promotion: Promotion, label?: string) => (
    <Button
      variant="outlined"
      icon={<Insert />}
      onClick={() => setAssigning(promotion)}
      aria-label={label ?? `Asignar productos a ${promotion.name}`}
    >
      Asignar productos
    </Button>
  );

  // The spec treats a missing or non-array answer as an empty list.
  const promotions = useMemo(() => (Array.isArray(query.data) ? query.data : []), [query.data]);
  const now = new Date();
  const shown = filterPromotions(promotions, tab, search, now);
  const loadError = !query.data && query.error;

  async function togglePromotion(promotion: Promotion) {
    if (!Number.isInteger(promotion.id) || promotion.id <= 0) {
      void toast.error("Error", "ID de promoción no válido");
      return;
    }
    setTogglingId(promotion.id);
    try {
      const updated = await toggle(promotion.id);
      const active = updated?.is_active ?? !promotion.is_active;
      void (active
        ? toast.success("Promoción activada", "La promoción ha sido activada exitosamente.")
        : toast.success("Promoción desactivada", "La promoción ha sido desactivada exitosamente."));
    } catch (error) {
      void toast.error("Error", errorMessage(error));
    } finally {
      setTogglingId(null);
    }
  }

  const emptyText = PROMOTION_TABS.find((t) => t.id === tab)?.empty ?? "No hay promociones";
  const list = (
    <AsyncState
      loading={query.isLoading}
      loadingText="Cargando promociones..."
      error={loadError}
      errorTitle="Error al cargar promociones. Intente nuevamente."
      errorDescription={loadError ? errorMessage(loadError) : undefined}
      onRetry={() => void query.mutate()}
      empty={shown.length === 0}
      emptyTitle={emptyText}
      emptyDescription={search.trim() ? `Ninguna promoción coincide con "${search.trim()}".` : undefined}
    >
      <div className="promotion-grid">
        {shown.map((promotion) => (
          <PromotionCard
            key={promotion.id}
            promotion={promotion}
            now={now}
            toggling={togglingId === promotion.id}
            onShowProducts={setViewing}
            onToggle={(p) => void togglePromotion(p)}
            extraActions={isAdmin ? assignButton(promotion) : undefined}
          />
        ))}
      </div>
    </AsyncState>
  );

  return (
    <div className="promotions-page">
      <PageHeader
        {...SCREEN_HEADING}
        actions={
          <Button intent="primary" icon={<Add />} onClick={() => setCreating(true)}>
            Nueva Promoción
          </Button>
        }
      />
      <SearchBox
        className="promotions-search"
        value={search}
        onChange={setSearch}
        placeholder="Buscar promociones..."
        label="Buscar promociones"
      />
      <Tabs
        animate={false}
        id="promotion-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(id as PromotionTab)}
        renderActiveTabPanelOnly
        className="promotion-tabs"
      >
        {PROMOTION_TABS.map((t) => (
          <Tab key={t.id} id={t.id} title={t.title} panel={list} />
        ))}
      </Tabs>
      <NewPromotionDialog isOpen={creating} onClose={() => setCreating(false)} />
      <PromotionProductsDialog
        promotion={viewing}
        onClose={() => setViewing(null)}
        footerActions={isAdmin && viewing ? assignButton(viewing, "Asignar productos") : undefined}
        onRemove={isAdmin && viewing ? (product) => setRemoval({ promotion: viewing, product }) : undefined}
      />
      <AssignProductsDialog promotion={assigning} onClose={() => setAssigning(null)} />
      <RemovePromotionProductAlert removal={removal} onClose={() => setRemoval(null)} />
    </div>
  );
}
