// Which address provider the screen uses: Google Places when a key is configured at build time,
// the offline one otherwise (and always in tests and stories, which set no key).
import type { AddressProvider } from "./address-provider";
import { createGooglePlacesProvider } from "./google-places-provider";
import { createOfflineAddressProvider } from "./offline-address-provider";

export function chooseAddressProvider(apiKey: string | undefined): AddressProvider {
  const key = apiKey?.trim();
  return key ? createGooglePlacesProvider(key) : createOfflineAddressProvider();
}

let provider: AddressProvider | null = null;

export function defaultAddressProvider(): AddressProvider {
  provider ??= chooseAddressProvider(import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined);
  return provider;
}
