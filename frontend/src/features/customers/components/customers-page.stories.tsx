import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, screen, waitFor, within } from "storybook/test";
import { emptyList, failWith, loadingForever } from "@mocks/overrides";
import { customerHasAccountMessage } from "@rules/credit-messages";
import { expectVisible } from "@/lib/testing/story-helpers";
import { CustomersPage } from "./customers-page";

const phone = { viewport: { value: "phone" } };

const meta = {
  title: "Customers/CustomersPage",
  component: CustomersPage,
  parameters: { route: "/customers" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Administrador sees every customer and may edit any of them. */
export const Administrador: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Clientes" })).toBeVisible();
    await expect(await canvas.findByText("14 de 14 clientes", {}, { timeout: 6000 })).toBeVisible();
    await expect(canvas.getByText("RIF: J-40123456-7")).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Editar Luis Hernández" })).toBeVisible();
    await expect(
      canvas.queryByText("(Solo puedes ver los clientes que has creado)", { exact: false }),
    ).toBeNull();
  },
};

/** A Vendedor sees only the customers they created. */
export const Vendedor: Story = {
  parameters: { session: "sales" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("(Solo puedes ver los clientes que has creado)", { exact: false }),
    ).toBeVisible();
    await expect(await canvas.findByText("5 de 5 clientes", {}, { timeout: 6000 })).toBeVisible();
    await expect(canvas.queryByText("Luis Hernández")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Editar José Rodríguez" })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [loadingForever("/api/customers")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Cargando clientes...")).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [failWith("/api/customers", 500, "Error interno del servidor")] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("Error al cargar clientes")).toBeVisible(), {
      timeout: 8000,
    });
    await expect(canvas.getByText("Error interno del servidor")).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [emptyList("/api/customers")] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No hay clientes registrados")).toBeVisible();
  },
};

export const SearchWithoutMatches: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("14 de 14 clientes", {}, { timeout: 6000 });
    await userEvent.type(canvas.getByLabelText("Buscar clientes"), "zzz-nadie");
    await expect(canvas.getByText("No se encontraron clientes con los filtros aplicados")).toBeVisible();
    await expect(canvas.getByText("0 de 14 clientes")).toBeVisible();
  },
};

export const FilterLegalPersons: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("14 de 14 clientes", {}, { timeout: 6000 });
    await userEvent.selectOptions(canvas.getByLabelText("Tipo de cliente"), "juridica");
    await expect(canvas.getByText("5 de 14 clientes")).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText("Tipo de documento"), "cedula");
    await expect(canvas.getByText("No se encontraron clientes con los filtros aplicados")).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Limpiar" })[0]!);
    await expect(canvas.getByText("14 de 14 clientes")).toBeVisible();
  },
};

export const NewCustomerNatural: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Nuevo Cliente" }));
    await expectVisible(() => screen.findByRole("heading", { name: "Nuevo Cliente" }));
    const dialog = within(await screen.findByRole("dialog"));
    await expectVisible(() => dialog.getByLabelText(/^Nombre/));
    await expect(dialog.getByLabelText(/^Apellido/)).toBeVisible();
    await expect(dialog.queryByLabelText(/^Razón Social/)).toBeNull();
  },
};

export const NewCustomerLegal: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Nuevo Cliente" }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.selectOptions(dialog.getByLabelText(/^Tipo de Cliente/), "juridica");
    await expectVisible(() => dialog.getByLabelText(/^Razón Social/));
    await expectVisible(() => dialog.getByText("Formato: J-12345678-9"));
    await expect(dialog.queryByLabelText(/^Apellido/)).toBeNull();
  },
};

export const RequiredFieldErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Nuevo Cliente" }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: "Crear Cliente" }));
    // The dialog may still be fading in: wait until each message is really visible.
    await expectVisible(() => dialog.getByText("El número de documento es obligatorio"));
    await expectVisible(() => dialog.getByText("El nombre es obligatorio para una persona natural"));
    await expectVisible(() => dialog.getByText("El apellido es obligatorio para una persona natural"));
  },
};

