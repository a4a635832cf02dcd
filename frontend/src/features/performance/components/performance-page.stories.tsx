import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PerformancePage } from "./performance-page";

const phone = { viewport: { value: "phone", isRotated: false } };
const phoneWidth: Decorator = (Story) => (
  <div style={{ width: 375, maxWidth: "100%" }}>
    <Story />
  </div>
);

const meta = {
  title: "Performance/PerformancePage",
  component: PerformancePage,
  parameters: { route: "/performance" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PerformancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card whose heading is `title`. */
function card(canvasElement: HTMLElement, title: string): HTMLElement {
  const heading = within(canvasElement).getByRole("heading", { name: title });
  return heading.closest(".perf-card") as HTMLElement;
}

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Rendimiento de Vendedores", level: 1 })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Periodo" })).toHaveValue("current-month");
    const total = within(card(canvasElement, "Ventas Totales"));
    await expect(total.getByText("$ 38.040")).toBeVisible();
    await expect(total.getByText("81%")).toBeVisible();
    await expect(total.getByText("de $ 47.000", { exact: false })).toBeVisible();
    await expect(total.getByText("+12.3%")).toBeVisible();
    await expect(total.getByText("vs mes anterior ($ 33.870)", { exact: false })).toBeVisible();
    const stats = within(card(canvasElement, "Estadísticas Generales"));
    await expect(stats.getByText("111")).toBeVisible();
    await expect(stats.getByText("$ 342,70")).toBeVisible();
    await expect(stats.getByText("68%")).toBeVisible();
    await expect(stats.getByText("20")).toBeVisible();
    await expect(stats.getByText("Abril 2025")).toBeVisible();
    const top = within(card(canvasElement, "Mejores Vendedores"));
    const names = top.getAllByRole("listitem").map((item) => item.querySelector("strong")?.textContent);
    await expect(names).toEqual(["Carlos Pérez", "María González", "Jorge Ramírez"]);
    await expect(canvas.getByText("Ventas vs Meta")).toBeVisible();
    // The charts are canvas drawings, each one named image: drawn once the browser is idle.
    for (const name of ["Gráfico de ventas contra meta por mes", "Gráfico de ventas por categoría"]) {
      const chart = canvas.getByRole("img", { name });
      await waitFor(() => expect(chart.querySelector("canvas")?.width ?? 0).toBeGreaterThan(0));
    }
  },
};

export const TopSellersLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Ver todos los vendedores" }));
    await expect(canvas.getByRole("tab", { name: "Vendedores" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("searchbox", { name: "Buscar vendedor" })).toBeVisible();
  },
};

export const Sellers: Story = {
  args: { initialTab: "sellers" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual(["Carlos Pérez", "María González", "Jorge Ramírez"]);
    const carlos = within(card(canvasElement, "Carlos Pérez"));
    await expect(carlos.getByText("+18.4%")).toBeVisible();
    await expect(carlos.getByText("$ 792")).toBeVisible();
    await expect(carlos.getByText("106%")).toBeVisible();
    await expect(carlos.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await expect(within(card(canvasElement, "Jorge Ramírez")).getByText("Gerente")).toBeVisible();
    await expect(within(card(canvasElement, "María González")).getByText("0.0%")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "Año" })).toHaveValue("2025");
  },
};

export const SellersSearch: Story = {
  args: { initialTab: "sellers", initialSearch: "maria" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "María González",
    ]);
  },
};

export const SellersEmpty: Story = {
  args: { initialTab: "sellers", initialSearch: "zzz" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No se encontraron vendedores")).toBeVisible();
  },
};

export const Goals: Story = {
  args: { initialTab: "goals" },
  play: async ({ canvasElement }) => {
    const carlos = within(card(canvasElement, "Carlos Pérez"));
    await expect(carlos.getByText("$ 15.000")).toBeVisible();
    await expect(carlos.getByText("20")).toBeVisible();
    for (const name of ["Histórico", "Editar Meta", "Nueva Meta"]) {
      await expect(carlos.getByRole("button", { name })).toBeVisible();
    }
  },
};

export const GoalsDialogOpen: Story = {
  args: { initialDialogOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole("dialog", { name: "Establecer Metas" });
    const inDialog = within(dialog);
    await expect(inDialog.getByRole("combobox", { name: "Mes" })).toHaveValue("4");
    await expect(inDialog.getByRole("combobox", { name: "Año" })).toHaveValue("2025");
    await expect(inDialog.getByRole("slider", { name: "Meta de ventas de Carlos Pérez" })).toHaveAttribute(
      "aria-valuenow",
      "15000",
    );
    await expect(inDialog.getByRole("slider", { name: "Meta de unidades de Carlos Pérez" })).toHaveAttribute(
      "aria-valuenow",
      "55",
    );
  },
};

/** Raise Carlos's target with the keyboard, save, see the celebration, land on Metas. */
export const SaveGoals: Story = {
  args: { initialDialogOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = within(await body.findByRole("dialog", { name: "Establecer Metas" }));
    const slider = dialog.getByRole("slider", { name: "Meta de ventas de Carlos Pérez" });
    slider.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    // The dialog fades in: wait for the end of its transition.
    await waitFor(() => expect(dialog.getByText("Meta de ventas: $ 17.000")).toBeVisible());
    await userEvent.click(dialog.getByRole("button", { name: "Guardar Metas" }));
    await expect(dialog.getByRole("button", { name: "¡Metas guardadas!" })).toBeVisible();
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull(), { timeout: 4000 });
    await expect(body.getByRole("tab", { name: "Metas" })).toHaveAttribute("aria-selected", "true");
    await expect(within(card(document.body, "Carlos Pérez")).getByText("$ 17.000")).toBeVisible();
  },
};

export const OverviewDark: Story = { globals: { theme: "dark" } };

export const SellersDark: Story = { args: { initialTab: "sellers" }, globals: { theme: "dark" } };

export const GoalsDialogDark: Story = { args: { initialDialogOpen: true }, globals: { theme: "dark" } };

export const OverviewPhone: Story = { globals: phone, decorators: [phoneWidth] };

export const SellersPhone: Story = {
  args: { initialTab: "sellers" },
  globals: phone,
  decorators: [phoneWidth],
};

export const GoalsPhoneDark: Story = {
  args: { initialTab: "goals" },
  globals: { ...phone, theme: "dark" },
  decorators: [phoneWidth],
};

export const GoalsDialogPhone: Story = {
  args: { initialDialogOpen: true },
  globals: phone,
  decorators: [phoneWidth],
};
