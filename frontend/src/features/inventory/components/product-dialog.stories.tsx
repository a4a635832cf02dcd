import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { HttpResponse, http } from "msw";
import { answerWith, counterModeOn, failWith, loadingForever } from "@mocks/overrides";
import "./inventory.css";
import { ProductDialog } from "./product-dialog";
import { sampleProduct } from "@/lib/testing/sample-product";
import { expectVisible, phone } from "./story-fixtures";

// Seeded product 15: "Pastillas de freno delanteras semimetálicas", cost 45 000, selling 68 000, stock 3 (low), ACDelco.
const meta = {
  title: "Inventory/ProductDialog",
  component: ProductDialog,
  parameters: { route: "/inventory?product=15" },
  args: { productId: 15, initialMode: "view", onClose: fn() },
} satisfies Meta<typeof ProductDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const productName = "Pastillas de freno delanteras semimetálicas";

async function opened() {
  await expectVisible(() =>
    screen.findByRole("heading", { name: new RegExp(productName) }, { timeout: 6000 }),
  );
}

export const ViewAdministrador: Story = {
  play: async () => {
    await opened();
    await expect(screen.getByText("Precio de costo")).toBeVisible();
    await expect(screen.getByText("ROI / Margen")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Eliminar" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Códigos del Producto" })).toBeVisible();
    // With 'Modo mostrador' off the dialog is the specification's: no 'Proveedor preferido'.
    await expect(screen.queryByText("Proveedor preferido")).toBeNull();
  },
};

const SUPPLIERS = [
  { id: 1, name: "Repuestos Andinos" },
  { id: 2, name: "Frenos del Valle" },
].map((supplier) => ({
  ...supplier,
  contactPerson: null,
  email: null,
  phone: null,
  address: null,
  city: null,
  country: null,
  status: "active",
  rating: null,
  taxId: null,
  leadTimeDays: 3,
  productsCount: 0,
  ordersCount: 0,
}));
const PREFERRED = "/api/products/{id}/preferred-supplier" as const;
/** What the preferred-supplier story sent: its GET keeps answering supplier 1 whatever was saved. */
const sentPreferred: unknown[] = [];

/** With the mode on the Administrador picks the part's preferred supplier; it is saved at once. */
export const CounterModePreferredSupplier: Story = {
  parameters: {
    msw: {
      handlers: [
        counterModeOn(),
        answerWith("/api/suppliers", SUPPLIERS),
        answerWith(PREFERRED, { productId: 15, supplierId: 1 }),
        http.put("*/api/products/:id/preferred-supplier", async ({ request }) => {
          const body = (await request.json()) as { supplierId: number | null };
          sentPreferred.push(body);
          return HttpResponse.json({ productId: 15, ...body });
        }),
      ],
    },
  },
  play: async () => {
    sentPreferred.length = 0;
    await opened();
    const select = await screen.findByRole("combobox", { name: "Proveedor" }, { timeout: 5000 });
    await waitFor(() => expect(select).toHaveValue("1"));
    await userEvent.selectOptions(select, "Frenos del Valle");
    await expectVisible(() => screen.findByText("Proveedor preferido guardado"));
    await expect(sentPreferred).toEqual([{ supplierId: 2 }]);
  },
};

export const CounterModePreferredSupplierError: Story = {
  parameters: {
    msw: {
      handlers: [
        counterModeOn(),
        answerWith("/api/suppliers", SUPPLIERS),
        failWith(PREFERRED, 500, "Error interno del servidor"),
      ],
    },
  },
  play: async () => {
    await opened();
    await expectVisible(() =>
      screen.findByText("Error al cargar el proveedor preferido", {}, { timeout: 5000 }),
    );
  },
};

export const ViewVendedor: Story = {
  parameters: { session: "sales" },
  play: async () => {
    await opened();
    await expect(screen.queryByText("Precio de costo")).toBeNull();
    await expect(screen.queryByRole("button", { name: "Eliminar" })).toBeNull();
  },
};

export const VendedorTriesToEdit: Story = {
  parameters: { session: "sales" },
  play: async () => {
    await opened();
    await userEvent.click(screen.getByRole("button", { name: "Editar" }));
    await expectVisible(() => screen.findByText("Permisos insuficientes"));
    await expect(screen.getByText("Solo los administradores pueden editar productos")).toBeVisible();
  },
};

