// The three sample suppliers the screen starts with, also used by its stories
// and tests. Local data: nothing is loaded from or saved to a server.
import type { Supplier } from "../lib/supplier";

export const SAMPLE_SUPPLIERS: readonly Supplier[] = [
  {
    id: 1,
    name: "Autopartes del Caribe C.A.",
    contactPerson: "María González",
    email: "ventas@autopartescaribe.com",
    phone: "+58 212-555-0142",
    address: "Av. Francisco de Miranda 45",
    city: "Caracas",
    country: "Venezuela",
    status: "active",
    rating: 4,
    productsCount: 156,
    ordersCount: 23,
  },
  {
    id: 2,
    name: "Repuestos Andinos S.A.S.",
    contactPerson: "Juan Carlos Restrepo",
    email: "pedidos@repuestosandinos.co",
    phone: "+57 604 444 1200",
    address: "Carrera 50 #30-15",
    city: "Medellín",
    country: "Colombia",
    status: "active",
    rating: 5,
    productsCount: 89,
    ordersCount: 12,
  },
  {
    id: 3,
    name: "Distribuidora Frenos y Más",
    contactPerson: null,
    email: "info@frenosymas.com",
    phone: "+58 261-555-0190",
    address: "Calle 72 con Av. 3E",
    city: "Maracaibo",
    country: "Venezuela",
    status: "inactive",
    rating: null,
    productsCount: 34,
    ordersCount: 5,
  },
];
