// Every state of the sign-in screen. The play functions drive the real form against the mocks.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, within } from "storybook/test";
import { answerWith, failWith, loadingForever } from "@mocks/overrides";
import { AUTH_MESSAGES } from "@rules/auth-messages";
import { REMEMBERED_USERNAME_KEY } from "@/lib/session/session-flags";
import { LoginPage } from "./auth-page";
import { expectVisible } from "@/lib/testing/story-helpers";

const meta = {
  title: "Auth/LoginPage",
  component: LoginPage,
  parameters: { session: null, route: "/auth" },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Dark: Story = { globals: { theme: "dark" } };

export const Phone: Story = { globals: { viewport: { value: "phone", isRotated: false } } };

export const Pending: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/login", "post")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Usuario o correo electrónico"), "admin");
    await userEvent.type(canvas.getByLabelText("Contraseña"), "admin123");
    await userEvent.click(canvas.getByRole("button", { name: "Iniciar Sesión" }));
    await expect(await canvas.findByRole("button", { name: "Iniciando sesión..." })).toBeDisabled();
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Iniciar Sesión" }));
    await expectVisible(() => screen.findByText("Error de validación"));
    await expect(screen.getByText("Por favor completa todos los campos")).toBeVisible();
  },
};

export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Usuario o correo electrónico"), "admin");
    await userEvent.type(canvas.getByLabelText("Contraseña"), "contraseña-incorrecta");
    await userEvent.click(canvas.getByRole("button", { name: "Iniciar Sesión" }));
    await expectVisible(() => screen.findByText("Error de inicio de sesión"));
  },
};

export const RememberedUser: Story = {
  beforeEach: () => {
    window.localStorage.setItem(REMEMBERED_USERNAME_KEY, "vendedor");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Usuario o correo electrónico")).toHaveValue("vendedor");
    await expect(canvas.getByRole("checkbox", { name: "Recordar usuario" })).toBeChecked();
  },
};

export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Contraseña"), "admin123");
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar contraseña" }));
    await expect(canvas.getByLabelText("Contraseña")).toHaveAttribute("type", "text");
  },
};

const CHALLENGE = {
  secondFactor: "totp",
  challenge: "reto-de-ejemplo",
  message: AUTH_MESSAGES.secondFactorNeeded,
};

async function passPasswordStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Usuario o correo electrónico"), "admin");
  await userEvent.type(canvas.getByLabelText("Contraseña"), "admin123");
  await userEvent.click(canvas.getByRole("button", { name: "Iniciar Sesión" }));
  await expectVisible(() => canvas.findByText("Verificación en dos pasos"));
  return canvas;
}

/** An account with a second factor: after the password, the six-digit code is asked. */
export const SecondFactorStep: Story = {
  parameters: { msw: { handlers: [answerWith("/api/login", CHALLENGE, "post")] } },
  play: async ({ canvasElement }) => {
    const canvas = await passPasswordStep(canvasElement);
    await expect(canvas.getByLabelText("Código de verificación")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Verificar" })).toBeEnabled();
  },
};

/** A wrong (or already used) code: the server's Spanish refusal under the field. */
export const SecondFactorWrongCode: Story = {
  parameters: {
    msw: {
      handlers: [
        answerWith("/api/login", CHALLENGE, "post"),
        failWith("/api/login/second-factor", 401, AUTH_MESSAGES.secondFactorWrong, "post"),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await passPasswordStep(canvasElement);
    await userEvent.type(canvas.getByLabelText("Código de verificación"), "000000");
    await userEvent.click(canvas.getByRole("button", { name: "Verificar" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.secondFactorWrong);
  },
};
