import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { failWith, loadingForever } from "@mocks/overrides";
import type { ActiveSession } from "@/lib/api/types";
import { expectVisible } from "@/lib/testing/story-helpers";
import { ProfilePage } from "./profile-page";

const phone = { viewport: { value: "phone", isRotated: false } };
const SESSIONS = "/api/user/sessions";

const THIS_ONE: ActiveSession = {
  id: "a1b2c3d4e5f6a1b2c3d4e5f6",
  createdAt: "2025-03-10T12:30:00.000Z",
  lastSeenAt: "2025-03-10T15:45:00.000Z",
  device: "Chrome en Linux",
  current: true,
};
const OTHERS: ActiveSession[] = [
  {
    id: "f6e5d4c3b2a1f6e5d4c3b2a1",
    createdAt: "2025-03-10T08:05:00.000Z",
    lastSeenAt: "2025-03-10T14:10:00.000Z",
    device: "Safari en iOS",
    current: false,
  },
  {
    id: "0a9b8c7d6e5f0a9b8c7d6e5f",
    createdAt: "2025-03-09T13:00:00.000Z",
    lastSeenAt: "2025-03-09T18:20:00.000Z",
    device: "Firefox en Windows",
    current: false,
  },
];

/** The list answers several sessions until the others are ended, then this one alone. */
function severalUntilEnded() {
  const state = { ended: false };
  return {
    handlers: [
      http.get(SESSIONS, () => HttpResponse.json(state.ended ? [THIS_ONE] : [THIS_ONE, ...OTHERS])),
      http.delete(`${SESSIONS}/others`, () => {
        state.ended = true;
        return new HttpResponse(null, { status: 204 });
      }),
    ],
    /** Each render of the story starts with the other sessions open. */
    reset: () => {
      state.ended = false;
    },
  };
}

const several = severalUntilEnded();
const severalEnding = severalUntilEnded();

const meta = {
  title: "Profile/SesionesActivas",
  component: ProfilePage,
  parameters: { route: "/profile?tab=password" },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function sessionsSection() {
  const heading = await screen.findByRole("heading", { name: "Sesiones activas" }, { timeout: 6000 });
  return within(heading.closest("section")!);
}

export const Cargando: Story = {
  parameters: { msw: { handlers: [loadingForever(SESSIONS)] } },
  play: async () => {
    await expectVisible(() => screen.findByText("Cargando sesiones..."));
  },
};

export const SoloEstaSesion: Story = {
  parameters: { msw: { handlers: [http.get(SESSIONS, () => HttpResponse.json([THIS_ONE]))] } },
  play: async () => {
    const section = await sessionsSection();
    await expect(await section.findByText("Chrome en Linux")).toBeVisible();
    await expect(section.getByText("Esta sesión")).toBeVisible();
    await expect(section.getByText("No tienes otras sesiones abiertas.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Cerrar las demás sesiones" })).toBeDisabled();
  },
};

export const Varias: Story = {
  parameters: { msw: { handlers: several.handlers } },
  play: async () => {
    const section = await sessionsSection();
    await expect(await section.findByText("Safari en iOS")).toBeVisible();
    await expect(section.getAllByRole("listitem")).toHaveLength(3);
    await expect(section.getAllByText("Esta sesión")).toHaveLength(1);
    await expect(section.getByRole("button", { name: "Cerrar las demás sesiones" })).toBeEnabled();
  },
};

export const CerrandoLasDemas: Story = {
  parameters: { msw: { handlers: severalEnding.handlers } },
  beforeEach: severalEnding.reset,
  play: async () => {
    const section = await sessionsSection();
    await userEvent.click(await section.findByRole("button", { name: "Cerrar las demás sesiones" }));
    const alert = await screen.findByRole("alertdialog");
    await expect(within(alert).getByText(/¿Cerrar las otras 2 sesiones abiertas\?/)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Cerrar sesiones" }));
    await expectVisible(() => screen.findByText("Sesiones cerradas"));
    await waitFor(() => expect(section.queryByText("Safari en iOS")).toBeNull());
    await expect(section.getByText("No tienes otras sesiones abiertas.")).toBeVisible();
  },
};

export const ErrorAlCargar: Story = {
  parameters: { msw: { handlers: [failWith(SESSIONS, 500, "Error interno del servidor")] } },
  play: async () => {
    const section = await sessionsSection();
    await expect(await section.findByText("Error al cargar las sesiones")).toBeVisible();
    await expect(section.getByRole("button", { name: "Reintentar" })).toBeVisible();
  },
};

export const TelefonoVarias: Story = {
  globals: phone,
  parameters: { session: "sales", msw: { handlers: several.handlers } },
  play: async () => {
    const section = await sessionsSection();
    await expect(await section.findByText("Firefox en Windows")).toBeVisible();
    await expect(section.getByRole("button", { name: "Cerrar las demás sesiones" })).toBeVisible();
  },
};
