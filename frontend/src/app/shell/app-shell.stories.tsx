// The signed-in shell in every state: both roles, desktop and phone, light and dark, and with
// each panel open. Play functions wait for the session so the story is complete when it settles.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route, Routes } from "react-router-dom";
import { expect, screen, within } from "storybook/test";
import { DashboardPage } from "@/features/dashboard/components/dashboard-page";
import { AppShell, type ShellInitialState } from "./app-shell";

function ShellStory(initial: ShellInitialState) {
  return (
    <Routes>
      <Route element={<AppShell initial={initial} />}>
        <Route path="*" element={<DashboardPage />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: "App/Shell",
  component: ShellStory,
  parameters: { route: "/dashboard", session: "admin" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Dashboard", level: 1 });
  },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "phone", isRotated: false } };

export const AdminDesktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Dashboard", level: 1 });
    await expect(canvas.getByRole("link", { name: "Usuarios" })).toBeVisible();
  },
};

export const SalesDesktop: Story = {
  parameters: { session: "sales" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "Dashboard", level: 1 });
    await expect(canvas.queryByRole("link", { name: "Usuarios" })).toBeNull();
  },
};

export const AdminDesktopDark: Story = { globals: { theme: "dark" } };

export const SalesDesktopDark: Story = { parameters: { session: "sales" }, globals: { theme: "dark" } };

export const AdminPhone: Story = { globals: phone };

export const SalesPhone: Story = { parameters: { session: "sales" }, globals: phone };

export const PhoneDark: Story = { globals: { ...phone, theme: "dark" } };

export const ChatOpenDesktop: Story = { args: { chatOpen: true } };

export const ChatOpenPhone: Story = { args: { chatOpen: true }, globals: phone };

export const NotificationsOpen: Story = { args: { notificationsOpen: true } };

export const NotificationsOpenPhone: Story = { args: { notificationsOpen: true }, globals: phone };

export const DrawerOpenPhone: Story = { args: { drawerOpen: true }, globals: phone };

export const DrawerOpenPhoneSales: Story = {
  args: { drawerOpen: true },
  parameters: { session: "sales" },
  globals: phone,
};

/** The drawer holds the assistant panel too, as the desktop side bar does. */
export const DrawerWithChatPhone: Story = {
  args: { drawerOpen: true, chatOpen: true },
  globals: phone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { name: "Dashboard", level: 1 });
    const drawer = await screen.findByRole("dialog", { name: "WolfTracker" });
    await expect(within(drawer).getByRole("dialog", { name: "Asistente WolfTracker" })).toBeVisible();
    await expect(screen.getAllByRole("dialog", { name: "Asistente WolfTracker" })).toHaveLength(1);
  },
};

export const BottomBarSecondPage: Story = {
  args: { bottomPage: 1 },
  parameters: { route: "/settings" },
  globals: phone,
};
