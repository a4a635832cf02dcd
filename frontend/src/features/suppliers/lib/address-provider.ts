// Address suggestions for the supplier form through one small interface: the offline provider
// (bundled places) by default, Google Places only when VITE_GOOGLE_MAPS_API_KEY is set.

/** One part of an address, named like the maps service's components (locality, country...). */
export interface AddressComponent {
  type: "street_number" | "route" | "locality" | "administrative_area_level_1" | "country";
  name: string;
}

export interface AddressSuggestion {
  /** Opaque to the caller: handed back to details(). */
  id: string;
  /** What the list shows, e.g. 'Calle 10, Valencia, Carabobo, Venezuela'. */
  label: string;
}

export interface AddressDetails {
  formattedAddress: string;
  /** Number plus street ('' when the suggestion is a city or state alone). */
  street: string;
  /** The locality, or the first-level region when there is no locality. */
  city: string;
  country: string;
  components: AddressComponent[];
}

export interface AddressProvider {
  /** Address-type suggestions for what the user typed (empty for too short a text). */
  suggest(query: string): Promise<AddressSuggestion[]>;
  details(suggestionId: string): Promise<AddressDetails | null>;
}

export const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 5;

/** The city of an address: its locality, or its first-level region when it has none. */
export function cityOf(components: readonly AddressComponent[]): string {
  const find = (type: AddressComponent["type"]) => components.find((c) => c.type === type)?.name ?? "";
  return find("locality") || find("administrative_area_level_1");
}

/** The street as number plus street name, the way the form's address field takes it. */
export function streetOf(components: readonly AddressComponent[]): string {
  const number = components.find((c) => c.type === "street_number")?.name ?? "";
  const route = components.find((c) => c.type === "route")?.name ?? "";
  return [number, route].filter(Boolean).join(" ");
}