/** An e-mail that is not one is refused under its field, in the form's words; nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Nuevo Cliente" }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/^Número de Documento/), "V-99887766");
    await userEvent.type(dialog.getByLabelText(/^Nombre/), "Ana");
    await userEvent.type(dialog.getByLabelText(/^Apellido/), "Gil");
    await userEvent.type(dialog.getByLabelText(/^Email/), "esto no es un correo");
    await userEvent.click(dialog.getByRole("button", { name: "Crear Cliente" }));
    await expectVisible(() => dialog.getByText("El campo 'Email' no tiene un formato válido"));
    await expect(screen.queryByText("Cliente creado")).toBeNull();
  },
};

const storedBadEmail = {
  id: 501,
  customer_type: "natural",
  document_type: "cedula",
  document_number: "V-11222333",
  first_name: "Rosa",
  last_name: "Marín",
  business_name: null,
  tax_id: null,
  email: "rosa.marin.gmail",
  phone: null,
  address: null,
  city: null,
  state: null,
  postal_code: null,
  notes: null,
  created_by: 1,
  created_by_name: "Administrador",
  created_at: "2024-03-01T12:00:00.000Z",
};

/** A customer stored before e-mails were checked is still listed, and opens for correction. */
export const StoredInvalidEmail: Story = {
  parameters: {
    msw: { handlers: [http.get("/api/customers", () => HttpResponse.json({ data: [storedBadEmail] }))] },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("rosa.marin.gmail", {}, { timeout: 6000 })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Editar Rosa Marín" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Editar Cliente" }));
    await expect(dialog.getByLabelText(/^Email/)).toHaveValue("rosa.marin.gmail");
    await expectVisible(() => dialog.getByText("El campo 'Email' no tiene un formato válido"));
  },
};

/** The server's 409 for a document already registered, shown next to the field. */
export const DuplicateDocument: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Nuevo Cliente" }));
    const dialog = within(await screen.findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/^Número de Documento/), "V-12345678");
    await userEvent.type(dialog.getByLabelText(/^Nombre/), "Otro");
    await userEvent.type(dialog.getByLabelText(/^Apellido/), "Cliente");
    await userEvent.click(dialog.getByRole("button", { name: "Crear Cliente" }));
    await waitFor(() =>
      expect(dialog.getByText("Ya existe un cliente con ese tipo y número de documento")).toBeVisible(),
    );
  },
};

export const EditCustomer: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Editar José Rodríguez" }, { timeout: 6000 }),
    );
    await expectVisible(() => screen.findByRole("heading", { name: "Editar Cliente" }));
    await expect(within(await screen.findByRole("dialog")).getByLabelText(/^Nombre/)).toHaveValue("José");
  },
};

export const Details: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        "button",
        { name: "Ver detalles de Taller Mecánico El Pistón C.A." },
        { timeout: 6000 },
      ),
    );
    await expectVisible(() => screen.findByRole("heading", { name: "Detalles del Cliente" }));
    const dialog = within(await screen.findByRole("dialog"));
    await expectVisible(() => dialog.getByRole("button", { name: "Cerrar" }));
    await expect(dialog.getByRole("button", { name: "Editar" })).toBeVisible();
  },
};

export const DeleteQuestion: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Eliminar Ana Martínez" }, { timeout: 6000 }),
    );
    await expectVisible(() => screen.findByText("¿Está seguro que desea eliminar al cliente Ana Martínez?"));
  },
};

/** A customer whose account ('Crédito') has movements is kept: the server's 409 in the one toaster. */
export const DeleteRefusedAccount: Story = {
  parameters: {
    msw: {
      handlers: [failWith("/api/customers/{id}", 409, customerHasAccountMessage(11_600), "delete")],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Eliminar Ana Martínez" }, { timeout: 6000 }),
    );
    const alert = within(await screen.findByRole("alertdialog"));
    await userEvent.click(alert.getByRole("button", { name: "Eliminar" }));
    await expectVisible(() =>
      screen.findByText(/^No se puede eliminar el cliente: su cuenta de crédito tiene movimientos/),
    );
    await expect(screen.queryByText("Cliente eliminado")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Eliminar Ana Martínez" })).toBeVisible();
  },
};

export const PhoneAdministrador: Story = { globals: phone };

export const PhoneVendedor: Story = { parameters: { session: "sales" }, globals: phone };

export const Dark: Story = { globals: { theme: "dark" } };
