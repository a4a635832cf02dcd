// The heading of each screen, as far as it is fixed: the title, and the subtitle where it does not
// depend on data, on the URL or on who is signed in. The screens render it (PageHeader), and the
// screens listed here are the ones the build draws a first frame of into their own copy of
// index.html (app/screen-frames, build/vite-screen-skeletons.ts), so a phone paints the screen
// from the HTML while the scripts are still on their way.

export interface ScreenHeading {
  title: string;
  subtitle?: string;
}

export const SCREEN_HEADINGS = {
  dashboard: { title: "Dashboard", subtitle: "Resumen de actividad y estadísticas" },
  inventory: { title: "Inventario", subtitle: "Gestiona tus productos, stock y categorías" },
  sales: { title: "Ventas", subtitle: "Gestiona las ventas y transacciones" },
  customers: { title: "Clientes", subtitle: "Gestiona la información de tus clientes" },
  promotions: { title: "Promociones", subtitle: "Gestiona los descuentos y ofertas de tus productos" },
  vehicles: { title: "Gestión de Vehículos", subtitle: "Administra marcas y modelos compatibles" },
  suppliers: { title: "Proveedores", subtitle: "Gestiona tus proveedores y pedidos de mercancía" },
  performance: { title: "Rendimiento de Vendedores" },
  users: { title: "Usuarios", subtitle: "Administra los usuarios del sistema" },
  reports: { title: "Reportes" },
  profile: { title: "Mi Perfil", subtitle: "Administra tu información personal y preferencias" },
  settings: { title: "Configuración", subtitle: "Administra las preferencias del sistema" },
  search: { title: "Búsqueda", subtitle: "Productos, marcas, vehículos y categorías" },
  labels: { title: "Etiquetas", subtitle: "Gestiona las plantillas y tamaños de tus etiquetas" },
  purchases: { title: "Compras", subtitle: "Órdenes de compra y recepción de mercancía" },
  "cash-register": { title: "Caja", subtitle: "Apertura, movimientos y cierre de caja" },
  accounts: { title: "Cuentas", subtitle: "Crédito de los clientes: saldos, abonos y estados de cuenta" },
} as const satisfies Record<string, ScreenHeading>;

export type ScreenWithHeading = keyof typeof SCREEN_HEADINGS;
