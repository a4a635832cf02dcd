// What the suppliers screen shows, wherever the suppliers live (page memory with 'Modo mostrador' off,
// the server with it on): search, Todos / Activos / Inactivos, a card per supplier and the dialog.
import { Button, Tab, Tabs } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { lazy, useState, type ReactNode } from "react";
import { AsyncState } from "@/components/async-state";
import { MountWhen } from "@/components/mount-when";
import { ListToolbar } from "@/components/list-toolbar";
import { PageHeader } from "@/components/page-header";
import { TabCount } from "@/components/tab-count";
import { SCREEN_HEADING } from "../screen-heading";
import type { AddressProvider } from "../lib/address-provider";
import { defaultAddressProvider } from "../lib/default-address-provider";
import {
  SUPPLIER_TABS,
  countByTab,
  emptyTextFor,
  filterSuppliers,
  type Supplier,
  type SupplierTab,
} from "../lib/supplier";
import type { SupplierFormValues } from "../lib/supplier-form";
import { SupplierCard } from "./supplier-card";
import "./suppliers.css";

// The form (address look-up, rating, overlays) loads the first time it is opened, not with the list.
const SupplierDialog = lazy(() => import("./supplier-dialog").then((m) => ({ default: m.SupplierDialog })));

export interface SuppliersViewProps {
  suppliers: readonly Supplier[];
  /** Resolves true when saved (the dialog closes), false when refused (it stays open). */
  onSave: (values: SupplierFormValues, existing: Supplier | null) => boolean | Promise<boolean>;
  onToggleStatus: (supplier: Supplier) => void;
  addressProvider?: AddressProvider;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown above the search (the upload of local suppliers). */
  notice?: ReactNode;
  /** The tax id and lead time fields ('Modo mostrador' on). */
  serverFields?: boolean;
}

type DialogState = { open: false } | { open: true; supplier: Supplier | null };

export function SuppliersView(props: SuppliersViewProps) {
  const { suppliers, onSave, onToggleStatus, loading = false, error, onRetry, notice, serverFields } = props;
  const [query, setQuery] = useState("");
  const [tab, setTab] = useState<SupplierTab>("all");
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [provider] = useState(() => props.addressProvider ?? defaultAddressProvider());

  const counts = countByTab(suppliers);
  const shown = filterSuppliers(suppliers, query, tab);

  return (
    <div className="sup-page">
      <PageHeader
        {...SCREEN_HEADING}
        actions={
          <Button
            intent="primary"
            icon={<Add />}
            text="Nuevo Proveedor"
            onClick={() => setDialog({ open: true, supplier: null })}
          />
        }
      />
      {notice}
      <ListToolbar
        search={{
          value: query,
          onChange: setQuery,
          placeholder: "Buscar proveedores...",
          label: "Buscar proveedores",
        }}
      />
      <Tabs
        animate={false}
        id="supplier-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as SupplierTab)}
        className="sup-tabs"
        renderActiveTabPanelOnly
      >
        {SUPPLIER_TABS.map(({ id, label }) => (
          <Tab
            key={id}
            id={id}
            title={
              <>
                {label}
                <TabCount count={counts[id]} selected={tab === id} />
              </>
            }
            panel={
              <AsyncState
                loading={loading}
                error={error}
                errorTitle="Error al cargar los proveedores"
                onRetry={onRetry}
                empty={shown.length === 0}
                emptyTitle="No se encontraron proveedores"
                emptyDescription={emptyTextFor(id, query)}
              >
                <div className="sup-grid">
                  {shown.map((supplier) => (
                    <SupplierCard
                      key={supplier.id}
                      supplier={supplier}
                      onToggleStatus={onToggleStatus}
                      onEdit={(chosen) => setDialog({ open: true, supplier: chosen })}
                    />
                  ))}
                </div>
              </AsyncState>
            }
          />
        ))}
      </Tabs>
      <MountWhen when={dialog.open}>
        <SupplierDialog
          isOpen={dialog.open}
          supplier={dialog.open ? dialog.supplier : null}
          addressProvider={provider}
          serverFields={serverFields}
          onClose={() => setDialog({ open: false })}
          onSave={async (values) => {
            if (await onSave(values, dialog.open ? dialog.supplier : null)) setDialog({ open: false });
          }}
        />
      </MountWhen>
    </div>
  );
}
