// The default address provider: works offline from the bundled places. What the user types is read
// as "street, place" or "street place": the longest trailing part that starts a place's name is the
// place, the rest is kept as the street.
import { ADDRESS_PLACES, type Place } from "../data/address-places";
import {
  MAX_SUGGESTIONS,
  MIN_QUERY_LENGTH,
  type AddressComponent,
  type AddressDetails,
  type AddressProvider,
  type AddressSuggestion,
} from "./address-provider";
import { normalizeText } from "./supplier";

interface Match {
  street: string;
  place: Place;
}

function startsAnyWord(name: string, needle: string): boolean {
  const normalized = normalizeText(name);
  return normalized.startsWith(needle) || normalized.split(/[\s.]+/).some((word) => word.startsWith(needle));
}

function placesStartingWith(text: string, places: readonly Place[]): Place[] {
  const needle = normalizeText(text);
  if (needle.length < MIN_QUERY_LENGTH) return [];
  return places.filter((place) => startsAnyWord(place.name, needle));
}

function cleanStreet(text: string): string {
  return text.trim().replace(/[,\s]+$/, "");
}

/** Splits the typed text into a street and the places its end could name. */
export function matchAddress(query: string, places: readonly Place[] = ADDRESS_PLACES): Match[] {
  const text = query.trim();
  if (normalizeText(text).length < MIN_QUERY_LENGTH) return [];
  const comma = text.lastIndexOf(",");
  if (comma >= 0) {
    const street = cleanStreet(text.slice(0, comma));
    return placesStartingWith(text.slice(comma + 1), places).map((place) => ({ street, place }));
  }
  const words = text.split(/\s+/);
  for (let start = 0; start < words.length; start += 1) {
    const found = placesStartingWith(words.slice(start).join(" "), places);
    if (found.length > 0) {
      const street = cleanStreet(words.slice(0, start).join(" "));
      return found.map((place) => ({ street, place }));
    }
  }
  return [];
}

export function componentsOf({ street, place }: Match): AddressComponent[] {
  const components: AddressComponent[] = [];
  if (street) components.push({ type: "route", name: street });
  if (place.kind === "city") components.push({ type: "locality", name: place.name });
  components.push({ type: "administrative_area_level_1", name: place.region });
  components.push({ type: "country", name: place.country });
  return components;
}

function formatted(match: Match): string {
  return componentsOf(match)
    .map((component) => component.name)
    .join(", ");
}

/** Suggestion ids carry the street and the place, so details() needs no state. */
function idOf({ street, place }: Match): string {
  return JSON.stringify([street, place.kind, place.name, place.region, place.country]);
}

function matchOf(id: string, places: readonly Place[]): Match | null {
  try {
    const [street, kind, name, region, country] = JSON.parse(id) as string[];
    const place = places.find(
      (p) => p.kind === kind && p.name === name && p.region === region && p.country === country,
    );
    return place && typeof street === "string" ? { street, place } : null;
  } catch {
    return null;
  }
}

export function createOfflineAddressProvider(places: readonly Place[] = ADDRESS_PLACES): AddressProvider {
  return {
    suggest(query) {
      const suggestions: AddressSuggestion[] = matchAddress(query, places)
        .slice(0, MAX_SUGGESTIONS)
        .map((match) => ({ id: idOf(match), label: formatted(match) }));
      return Promise.resolve(suggestions);
    },
    details(id) {
      const match = matchOf(id, places);
      if (!match) return Promise.resolve(null);
      const details: AddressDetails = {
        formattedAddress: formatted(match),
        street: match.street,
        city: match.place.kind === "city" ? match.place.name : match.place.region,
        country: match.place.country,
        components: componentsOf(match),
      };
      return Promise.resolve(details);
    },
  };
}
