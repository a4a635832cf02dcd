// The whole route table inside Storybook: the guard's spinner, the redirects and the 404 page.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { loadingForever } from "@mocks/overrides";
import { SESSION_SPINNER_LABEL } from "../route-guard";
import { AppRoutes } from "./app-routes";

const meta = {
  title: "App/Routes",
  component: AppRoutes,
  parameters: { session: "admin", route: "/dashboard" },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each route's screen is its own lazily loaded chunk: on a busy machine it takes over a second. */
const LOADED = { timeout: 5000 };
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Dashboard", level: 1 }, LOADED);
  },
};

export const NotFound: Story = {
  parameters: { route: "/no-existe" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Página no encontrada" }, LOADED);
    await expect(canvas.getByRole("button", { name: "Volver atrás" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ir al Dashboard" })).toBeVisible();
  },
};

export const NotFoundPhone: Story = {
  parameters: { route: "/no-existe" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Página no encontrada" }, LOADED);
  },
};

export const NotFoundToDashboard: Story = {
  parameters: { route: "/no-existe" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Ir al Dashboard" }, LOADED));
    await canvas.findByRole("heading", { name: "Dashboard", level: 1 }, LOADED);
  },
};

/** A remembered session still being checked: the only case where the guard shows a spinner. */
export const SessionSpinner: Story = {
  parameters: { previousSession: true, msw: { handlers: [loadingForever("/api/user")] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(SESSION_SPINNER_LABEL, {}, LOADED);
  },
};

export const SignedOutGoesToLogin: Story = {
  parameters: { session: null, route: "/inventory" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("button", { name: "Iniciar Sesión" }, LOADED);
  },
};
