import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { ScannerView } from "./scanner-view";

// The camera scanner's states as ScannerView draws them (the dialog around it owns the camera).
const meta = {
  title: "Kit/ScannerView",
  component: ScannerView,
  args: {
    state: { kind: "scanning" },
    cameras: [],
    cameraId: null,
    onCameraChange: fn(),
    torchOn: null,
    onTorchChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCamera: Story = {
  args: { state: { kind: "no-camera" } },
  play: async () => {
    await expect(screen.getByText("No se encontró ninguna cámara")).toBeVisible();
    await expect(screen.queryByRole("button", { name: "Reintentar" })).toBeNull();
  },
};

export const PermissionRefused: Story = {
  args: { state: { kind: "denied" } },
  play: async ({ args }) => {
    await expect(screen.getByText("Permiso de cámara denegado")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const CameraFailed: Story = {
  args: { state: { kind: "failed" } },
  play: async () => {
    await expect(screen.getByText("No se pudo iniciar la cámara")).toBeVisible();
  },
};

export const Starting: Story = {
  args: { state: { kind: "starting" } },
  play: async () => {
    await expect(screen.getByText("Iniciando cámara...")).toBeVisible();
  },
};

/** Two cameras to choose from and a torch to switch on. */
export const Scanning: Story = {
  args: {
    cameras: [
      { deviceId: "front", label: "Cámara frontal" },
      { deviceId: "back", label: "Cámara trasera" },
    ],
    cameraId: "back",
    torchOn: false,
  },
  play: async ({ args }) => {
    await expect(screen.getByText("Apunta la cámara al código de barras o al código QR.")).toBeVisible();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Cámara" }), "front");
    await expect(args.onCameraChange).toHaveBeenCalledWith("front");
    await userEvent.click(screen.getByRole("button", { name: "Linterna" }));
    await expect(args.onTorchChange).toHaveBeenCalledWith(true);
  },
};

export const Found: Story = {
  args: { state: { kind: "found", message: "Filtro de combustible (OEM 16400-41B00)" } },
  play: async () => {
    await expect(screen.getByText("Producto encontrado")).toBeVisible();
    await expect(screen.getByText("Filtro de combustible (OEM 16400-41B00)")).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { state: { kind: "not-found", message: "Ningún producto tiene el código «ABC-000»." } },
  play: async () => {
    await expect(screen.getByText("Código no encontrado")).toBeVisible();
    await expect(screen.getByText("Ningún producto tiene el código «ABC-000».")).toBeVisible();
  },
};

export const NotFoundPhone: Story = {
  ...NotFound,
  globals: { viewport: { value: "phone", isRotated: false } },
};
