import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import type { Backup, BackupList } from "@contract/types";
import { answerWith, failWith, loadingForever } from "@mocks/overrides";
import { expectVisible } from "@/lib/testing/story-helpers";
import { BackupsPanel } from "./backups-panel";

const phone = { viewport: { value: "phone", isRotated: false } };

const copy = (name: string, createdAt: string, size: number): Backup => ({
  name,
  createdAt,
  size,
  engine: "sqlite",
  migration: "20250101000700_product_search_text_updates",
  contents: { products: 70, fitments: 63, customers: 14, users: 3, sales: 120, images: 2, imageBytes: 8000 },
});

const LIST: BackupList = {
  items: [
    copy("backup-20261125-030000-000.tar.gz", "2026-11-25T03:00:00.000Z", 52_428_800),
    copy("backup-20261124-030000-000.tar.gz", "2026-11-24T03:00:00.000Z", 51_200_000),
  ],
  running: null,
  lastFailure: null,
  keep: 14,
  schedule: "daily",
};

const meta = {
  title: "Settings/BackupsPanel",
  component: BackupsPanel,
  parameters: { route: "/settings" },
} satisfies Meta<typeof BackupsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cargando: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/backups")] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Cargando copias de seguridad..."));
  },
};

export const SinCopias: Story = {
  play: async () => {
    await expectVisible(() => screen.findByText("Todavía no hay copias de seguridad"));
    await expect(screen.getByRole("button", { name: "Crear copia ahora" })).toBeEnabled();
  },
};

export const ConCopias: Story = {
  parameters: { msw: { handlers: [answerWith("/api/backups", LIST)] } },
  play: async () => {
    const table = await screen.findByRole("table", { name: "Copias de seguridad" });
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
    await expect(within(table).getAllByText(/70 productos · 14 clientes · 120 ventas/)).toHaveLength(2);
    await expect(within(table).getByText("50,0 MB")).toBeVisible();
    const download = within(table).getAllByRole("button", { name: /Descargar la copia del/ })[0]!;
    await expect(download).toHaveAttribute("href", "/api/backups/backup-20261125-030000-000.tar.gz/download");
    await expect(screen.getByText(/Se conservan las 14 más recientes/)).toBeVisible();
  },
};

export const ErrorAlCargar: Story = {
  parameters: { msw: { handlers: [failWith("/api/backups", 500, "Error interno del servidor")] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Error al cargar las copias de seguridad"));
    await expect(screen.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};

export const Creando: Story = {
  parameters: {
    msw: {
      handlers: [
        loadingForever("/api/backups", "post"),
        answerWith("/api/backups", {
          ...LIST,
          running: { startedAt: "2026-11-25T21:00:00.000Z", phase: "archive", percent: 62 },
        }),
      ],
    },
  },
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Crear copia ahora" }));
    await expectVisible(() => screen.findByText("Comprimiendo la copia... 62%"));
    await expect(screen.getByRole("button", { name: "Crear copia ahora" })).toBeDisabled();
  },
};

export const CreadaConLosMocks: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole("button", { name: "Crear copia ahora" }));
    await expectVisible(() => screen.findByText("Copia de seguridad creada"));
    const table = await screen.findByRole("table", { name: "Copias de seguridad" });
    await expect(within(table).getAllByRole("row")).toHaveLength(2);
  },
};

export const UltimaCopiaFallida: Story = {
  parameters: {
    msw: {
      handlers: [
        answerWith("/api/backups", {
          ...LIST,
          lastFailure: { at: "2026-11-26T03:00:00.000Z", message: "ENOSPC: no queda espacio en el disco" },
        }),
      ],
    },
  },
  play: async () => {
    await expectVisible(() => screen.findByText("La última copia de seguridad falló"));
    await expect(screen.getByText(/ENOSPC: no queda espacio en el disco/)).toBeVisible();
  },
};

export const Telefono: Story = {
  globals: phone,
  parameters: { msw: { handlers: [answerWith("/api/backups", LIST)] } },
};
