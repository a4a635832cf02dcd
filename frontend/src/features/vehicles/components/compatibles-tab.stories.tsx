import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { EMPTY_SELECTION, type FitmentSelection } from "../lib/fitment-search";
import { CompatiblesTab, type CompatiblesTabProps } from "./compatibles-tab";
import { phone, storyMakes } from "./story-handlers";

// The tab is controlled by the page; here a small holder keeps the selection, starting from the
// story's `selection` arg. The mocks serve the seeded fitment: Spark (id 2) has brake pads, discs,
// filters…; Silverado (id 6) has no part linked.
function Holder({ makes, selection }: Pick<CompatiblesTabProps, "makes" | "selection">) {
  const [current, setCurrent] = useState<FitmentSelection>(selection);
  return <CompatiblesTab makes={makes} selection={current} onSelectionChange={setCurrent} />;
}

const spark2012: FitmentSelection = { makeKey: "brand-14", vehicleId: 2, year: 2012, engine: "" };

const meta = {
  title: "Vehicles/CompatiblesTab",
  component: CompatiblesTab,
  args: { makes: storyMakes, selection: spark2012, onSelectionChange: () => undefined },
  render: (args) => <Holder makes={args.makes} selection={args.selection} />,
  decorators: [
    (Story) => (
      <div className="vehicles-page" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompatiblesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

async function results() {
  return screen.findByRole("table", { name: "Repuestos compatibles" }, { timeout: 6000 });
}

/** Nothing chosen yet: the three selects and a prompt; only saved models are offered. */
export const EmptySelection: Story = {
  args: { selection: EMPTY_SELECTION },
  play: async () => {
    await expectVisible(() => screen.findByText("Elige el vehículo del cliente"));
    await expect(screen.getByLabelText("Modelo")).toBeDisabled();
    await expect(screen.getByLabelText("Año")).toBeDisabled();
    await expect(screen.getByLabelText(/Motor/)).toBeDisabled();
    // Chery has no saved model: it is not offered.
    const makes = within(screen.getByLabelText("Marca")).getAllByRole("option");
    await expect(makes.map((option) => option.textContent)).toEqual(["Selecciona una marca", "Chevrolet"]);
  },
};

/** The counter's question answered with the keyboard: make, model and year. */
export const ChooseByKeyboard: Story = {
  args: { selection: EMPTY_SELECTION },
  play: async () => {
    await userEvent.selectOptions(await screen.findByLabelText("Marca"), "Chevrolet");
    await userEvent.selectOptions(screen.getByLabelText("Modelo"), "Spark (2006 - 2019)");
    await userEvent.selectOptions(screen.getByLabelText("Año"), "2012");
    const table = await results();
    await expect(within(table).getByText("Pastillas de freno delanteras")).toBeVisible();
    await expect(
      screen.getByRole("heading", { name: "Repuestos compatibles con Chevrolet Spark 2012" }),
    ).toBeVisible();
  },
};

/** Spark 2012 with a 1.0 engine: parts noted "1.0L" and parts without a note fit. */
export const EngineChosen: Story = {
  args: { selection: { ...spark2012, engine: "1.0" } },
  play: async () => {
    await expect(
      await screen.findByRole("heading", {
        name: "Repuestos compatibles con Chevrolet Spark 2012, motor 1.0",
      }),
    ).toBeVisible();
    const table = await results();
    await expect(await within(table).findByText("Pastillas de freno delanteras")).toBeVisible();
    await expect(within(table).getByText("Disco de freno ventilado delantero")).toBeVisible();
  },
};

/** Another engine typed: the parts noted for the 1.0L are left out, those without a note stay. */
export const OtherEngineTyped: Story = {
  play: async () => {
    await results();
    await userEvent.type(screen.getByLabelText(/Motor/), "1.6");
    await expect(
      await screen.findByRole("heading", {
        name: "Repuestos compatibles con Chevrolet Spark 2012, motor 1.6",
      }),
    ).toBeVisible();
    const table = await results();
    await expect(await within(table).findByText("Disco de freno ventilado delantero")).toBeVisible();
    await expect(within(table).queryByText("Pastillas de freno delanteras")).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/vehicles/{id}/products")] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Buscando repuestos compatibles..."));
  },
};

/** Spark 2012: the fitting parts with SKU, brand, price in COP and stock, then the universal parts. */
export const Results: Story = {
  play: async () => {
    const table = await results();
    const row = within(table).getByText("Pastillas de freno delanteras").closest("tr")!;
    await expect(within(row).getByText(/\$\s?105\.000/)).toBeVisible();
    await expect(
      within(row).getByRole("link", { name: /Ver Pastillas de freno delanteras en inventario/ }),
    ).toHaveAttribute("href", expect.stringMatching(/^\/inventory\?product=\d+$/));
    await expect(within(table).queryByText("Pastillas de freno traseras")).toBeNull();
    await expect(screen.getByRole("heading", { name: "Repuestos universales" })).toBeVisible();
    await expectVisible(() => screen.findByRole("table", { name: "Repuestos universales" }));
  },
};

/** Spark 2008: the semi-metallic pads fit (2006-2009) and are low on stock (3 of 5). */
export const LowStock: Story = {
  args: { selection: { ...spark2012, year: 2008 } },
  play: async () => {
    const table = await results();
    const row = within(table).getByText("Pastillas de freno delanteras semimetálicas").closest("tr")!;
    await expect(within(row).getByText("Stock bajo")).toBeVisible();
  },
};

/** Silverado has no part linked. */
export const NoResults: Story = {
  args: { selection: { makeKey: "brand-14", vehicleId: 6, year: null, engine: "" } },
  play: async () => {
    await expectVisible(() =>
      screen.findByText("No hay repuestos compatibles registrados", {}, { timeout: 6000 }),
    );
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [failWith("/api/vehicles/{id}/products", 500, "Error interno del servidor")] },
  },
  play: async () => {
    await expectVisible(() =>
      screen.findByText("Error al cargar los repuestos compatibles", {}, { timeout: 8000 }),
    );
    await expect(screen.getByText("Error interno del servidor")).toBeVisible();
  },
};

export const NoUniversalParts: Story = {
  parameters: { msw: { handlers: [emptyList("/api/products")] } },
  play: async () => {
    await expectVisible(() => screen.findByText("No hay repuestos universales", {}, { timeout: 6000 }));
  },
};

export const Phone: Story = {
  globals: phone,
  play: async () => {
    const list = await screen.findByRole("list", { name: "Repuestos compatibles" }, { timeout: 6000 });
    await expect(within(list).getByText("Pastillas de freno delanteras")).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
