import { describe, expect, it } from "vitest";
import { cityOf, streetOf } from "./address-provider";
import { chooseAddressProvider } from "./default-address-provider";
import { toComponents } from "./google-places-provider";
import { createOfflineAddressProvider, matchAddress } from "./offline-address-provider";

describe("offline address provider", () => {
  const provider = createOfflineAddressProvider();

  it("suggests Venezuelan and Colombian cities from a partial name, accents optional", async () => {
    const labels = (await provider.suggest("bogo")).map((s) => s.label);
    expect(labels).toContain("Bogotá, Bogotá D.C., Colombia");
    const valencia = (await provider.suggest("Valen")).map((s) => s.label);
    expect(valencia[0]).toBe("Valencia, Carabobo, Venezuela");
  });

  it("keeps the typed street before the place, with or without a comma", async () => {
    const withComma = await provider.suggest("Av. Bolívar 12, Maracai");
    expect(withComma.map((s) => s.label)).toEqual(["Av. Bolívar 12, Maracaibo, Zulia, Venezuela"]);
    const withoutComma = matchAddress("Carrera 7 #45-10 Medell");
    expect(withoutComma).toHaveLength(1);
    expect(withoutComma[0]).toMatchObject({ street: "Carrera 7 #45-10", place: { name: "Medellín" } });
  });

  it("gives details: formatted address, street, city and country", async () => {
    const [first] = await provider.suggest("Calle 72, Maracaibo");
    const details = await provider.details(first!.id);
    expect(details).toEqual({
      formattedAddress: "Calle 72, Maracaibo, Zulia, Venezuela",
      street: "Calle 72",
      city: "Maracaibo",
      country: "Venezuela",
      components: [
        { type: "route", name: "Calle 72" },
        { type: "locality", name: "Maracaibo" },
        { type: "administrative_area_level_1", name: "Zulia" },
        { type: "country", name: "Venezuela" },
      ],
    });
  });

  it("uses the state as the city when a state is chosen", async () => {
    const suggestions = await provider.suggest("Cundinamarca");
    const details = await provider.details(suggestions[0]!.id);
    expect(details).toMatchObject({ city: "Cundinamarca", country: "Colombia", street: "" });
  });

  it("answers nothing for short or unknown text, and null for a bad id", async () => {
    expect(await provider.suggest("a")).toEqual([]);
    expect(await provider.suggest("Springfield")).toEqual([]);
    expect(await provider.details("not-an-id")).toBeNull();
  });

  it("suggests at most five places", async () => {
    expect((await provider.suggest("San")).length).toBeLessThanOrEqual(5);
  });
});

describe("address components", () => {
  it("city is the locality, else the first-level region; street is number plus street", () => {
    const components = toComponents([
      { long_name: "45", types: ["street_number"] },
      { long_name: "Avenida Urdaneta", types: ["route"] },
      { long_name: "Distrito Capital", types: ["administrative_area_level_1", "political"] },
      { long_name: "Venezuela", types: ["country", "political"] },
      { long_name: "1010", types: ["postal_code"] },
    ]);
    expect(streetOf(components)).toBe("45 Avenida Urdaneta");
    expect(cityOf(components)).toBe("Distrito Capital");
    expect(cityOf([...components, { type: "locality", name: "Caracas" }])).toBe("Caracas");
  });
});

describe("chooseAddressProvider", () => {
  it("is the offline provider without a key (nothing is fetched)", async () => {
    const provider = chooseAddressProvider(undefined);
    expect((await provider.suggest("Cali")).map((s) => s.label)).toContain("Cali, Valle del Cauca, Colombia");
    expect((await chooseAddressProvider("  ").suggest("Cali")).length).toBeGreaterThan(0);
  });
});
