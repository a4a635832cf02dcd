// /customers: the customers the signed-in user may see (a Vendedor only those they created; the
// server filters), with search, filters, counters, details, create, edit and delete.
import { Button, Card, H2 } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { useMemo, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ConfirmDeleteAlert } from "@/components/confirm-delete-alert";
import { PageHeader } from "@/components/page-header";
import { SCREEN_HEADING } from "../screen-heading";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Customer } from "@/lib/api/types";
import { isAdmin } from "@/lib/session/roles";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { useCustomers } from "../api/use-customers";
import { useDeleteCustomer } from "../api/use-delete-customer";
import {
  NO_FILTERS,
  canModifyCustomer,
  countCustomers,
  customerName,
  filterCustomers,
  hasFilters,
} from "../lib/customer-display";
import { CustomerDetailsDialog } from "./customer-details-dialog";
import { CustomerFilters } from "./customer-filters";
import { CustomerFormDialog } from "./customer-form-dialog";
import { CustomerStats } from "./customer-stats";
import { CustomerTable } from "./customer-table";
import "./customers.css";

export function CustomersPage() {
  const { user } = useCurrentUser();
  const query = useCustomers();
  const remove = useDeleteCustomer();
  const [filters, setFilters] = useState(NO_FILTERS);
  // The form is keyed so each opening starts from the customer's current values.
  const [form, setForm] = useState<{ customer: Customer | null; key: number } | null>(null);
  const [viewing, setViewing] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);

  const customers = useMemo(() => query.data?.data ?? [], [query.data]);
  const shown = useMemo(() => filterCustomers(customers, filters), [customers, filters]);
  const canModify = (customer: Customer) => canModifyCustomer(user, customer);
  const loadError = !query.data && query.error;

  function openForm(customer: Customer | null) {
    setViewing(null);
    setForm({ customer, key: Date.now() });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      void toast.success("Cliente eliminado", "El cliente ha sido eliminado exitosamente.");
    } catch (error) {
      void toast.error("Error", errorMessage(error) || "Error al eliminar el cliente");
    }
  }

  return (
    <div className="customers-page">
      <PageHeader
        title={SCREEN_HEADING.title}
        subtitle={
          <>
            {SCREEN_HEADING.subtitle}
            {user && !isAdmin(user) ? (
              <span className="customers-owner-note"> (Solo puedes ver los clientes que has creado)</span>
            ) : null}
          </>
        }
        actions={
          <Button intent="primary" icon={<Add />} onClick={() => openForm(null)}>
            Nuevo Cliente
          </Button>
        }
      />
      <CustomerStats counts={query.data ? countCustomers(customers) : null} />
      <CustomerFilters filters={filters} onChange={setFilters} />
      <Card className="customer-list">
        <div className="customer-list-head">
          <H2 className="customer-list-title">Lista de Clientes</H2>
          {query.data ? (
            <span className="customer-list-count">
              {shown.length} de {customers.length} clientes
            </span>
          ) : null}
        </div>
        <AsyncState
          loading={query.isLoading}
          loadingText="Cargando clientes..."
          error={loadError}
          errorTitle="Error al cargar clientes"
          onRetry={() => void query.mutate()}
          empty={shown.length === 0}
          emptyTitle={
            hasFilters(filters)
              ? "No se encontraron clientes con los filtros aplicados"
              : "No hay clientes registrados"
          }
          emptyAction={
            hasFilters(filters) ? (
              <Button onClick={() => setFilters(NO_FILTERS)}>Limpiar</Button>
            ) : (
              <Button intent="primary" icon={<Add />} onClick={() => openForm(null)}>
                Nuevo Cliente
              </Button>
            )
          }
        >
          <CustomerTable
            customers={shown}
            canModify={canModify}
            onView={setViewing}
            onEdit={openForm}
            onDelete={setDeleting}
          />
        </AsyncState>
      </Card>

      {form ? (
        <CustomerFormDialog key={form.key} isOpen customer={form.customer} onClose={() => setForm(null)} />
      ) : null}
      <CustomerDetailsDialog
        customer={viewing}
        canEdit={viewing ? canModify(viewing) : false}
        onClose={() => setViewing(null)}
        onEdit={openForm}
      />
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p>¿Está seguro que desea eliminar al cliente {deleting ? customerName(deleting) : ""}?</p>
      </ConfirmDeleteAlert>
    </div>
  );
}
