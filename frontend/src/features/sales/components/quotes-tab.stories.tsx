// The quotes list in each state: quotes vigente, vencida and convertida; one opened; none yet; none
// found; loading; the server failing.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";
import { answerWith, COUNTER_SHOP, emptyList, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { CONVERTED_QUOTE, EXPIRED_QUOTE, QUOTE } from "./quote-samples";
import { QuotesTab } from "./quotes-tab";
import "./sales.css";

const meta = {
  title: "Sales/QuotesTab",
  component: QuotesTab,
  args: { shop: COUNTER_SHOP, onConverted: fn() },
  parameters: { msw: { handlers: [answerWith("/api/quotes", [QUOTE, EXPIRED_QUOTE, CONVERTED_QUOTE])] } },
} satisfies Meta<typeof QuotesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async () => {
    await expectVisible(() => screen.findByRole("table", { name: "Cotizaciones" }));
    const table = within(screen.getByRole("table", { name: "Cotizaciones" }));
    for (const label of ["Vigente", "Vencida", "Convertida"])
      await expect(table.getByText(label)).toBeVisible();
    await expect(table.getByText("Cliente General")).toBeVisible();
    await expect(screen.getByLabelText("Estado")).toHaveValue("");
    await expect(screen.getByLabelText("Fecha")).toHaveValue("");
  },
};

// The phone: the table scrolls inside its frame; the filters wrap.
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async () => {
    await expectVisible(() => screen.findByRole("button", { name: "Ver cotización COT-000012" }));
  },
};

export const Opened: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Ver cotización COT-000009" }));
    await expectVisible(() => screen.findByRole("dialog", { name: "Cotización COT-000009" }));
    await expect(screen.getByText("Cotización vencida")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyList("/api/quotes")] } },
  play: async () => {
    await expect(await screen.findByText("No hay cotizaciones")).toBeVisible();
  },
};

export const NoneFound: Story = {
  parameters: { msw: { handlers: [emptyList("/api/quotes")] } },
  play: async () => {
    await userEvent.type(screen.getByLabelText("Buscar cotizaciones"), "COT-999");
    await expect(await screen.findByText("No se encontraron cotizaciones")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/quotes")] } },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [failWith("/api/quotes", 500, "Error interno del servidor")] } },
  play: async () => {
    await expect(await screen.findByText("Error al cargar las cotizaciones")).toBeVisible();
  },
};
