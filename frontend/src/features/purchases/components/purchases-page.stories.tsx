import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { answerWith, counterModeOn, emptyList, failWith, loadingForever } from "@mocks/overrides";
import { PurchasesPage } from "./purchases-page";

const phone = { viewport: { value: "phone", isRotated: false } };
/** The dialogs and the later tabs are lazily loaded chunks: on a busy machine over a second. */
const LOADED = { timeout: 5000 };

const SUPPLIERS = [
  {
    id: 1,
    name: "Repuestos Andinos",
    contactPerson: null,
    email: null,
    phone: null,
    address: null,
    city: null,
    country: null,
    status: "active",
    rating: null,
    taxId: null,
    leadTimeDays: 5,
    productsCount: 3,
    ordersCount: 2,
  },
];

const line = (id: number, name: string, quantity: number, received: number, cost: number) => ({
  id,
  productId: id,
  name,
  sku: `SKU-${id}`,
  quantity,
  receivedQuantity: received,
  pendingQuantity: Math.max(0, quantity - received),
  unitCost: cost,
  subtotal: quantity * cost,
});

const ORDERS = [
  {
    id: 2,
    number: "OC-000002",
    supplier: { id: 1, name: "Repuestos Andinos" },
    status: "partially_received",
    expectedDate: "2026-12-15",
    notes: null,
    taxRate: 16,
    subtotal: 95,
    tax: 15.2,
    total: 110.2,
    createdAt: "2026-11-27T10:00:00.000Z",
    createdBy: { id: 1, name: "Administrador" },
    lines: [
      line(1, "Filtro de aceite", 2, 2, 12.5),
      line(2, "Pastillas de freno", 3, 0, 20),
      line(3, "Bujía", 1, 0, 10),
    ],
  },
  {
    id: 1,
    number: "OC-000001",
    supplier: { id: 1, name: "Repuestos Andinos" },
    status: "draft",
    expectedDate: null,
    notes: null,
    taxRate: 16,
    subtotal: 10,
    tax: 1.6,
    total: 11.6,
    createdAt: "2026-11-26T10:00:00.000Z",
    createdBy: { id: 1, name: "Administrador" },
    lines: [line(3, "Bujía", 1, 0, 10)],
  },
];

const RECEIPTS = [
  {
    id: 1,
    number: "RC-000001",
    orderId: 2,
    orderNumber: "OC-000002",
    supplier: { id: 1, name: "Repuestos Andinos" },
    note: null,
    total: 25,
    createdAt: "2026-11-27T12:00:00.000Z",
    user: { id: 1, name: "Administrador" },
    lines: [
      {
        productId: 1,
        name: "Filtro de aceite",
        sku: "SKU-1",
        quantity: 2,
        unitCost: 12.5,
        costBefore: 10,
        costAfter: 12.5,
        stockAfter: 7,
      },
    ],
  },
];

const filled = [
  counterModeOn(),
  answerWith("/api/purchase-orders", ORDERS),
  answerWith("/api/purchase-receipts", RECEIPTS),
  answerWith("/api/suppliers", SUPPLIERS),
];

const meta = {
  title: "Purchases/PurchasesPage",
  component: PurchasesPage,
  parameters: { route: "/purchases" },
} satisfies Meta<typeof PurchasesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ordenes: Story = {
  parameters: { msw: { handlers: filled } },
  play: async () => {
    await expectVisible(() => screen.findByText("OC-000002"));
    await expect(screen.getByText("Recibida parcialmente")).toBeVisible();
    await expect(screen.getByText("Borrador")).toBeVisible();
    // Every order can be printed (A4) and downloaded as CSV for the supplier.
    await expect(screen.getByRole("button", { name: "Imprimir OC-000002" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Descargar CSV de OC-000002" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Descargar Excel de OC-000002" })).toBeVisible();
  },
};

export const Recepciones: Story = {
  parameters: { msw: { handlers: filled } },
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: "Recepciones" }));
    await expectVisible(() => screen.findByText("RC-000001"));
  },
};