// With 'Modo mostrador' on a Vendedor sees only what he may do: no 'Editar' (the server refuses it).
export const VendedorCounterModeNoEdit: Story = {
  parameters: { session: "sales", msw: { handlers: [counterModeOn()] } },
  play: async () => {
    await opened();
    await expect(screen.getByRole("button", { name: "Cerrar" })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Editar" })).toBeNull());
    await expect(screen.queryByRole("button", { name: "Eliminar" })).toBeNull();
    await expect(screen.queryByText("Proveedor preferido")).toBeNull();
  },
};

/** Signed out the server refuses everything; here the product is served anyway to reach the check. */
export const SignedOutTriesToEdit: Story = {
  parameters: {
    session: null,
    msw: {
      handlers: [http.get("*/api/products/:id", () => HttpResponse.json({ ...sampleProduct, id: 15 }))],
    },
  },
  play: async () => {
    await expectVisible(() =>
      screen.findByRole("heading", { name: new RegExp(sampleProduct.name) }, { timeout: 6000 }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Editar" }));
    await expectVisible(() => screen.findByText("Acceso restringido"));
    await expect(screen.getByText("Debes iniciar sesión para editar productos")).toBeVisible();
  },
};

export const HistoryOpens: Story = {
  play: async () => {
    await opened();
    await userEvent.click(screen.getByRole("button", { name: "Historial" }));
    await expectVisible(() => screen.findByRole("heading", { name: "Historial de precios" }));
    await expect(screen.queryByText("Próximamente disponible")).toBeNull();
  },
};

export const EditAdministrador: Story = {
  args: { initialMode: "edit" },
  play: async () => {
    await expectVisible(() => screen.findByRole("heading", { name: "Editar Producto" }, { timeout: 6000 }));
    await expectVisible(() => screen.findByDisplayValue("68000"));
  },
};

export const EditPhone: Story = { args: { initialMode: "edit" }, globals: phone };

export const EditPriceMovesMargin: Story = {
  args: { initialMode: "edit" },
  play: async () => {
    const selling = await screen.findByLabelText(/Precio de venta/, {}, { timeout: 6000 });
    await userEvent.clear(selling);
    await userEvent.type(selling, "67500");
    // (67500 - 45000) / 45000 = 50.0 %
    await waitFor(() => expect(screen.getByLabelText(/Margen/)).toHaveValue(50));
  },
};

export const EditValidationErrors: Story = {
  args: { initialMode: "edit" },
  play: async () => {
    const name = await screen.findByLabelText(/Nombre/, {}, { timeout: 6000 });
    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText(/^SKU/));
    await userEvent.clear(screen.getByLabelText(/Precio de costo/));
    await userEvent.clear(screen.getByLabelText(/^Stock( \*)?$/));
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await expectVisible(() => screen.findByText("El nombre es obligatorio"));
    await expect(screen.getByText("El SKU es obligatorio")).toBeVisible();
    await expect(screen.getByText("El precio de costo es obligatorio")).toBeVisible();
    await expect(screen.getByText("El stock es obligatorio")).toBeVisible();
  },
};

export const EditCategoryChangeClearsBrand: Story = {
  args: { initialMode: "edit" },
  play: async () => {
    const category = await screen.findByLabelText(/Categoría/, {}, { timeout: 6000 });
    await waitFor(() => expect(screen.getByLabelText(/Marca/)).toHaveValue("11"));
    await userEvent.selectOptions(category, "Motor");
    await expectVisible(() => screen.findByText("Filtros actualizados"));
    await expect(screen.getByLabelText(/Marca/)).toHaveValue("");
    await expect(screen.getByLabelText(/Subcategoría/)).toHaveValue("");
  },
};

export const SaveRefusedByServer: Story = {
  args: { initialMode: "edit" },
  parameters: {
    msw: { handlers: [failWith("/api/products/{id}", 409, "Ya existe un producto con ese SKU", "put")] },
  },
  play: async () => {
    const name = await screen.findByLabelText(/Nombre/, {}, { timeout: 6000 });
    await userEvent.type(name, " (nuevo)");
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await expectVisible(() => screen.findByText("Error al actualizar el producto"));
    await expect(screen.getByText("Ya existe un producto con ese SKU")).toBeVisible();
    // Nothing typed is lost.
    await expect(screen.getByLabelText(/Nombre/)).toHaveValue(`${productName} (nuevo)`);
  },
};

export const DeleteConfirmation: Story = {
  play: async () => {
    await opened();
    await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
    await expectVisible(() => screen.findByText("¿Estás seguro de que deseas eliminar este producto?"));
  },
};

export const Loading: Story = { parameters: { msw: { handlers: [loadingForever("/api/products/{id}")] } } };

export const NotFound: Story = {
  args: { productId: 99999 },
  play: async () => {
    await expectVisible(() => screen.findByText("Error al cargar producto", {}, { timeout: 8000 }));
    await expect(screen.getByText("Producto no encontrado")).toBeVisible();
  },
};
