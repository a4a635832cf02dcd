// Google Places behind the AddressProvider interface. The Maps script is loaded on first use and
// only when a key is configured (VITE_GOOGLE_MAPS_API_KEY): by default and in tests nothing is
// fetched from outside. Only the few Maps types used here are declared.
import {
  MAX_SUGGESTIONS,
  MIN_QUERY_LENGTH,
  cityOf,
  streetOf,
  type AddressComponent,
  type AddressProvider,
} from "./address-provider";

interface GooglePrediction {
  place_id: string;
  description: string;
}
interface GoogleAddressComponent {
  long_name: string;
  types: string[];
}
interface GooglePlace {
  formatted_address?: string;
  address_components?: GoogleAddressComponent[];
}
interface GooglePlacesLibrary {
  AutocompleteService: new () => {
    getPlacePredictions(
      request: { input: string; types: string[]; componentRestrictions: { country: string[] } },
      callback: (predictions: GooglePrediction[] | null, status: string) => void,
    ): void;
  };
  PlacesService: new (container: HTMLElement) => {
    getDetails(
      request: { placeId: string; fields: string[] },
      callback: (place: GooglePlace | null, status: string) => void,
    ): void;
  };
}
interface GoogleWindow {
  google?: { maps?: { places?: GooglePlacesLibrary } };
}

const KNOWN_TYPES: readonly AddressComponent["type"][] = [
  "street_number",
  "route",
  "locality",
  "administrative_area_level_1",
  "country",
];

let loading: Promise<GooglePlacesLibrary> | null = null;

function loadPlaces(apiKey: string): Promise<GooglePlacesLibrary> {
  loading ??= new Promise<GooglePlacesLibrary>((resolve, reject) => {
    const existing = (window as GoogleWindow).google?.maps?.places;
    if (existing) return resolve(existing);
    const script = document.createElement("script");
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&language=es`;
    script.async = true;
    script.onload = () => {
      const places = (window as GoogleWindow).google?.maps?.places;
      if (places) resolve(places);
      else reject(new Error("Google Places no está disponible"));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("No se pudo cargar Google Maps"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Maps components to the interface's, keeping the types the form uses. */
export function toComponents(raw: readonly GoogleAddressComponent[]): AddressComponent[] {
  const components: AddressComponent[] = [];
  for (const type of KNOWN_TYPES) {
    const found = raw.find((component) => component.types.includes(type));
    if (found) components.push({ type, name: found.long_name });
  }
  return components;
}

export function createGooglePlacesProvider(apiKey: string): AddressProvider {
  return {
    async suggest(query) {
      if (query.trim().length < MIN_QUERY_LENGTH) return [];
      const places = await loadPlaces(apiKey);
      const service = new places.AutocompleteService();
      return new Promise((resolve) => {
        service.getPlacePredictions(
          { input: query, types: ["address"], componentRestrictions: { country: ["ve", "co"] } },
          (predictions) =>
            resolve(
              (predictions ?? [])
                .slice(0, MAX_SUGGESTIONS)
                .map((p) => ({ id: p.place_id, label: p.description })),
            ),
        );
      });
    },
    async details(placeId) {
      const places = await loadPlaces(apiKey);
      const service = new places.PlacesService(document.createElement("div"));
      return new Promise((resolve) => {
        service.getDetails(
          { placeId, fields: ["address_components", "formatted_address", "geometry"] },
          (place) => {
            if (!place) return resolve(null);
            const components = toComponents(place.address_components ?? []);
            resolve({
              formattedAddress: place.formatted_address ?? "",
              street: streetOf(components),
              city: cityOf(components),
              country: components.find((c) => c.type === "country")?.name ?? "",
              components,
            });
          },
        );
      });
    },
  };
}
