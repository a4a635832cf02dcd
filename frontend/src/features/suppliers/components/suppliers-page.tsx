// /suppliers: search, Todos / Activos / Inactivos, a card per supplier and the
// supplier dialog. Local to the page: the sample suppliers are held in memory only.
import { Button, Tab, Tabs } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { lazy, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { MountWhen } from "@/components/mount-when";
import { ListToolbar } from "@/components/list-toolbar";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADINGS } from "@/lib/screen-headings";
import { SAMPLE_SUPPLIERS } from "../data/sample-suppliers";
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
import { SupplierCard } from "./supplier-card";
import { useSuppliers } from "./use-suppliers";
import "./suppliers.css";
import { TabCount } from "@/components/tab-count";

// The form (address look-up, rating, overlays) loads the first time it is opened, not with the list.
const SupplierDialog = lazy(() => import("./supplier-dialog").then((m) => ({ default: m.SupplierDialog })));

export interface SuppliersPageProps {
  /** Where the screen starts (the sample suppliers by default; stories pass others). */
  initialSuppliers?: readonly Supplier[];
  addressProvider?: AddressProvider;
}

type DialogState = { open: false } | { open: true; supplier: Supplier | null };

export function SuppliersPage({ initialSuppliers = SAMPLE_SUPPLIERS, addressProvider }: SuppliersPageProps) {
  const { suppliers, save, toggleStatus } = useSuppliers(initialSuppliers);
  const [query, setQuery] = useState("");
  const [tab, setTab] = useState<SupplierTab>("all");
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [provider] = useState(() => addressProvider ?? defaultAddressProvider());

  const counts = countByTab(suppliers);
  const shown = filterSuppliers(suppliers, query, tab);

  return (
    <div className="sup-page">
      <PageHeader
        {...SCREEN_HEADINGS.suppliers}
        actions={
          <Button
            intent="primary"
            icon={<Add />}
            text="Nuevo Proveedor"
            onClick={() => setDialog({ open: true, supplier: null })}
          />
        }
      />
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
                loading={false}
                empty={shown.length === 0}
                emptyTitle="No se encontraron proveedores"
                emptyDescription={emptyTextFor(id, query)}
              >
                <div className="sup-grid">
                  {shown.map((supplier) => (
                    <SupplierCard
                      key={supplier.id}
                      supplier={supplier}
                      onToggleStatus={toggleStatus}
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
          onClose={() => setDialog({ open: false })}
          onSave={(values) => {
            save(values, dialog.open ? dialog.supplier : null);
            setDialog({ open: false });
          }}
        />
      </MountWhen>
    </div>
  );
}