const SUGGESTIONS = [
  {
    supplier: { id: 1, name: "Repuestos Andinos" },
    leadTimeDays: 5,
    items: [
      {
        productId: 2,
        name: "Pastillas de freno",
        sku: "SKU-2",
        stock: 1,
        minimumStock: 5,
        sold30: 12,
        sold60: 20,
        sold90: 31,
        lostSales: 4,
        suggestedQuantity: 6,
        unitCost: 20,
      },
    ],
  },
  {
    supplier: null,
    leadTimeDays: 0,
    items: [
      {
        productId: 9,
        name: "Bombillo H4",
        sku: "SKU-9",
        stock: 0,
        minimumStock: 2,
        sold30: 0,
        sold60: 1,
        sold90: 1,
        lostSales: 0,
        suggestedQuantity: 2,
        unitCost: 3,
      },
    ],
  },
];

export const Sugerencias: Story = {
  parameters: { msw: { handlers: [...filled, answerWith("/api/purchase-suggestions", SUGGESTIONS)] } },
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: "Sugerencias" }));
    await expectVisible(() => screen.findByText("Pastillas de freno"));
    await expect(screen.getByText("Sin proveedor (nunca pedidos)")).toBeVisible();
    await expect(screen.getAllByRole("button", { name: "Crear orden en borrador" })).toHaveLength(1);
    // The units lost at the counter ('Venta perdida') are shown beside the units sold.
    await expect(screen.getAllByRole("columnheader", { name: /Perdidas/ })).toHaveLength(2);
    const row = screen.getByRole("row", { name: /Pastillas de freno/ });
    await expect(within(row).getAllByRole("cell")[6]).toHaveTextContent(/^4$/);
  },
};

// Each part's 'Proveedor preferido': the part never ordered is given one, the choice is saved.
export const SugerenciasProveedorPreferido: Story = {
  parameters: {
    msw: {
      handlers: [
        ...filled,
        answerWith("/api/purchase-suggestions", SUGGESTIONS),
        answerWith("/api/products/{id}/preferred-supplier", { productId: 9, supplierId: 1 }, "put"),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: "Sugerencias" }));
    const bulb = await screen.findByRole("combobox", { name: "Proveedor preferido de Bombillo H4" });
    await expect(bulb).toHaveValue("");
    await expect(
      screen.getByRole("combobox", { name: "Proveedor preferido de Pastillas de freno" }),
    ).toHaveValue("1");
    await userEvent.selectOptions(bulb, "Repuestos Andinos");
    await expectVisible(() => screen.findByText("Proveedor preferido guardado"));
  },
};

// A catalogue import can leave thousands of parts under their minimum: each group shows its first 25
// and the rest on request, so the tab does not hold the page drawing them all.
const MANY_SUGGESTIONS = [
  {
    supplier: null,
    leadTimeDays: 0,
    items: Array.from({ length: 130 }, (_, index) => ({
      ...SUGGESTIONS[1]!.items[0]!,
      productId: 1000 + index,
      name: `Repuesto importado ${index + 1}`,
      sku: `IMP-${index + 1}`,
    })),
  },
];

export const SugerenciasMuchas: Story = {
  parameters: { msw: { handlers: [...filled, answerWith("/api/purchase-suggestions", MANY_SUGGESTIONS)] } },
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: "Sugerencias" }));
    await expectVisible(() => screen.findByText("Repuesto importado 25"));
    expect(screen.queryByText("Repuesto importado 26")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Mostrar 100 más (quedan 105)" }));
    await expect(screen.getByText("Repuesto importado 125")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Mostrar 5 más (quedan 5)" }));
    await expect(screen.getByText("Repuesto importado 130")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Mostrar/ })).toBeNull();
  },
};

export const SugerenciasVacias: Story = {
  parameters: { msw: { handlers: [...filled, emptyList("/api/purchase-suggestions")] } },
  play: async () => {
    await userEvent.click(await screen.findByRole("tab", { name: "Sugerencias" }));
    await expectVisible(() => screen.findByText("No hay productos bajo su stock mínimo"));
  },
};

