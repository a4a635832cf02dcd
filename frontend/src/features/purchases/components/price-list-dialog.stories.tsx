import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { expectVisible } from "@/lib/testing/story-helpers";
import { answerWith, counterModeOn, emptyList, failWith } from "@mocks/overrides";
import { PurchasesPage } from "./purchases-page";

const phone = { viewport: { value: "phone", isRotated: false } };

const UPLOAD = {
  id: "lista-1",
  fileName: "lista-andinos.csv",
  state: "ready",
  headers: ["Código", "Descripción", "Precio ($)"],
  suggestedMapping: ["sku", "name", "costPrice"],
  rowsTotal: 3,
  rowsDone: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  refused: 0,
  message: null,
};

const REVIEWED = {
  applied: false,
  rowsTotal: 3,
  changed: 2,
  unchanged: 0,
  changes: [
    {
      line: 2,
      code: "FA-100",
      productId: 1,
      sku: "FA-100",
      name: "Filtro de aceite",
      oldCostPrice: 10000,
      newCostPrice: 12050,
      oldSellingPrice: 15000,
      newSellingPrice: 18075,
    },
    {
      line: 3,
      code: "AND-77",
      productId: 2,
      sku: "PF-200",
      name: "Pastillas de freno",
      oldCostPrice: 20000,
      newCostPrice: 21000,
      oldSellingPrice: 30000,
      newSellingPrice: 31500,
    },
  ],
  unknownCodes: [{ line: 4, code: "XZ-999" }],
  problems: [],
  problemsTotal: 0,
};

const WITH_ERRORS = {
  ...REVIEWED,
  changed: 1,
  changes: REVIEWED.changes.slice(0, 1),
  problems: [{ line: 3, column: "Precio ($)", message: "El costo debe ser un número mayor o igual a 0" }],
  problemsTotal: 1,
};

const PRICE_LIST = "/api/product-imports/{importId}/price-list" as const;
const page = [
  counterModeOn(),
  emptyList("/api/purchase-orders"),
  emptyList("/api/purchase-receipts"),
  emptyList("/api/suppliers"),
];

const meta = {
  title: "Purchases/PriceListDialog",
  component: PurchasesPage,
  parameters: { route: "/purchases" },
} satisfies Meta<typeof PurchasesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openAndUpload() {
  await userEvent.click(await screen.findByRole("button", { name: "Importar lista de precios" }));
  const dialog = await screen.findByRole("dialog", { name: "Importar lista de precios" });
  const file = new File(["Código;Descripción;Precio ($)\nFA-100;Filtro;120,50\n"], "lista-andinos.csv", {
    type: "text/csv",
  });
  await userEvent.upload(within(dialog).getByLabelText("Archivo de la lista de precios"), file);
  return dialog;
}

/** The columns guessed from the headers, the review with old → new prices and the unknown code. */
export const ListaRevisada: Story = {
  parameters: {
    msw: {
      handlers: [
        ...page,
        answerWith("/api/product-imports", UPLOAD, "post"),
        answerWith(PRICE_LIST, REVIEWED, "post"),
      ],
    },
  },
  play: async () => {
    const dialog = await openAndUpload();
    await expectVisible(() => within(dialog).findByLabelText("Columna del código"));
    await expect(within(dialog).getByLabelText("Columna del costo")).toHaveValue("2");
    await userEvent.click(within(dialog).getByLabelText(/Actualizar también los precios de venta/));
    await userEvent.click(within(dialog).getByRole("button", { name: "Revisar" }));
    await expectVisible(() => within(dialog).findByText("3 filas en la lista"));
    await expect(within(dialog).getByRole("columnheader", { name: "Precio de venta" })).toBeVisible();
    await expect(within(dialog).getByText(/XZ-999 \(fila 4\)/)).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Aplicar precios" })).toBeEnabled();
  },
};

/** A row with errors: shown in Spanish with its line and column, and the list cannot be applied. */
export const ListaConErrores: Story = {
  parameters: {
    msw: {
      handlers: [
        ...page,
        answerWith("/api/product-imports", UPLOAD, "post"),
        answerWith(PRICE_LIST, WITH_ERRORS, "post"),
      ],
    },
  },
  play: async () => {
    const dialog = await openAndUpload();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Revisar" }));
    await expectVisible(() =>
      within(dialog).findByText("Fila 3, Precio ($): El costo debe ser un número mayor o igual a 0"),
    );
    await expect(within(dialog).getByRole("button", { name: "Aplicar precios" })).toBeDisabled();
  },
};

/** A file the server cannot read: its Spanish reason stays in the dialog. */
export const ArchivoRechazado: Story = {
  parameters: {
    msw: {
      handlers: [
        ...page,
        failWith("/api/product-imports", 400, "El archivo no tiene filas de productos", "post"),
      ],
    },
  },
  play: async () => {
    const dialog = await openAndUpload();
    await expectVisible(() => within(dialog).findByText("El archivo no tiene filas de productos"));
    await expect(within(dialog).getByRole("button", { name: "Revisar" })).toBeDisabled();
  },
};

export const ListaRevisadaTelefono: Story = {
  globals: phone,
  parameters: ListaRevisada.parameters,
  play: async () => {
    const dialog = await openAndUpload();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Revisar" }));
    await expectVisible(() => within(dialog).findByText("Filtro de aceite"));
  },
};
