// Every state of 'Autenticación de dos factores' in 'Mi Perfil': off, required of an
// Administrador, enrolling (QR code and key), a wrong code, the recovery codes shown once, on (with
// and without the switch-off), and switching it off (with a refusal).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AUTH_MESSAGES } from "@rules/auth-messages";
import { TWO_FACTOR_TEXT } from "../lib/two-factor-text";
import { TwoFactorPanel } from "./two-factor-panel";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const ENROLMENT = {
  secret: SECRET,
  otpauthUri: `otpauth://totp/Repuestos%3Aadmin?secret=${SECRET}&issuer=Repuestos&algorithm=SHA1&digits=6&period=30`,
};
const noop = () => undefined;

const meta = {
  title: "Profile/TwoFactorPanel",
  component: TwoFactorPanel,
  args: {
    view: { kind: "status", status: { enabled: false, required: false, recoveryCodesLeft: 0 } },
    pending: false,
    error: null,
    onStart: noop,
    onConfirm: noop,
    onCancel: noop,
    onRecoverySaved: noop,
    onAskDisable: noop,
    onDisable: noop,
  },
} satisfies Meta<typeof TwoFactorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: TWO_FACTOR_TEXT.start })).toBeEnabled();
  },
};

export const RequiredOfAdministrador: Story = {
  args: { view: { kind: "status", status: { enabled: false, required: true, recoveryCodesLeft: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(TWO_FACTOR_TEXT.required)).toBeVisible();
  },
};

export const Enrolling: Story = {
  args: { view: { kind: "enrolling", enrolment: ENROLMENT } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("img", { name: "Código QR para la aplicación de autenticación" }),
    ).toBeVisible();
    await expect(canvas.getByText(SECRET)).toBeVisible();
    await expect(canvas.getByLabelText(TWO_FACTOR_TEXT.codeLabel)).toBeVisible();
  },
};

export const EnrollingWrongCode: Story = {
  args: { view: { kind: "enrolling", enrolment: ENROLMENT }, error: AUTH_MESSAGES.twoFactorEnrolCodeWrong },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      AUTH_MESSAGES.twoFactorEnrolCodeWrong,
    );
  },
};

export const RecoveryCodes: Story = {
  args: {
    view: {
      kind: "recovery",
      codes: Array.from({ length: 10 }, (_, n) => `abcd${n}-efgh${n}`),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("abcd0-efgh0")).toBeVisible();
    await expect(canvas.getByRole("button", { name: TWO_FACTOR_TEXT.recoveryDone })).toBeVisible();
  },
};

export const On: Story = {
  args: { view: { kind: "status", status: { enabled: true, required: true, recoveryCodesLeft: 9 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Te quedan 9 códigos de recuperación/)).toBeVisible();
    // Required of an Administrador: no switch-off offered.
    await expect(canvas.queryByRole("button", { name: TWO_FACTOR_TEXT.disable })).toBeNull();
  },
};

export const OnCanSwitchOff: Story = {
  args: { view: { kind: "status", status: { enabled: true, required: false, recoveryCodesLeft: 10 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: TWO_FACTOR_TEXT.disable })).toBeEnabled();
  },
};

export const SwitchingOff: Story = {
  args: { view: { kind: "disabling" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(TWO_FACTOR_TEXT.currentPasswordLabel)).toBeVisible();
    await expect(canvas.getByLabelText(TWO_FACTOR_TEXT.disableCodeLabel)).toBeVisible();
    await expect(canvas.getByRole("button", { name: TWO_FACTOR_TEXT.disableConfirm })).toBeEnabled();
  },
};

export const SwitchingOffWrongCode: Story = {
  args: { view: { kind: "disabling" }, error: AUTH_MESSAGES.secondFactorWrong },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(AUTH_MESSAGES.secondFactorWrong);
  },
};