export const Vacio: Story = {
  parameters: {
    msw: {
      handlers: [counterModeOn(), emptyList("/api/purchase-orders"), emptyList("/api/purchase-receipts")],
    },
  },
  play: async () => {
    await expectVisible(() => screen.findByText("No hay órdenes de compra"));
  },
};

export const Cargando: Story = {
  parameters: { msw: { handlers: [counterModeOn(), loadingForever("/api/purchase-orders")] } },
};

export const ConError: Story = {
  parameters: {
    msw: { handlers: [counterModeOn(), failWith("/api/purchase-orders", 500, "Error interno del servidor")] },
  },
  play: async () => {
    await expectVisible(() => screen.findByText("Error al cargar las órdenes de compra"));
  },
};

export const ModoMostradorDesactivado: Story = {
  play: async () => {
    await expectVisible(() => screen.findByText("El modo mostrador está desactivado"));
  },
};

export const NuevaOrden: Story = {
  parameters: { msw: { handlers: filled } },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Nueva orden" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Nueva orden de compra" }, LOADED));
    await expectVisible(() => dialog.findByText("Sin productos. Busque o escanee para agregar."));
  },
};

/** Receiving against an order at phone width: the lines start at what is still due. */
export const RecibirTelefono: Story = {
  parameters: { msw: { handlers: filled } },
  globals: phone,
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Recibir mercancía" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Recibir mercancía · OC-000002" }, LOADED),
    );
    await expectVisible(() => dialog.findByText("Pendiente: 1"));
    await expect(dialog.getByLabelText("Cantidad de Pastillas de freno")).toHaveValue(3);
  },
};

/** 'Contar desde cero': the order's lines at 0, what is due still shown, ready to count box by box. */
export const RecibirContandoDesdeCero: Story = {
  parameters: { msw: { handlers: filled } },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Recibir mercancía" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Recibir mercancía · OC-000002" }, LOADED),
    );
    await expectVisible(() => dialog.findByText("Pendiente: 1"));
    await userEvent.click(dialog.getByRole("button", { name: "Contar desde cero" }));
    await expect(dialog.getByLabelText("Cantidad de Pastillas de freno")).toHaveValue(0);
    await expect(dialog.getByText("Pendiente: 1")).toBeVisible();
  },
};

export const Telefono: Story = {
  parameters: { msw: { handlers: filled } },
  globals: phone,
  play: async () => {
    await expectVisible(() => screen.findByText("OC-000002"));
  },
};

/** A Vendedor on the route: told purchases are an Administrador's, nothing requested. */
export const Vendedor: Story = {
  parameters: { session: "sales" },
  play: async () => {
    await expectVisible(() => screen.findByText("No tienes permisos para ver esta página"));
    await expect(screen.queryByRole("tab", { name: /Órdenes/ })).toBeNull();
  },
};

const RETURNED = {
  id: 1,
  number: "DP-000001",
  receiptId: 1,
  receiptNumber: "RC-000001",
  supplier: { id: 1, name: "Repuestos Andinos" },
  note: null,
  createdAt: "2026-11-28T09:00:00.000Z",
  user: { id: 1, name: "Administrador" },
  lines: [{ productId: 1, name: "Filtro de aceite", sku: "SKU-1", quantity: 1, stockAfter: 6 }],
};

async function openReturn() {
  await userEvent.click(await screen.findByRole("tab", { name: "Recepciones" }));
  await userEvent.click(await screen.findByRole("button", { name: "Devolver al proveedor de RC-000001" }));
  const dialog = within(
    await screen.findByRole("dialog", { name: "Devolver al proveedor · RC-000001" }, LOADED),
  );
  await expectVisible(() => dialog.findByText("Recibido: 2"));
  await userEvent.type(dialog.getByLabelText("Unidades a devolver de Filtro de aceite"), "1");
  await userEvent.click(dialog.getByRole("button", { name: "Confirmar devolución" }));
  return dialog;
}

/** 'Devolver al proveedor' from a receipt: the units typed go back and the return's number is shown. */
export const DevolucionAProveedor: Story = {
  parameters: { msw: { handlers: [...filled, answerWith("/api/supplier-returns", RETURNED, "post")] } },
  play: async () => {
    await openReturn();
    await expectVisible(() => screen.findByText("Devolución DP-000001 registrada."));
  },
};

