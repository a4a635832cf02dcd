// 'Impresión Masiva de Etiquetas': the product picker on the left, the 'Diseño' and
// 'Personalización' tabs on the right, 'Cancelar' and 'Imprimir etiquetas'. Printing writes the
// sheet into a new window, prints it 500 ms after load and closes it 500 ms later.
import "./labels.css";
import { Button, Classes, Tab, Tabs } from "@blueprintjs/core";
import { Cog, Print } from "@blueprintjs/icons";
import { useCallback, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { Product } from "@/lib/api/types";
import { useLabelCompatibility } from "../api/use-label-compatibility";
import { useLabelSizes, useLabelTemplates } from "../api/label-catalogue";
import { compatibilityText } from "../lib/compatibility";
import { PRINT_MESSAGES, printLabels } from "../lib/print-labels";
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from "../lib/print-settings";
import { CustomizeTab } from "./customize-tab";
import { DesignTab, type CompatibilityStatus } from "./design-tab";
import { ProductPicker } from "./product-picker";
import { usePrintPlan } from "./use-print-plan";

export interface BulkLabelPrinterProps {
  isOpen: boolean;
  onClose: () => void;
  /** Stories start with products already chosen. */
  initialSelection?: readonly Product[];
  initialSettings?: Partial<PrintSettings>;
  initialTab?: "design" | "customize";
}

export function BulkLabelPrinter({
  isOpen,
  onClose,
  initialSelection,
  initialSettings,
  initialTab = "design",
}: BulkLabelPrinterProps) {
  const navigate = useNavigate();
  const [tab, setTab] = useState(initialTab);
  const [settings, setSettings] = useState<PrintSettings>({ ...DEFAULT_PRINT_SETTINGS, ...initialSettings });
  const [selected, setSelected] = useState<ReadonlyMap<number, Product>>(
    () => new Map((initialSelection ?? []).map((p) => [p.id, p])),
  );
  const templates = useLabelTemplates();
  const sizes = useLabelSizes();
  const products = useMemo(() => [...selected.values()], [selected]);
  const productIds = useMemo(() => products.map((p) => p.id), [products]);
  const fitments = useLabelCompatibility(productIds, settings.showCompatibility);
  const compatibility: CompatibilityStatus = !settings.showCompatibility
    ? "off"
    : fitments.error
      ? "error"
      : productIds.some((id) => !fitments.data?.has(id))
        ? "loading"
        : "ready";
  const labelled = useMemo(
    () =>
      settings.showCompatibility
        ? products.map((p) => ({ ...p, compatibility: compatibilityText(fitments.data?.get(p.id)) }))
        : products,
    [products, settings.showCompatibility, fitments.data],
  );
  const plan = usePrintPlan(settings, templates.data, labelled);

  const change = useCallback(
    (changes: Partial<PrintSettings>) => setSettings((s) => ({ ...s, ...changes })),
    [],
  );
  const toggle = useCallback((product: Product) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(product.id)) next.delete(product.id);
      else next.set(product.id, product);
      return next;
    });
  }, []);
  const select = useCallback((list: readonly Product[]) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const p of list) next.set(p.id, p);
      return next;
    });
  }, []);
  const deselect = useCallback((ids: readonly number[]) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  const print = () => {
    if (products.length === 0) {
      void toast.error(PRINT_MESSAGES.nothingSelected.title, PRINT_MESSAGES.nothingSelected.description);
      return;
    }
    const outcome = printLabels(plan.labels, plan.layout, plan.startPosition, settings);
    if (outcome === "blocked")
      void toast.error(PRINT_MESSAGES.blocked.title, PRINT_MESSAGES.blocked.description);
  };

  const first = labelled[0];
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Impresión Masiva de Etiquetas"
      icon={<Print />}
      className="lbl-dialog"
    >
      <div className={`${Classes.DIALOG_BODY} lbl-dialog-body`}>
        <div className="lbl-dialog-top">
          <Button
            icon={<Cog />}
            variant="outlined"
            text="Gestionar Plantillas"
            onClick={() => {
              onClose();
              void navigate("/labels");
            }}
          />
        </div>
        <div className="lbl-dialog-columns">
          <ProductPicker selected={selected} onToggle={toggle} onSelect={select} onDeselect={deselect} />
          <Tabs
            animate={false}
            id="lbl-printer-tabs"
            selectedTabId={tab}
            onChange={(id) => setTab(id as typeof tab)}
            className="lbl-tabs"
          >
            <Tab
              id="design"
              title="Diseño"
              panel={
                <DesignTab
                  settings={settings}
                  onChange={change}
                  templates={templates.data}
                  templatesError={Boolean(templates.error)}
                  plan={plan}
                  previewProduct={first}
                  compatibility={compatibility}
                />
              }
            />
            <Tab
              id="customize"
              title="Personalización"
              panel={
                <CustomizeTab
                  settings={settings}
                  onChange={change}
                  sizes={sizes.data}
                  sizesError={Boolean(sizes.error)}
                  plan={plan}
                />
              }
            />
          </Tabs>
        </div>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={`${Classes.DIALOG_FOOTER_ACTIONS} lbl-dialog-footer`}>
          <span className="lbl-footer-summary">
            {plan.plan.labels === 1 ? "1 etiqueta" : `${plan.plan.labels} etiquetas`} ·{" "}
            {plan.plan.sheets === 1 ? "1 hoja" : `${plan.plan.sheets} hojas`}
          </span>
          <Button text="Cancelar" onClick={onClose} />
          <Button
            intent="primary"
            icon={<Print />}
            text="Imprimir etiquetas"
            disabled={products.length === 0 || plan.labels.length === 0 || compatibility === "loading"}
            onClick={print}
          />
        </div>
      </div>
    </AppDialog>
  );
}