/** A return short of stock: the server's Spanish refusal stays in the dialog. */
export const DevolucionSinStock: Story = {
  parameters: {
    msw: {
      handlers: [
        ...filled,
        failWith(
          "/api/supplier-returns",
          409,
          "Stock insuficiente para devolver: Filtro de aceite (en stock 0, devuelve 1).",
          "post",
        ),
      ],
    },
  },
  play: async () => {
    const dialog = await openReturn();
    await expectVisible(() =>
      dialog.findByText("Stock insuficiente para devolver: Filtro de aceite (en stock 0, devuelve 1)."),
    );
  },
};

/** A Vendedor whom an Administrador lets receive goods: only 'Recepciones' and receiving without an order. */
export const VendedorRecibe: Story = {
  parameters: {
    session: "sales",
    msw: {
      handlers: [
        ...filled,
        answerWith("/api/purchase-settings", { costRule: "last", salesMayReceive: true }),
      ],
    },
  },
  play: async () => {
    await expectVisible(() => screen.findByText("RC-000001"));
    await expect(screen.queryByRole("tab", { name: "Órdenes" })).toBeNull();
    await expect(screen.queryByRole("button", { name: "Nueva orden" })).toBeNull();
    await expect(screen.queryByRole("button", { name: /Devolver al proveedor/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Recibir sin orden" }));
    await expectVisible(() => screen.findByRole("dialog", { name: "Recibir mercancía" }, LOADED));
  },
};

const RETURNS = [
  {
    ...RETURNED,
    id: 2,
    number: "DP-000002",
    receiptId: null,
    receiptNumber: null,
    note: "Caja golpeada",
    createdAt: "2026-11-28T11:30:00.000Z",
    lines: [
      { productId: 2, name: "Pastillas de freno", sku: "SKU-2", quantity: 2, stockAfter: 4 },
      { productId: null, name: "Bujía retirada", sku: "SKU-9", quantity: 1, stockAfter: 0 },
    ],
  },
  RETURNED,
];

async function openReturns() {
  await userEvent.click(await screen.findByRole("tab", { name: "Devoluciones" }));
}

/** 'Devoluciones': each return with its supplier, receipt (or none), lines, note and user. */
export const Devoluciones: Story = {
  parameters: { msw: { handlers: [...filled, answerWith("/api/supplier-returns", RETURNS)] } },
  play: async () => {
    await openReturns();
    const newest = await screen.findByRole("article", { name: "Devolución DP-000002" }, LOADED);
    await expect(newest).toHaveTextContent("Repuestos Andinos · Sin recepción");
    await expect(newest).toHaveTextContent("Pastillas de freno: −2 (stock 4)");
    await expect(newest).toHaveTextContent("Caja golpeada · Administrador");
    const older = screen.getByRole("article", { name: "Devolución DP-000001" });
    await expect(older).toHaveTextContent("Repuestos Andinos · Recepción RC-000001");
    await expect(older).toHaveTextContent("Filtro de aceite: −1 (stock 6)");
  },
};

export const DevolucionesVacias: Story = {
  parameters: { msw: { handlers: [...filled, emptyList("/api/supplier-returns")] } },
  play: async () => {
    await openReturns();
    await expectVisible(() => screen.findByText("No hay devoluciones a proveedores", {}, LOADED));
  },
};

export const DevolucionesConError: Story = {
  parameters: {
    msw: {
      handlers: [...filled, failWith("/api/supplier-returns", 500, "Error interno del servidor")],
    },
  },
  play: async () => {
    await openReturns();
    await expectVisible(() => screen.findByText("Error al cargar las devoluciones", {}, LOADED));
  },
};

export const DevolucionesTelefono: Story = {
  globals: phone,
  parameters: Devoluciones.parameters,
  play: async () => {
    await openReturns();
    await expectVisible(() => screen.findByText("DP-000002", {}, LOADED));
  },
};
