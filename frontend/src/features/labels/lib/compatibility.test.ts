import { describe, expect, it } from "vitest";
import type { ProductFitment } from "@/lib/api/types";
import { fitmentYears } from "@/lib/vehicle-years";
import { compatibilityText, mapBounded, modelName } from "./compatibility";

const fit = (
  brandName: string,
  vehicleName: string,
  yearFrom: number | null,
  yearTo: number | null,
  engine: string | null = null,
): ProductFitment => ({
  vehicleId: 1,
  vehicleName,
  brandId: 1,
  brandName,
  yearFrom,
  yearTo,
  engine,
});

describe("compatibility line", () => {
  it("names the years as the catalogue does", () => {
    expect(fitmentYears(2010, 2015)).toBe("2010 - 2015");
    expect(fitmentYears(2012, 2012)).toBe("2012");
    expect(fitmentYears(2010, null)).toBe("2010 - Actualidad");
    expect(fitmentYears(null, 2015)).toBe("Hasta 2015");
    expect(fitmentYears(null, null)).toBe("");
    expect(modelName(fit("Renault", "Logan", null, null))).toBe("Renault Logan");
  });

  it("prints the first two models and counts the rest", () => {
    const fitments = [
      fit("Chevrolet", "Spark", 2006, 2009, "1.0L"),
      fit("Chevrolet", "Optra", 2004, 2012),
      fit("Chevrolet", "Corsa", 2000, 2006),
      fit("Renault", "Logan", null, null),
    ];
    expect(compatibilityText(fitments)).toBe(
      "Compatibilidad: Chevrolet Spark 2006 - 2009, Chevrolet Optra 2004 - 2012 y 2 más",
    );
    expect(compatibilityText(fitments.slice(0, 2))).toBe(
      "Compatibilidad: Chevrolet Spark 2006 - 2009, Chevrolet Optra 2004 - 2012",
    );
    expect(compatibilityText(fitments, 1)).toBe("Compatibilidad: Chevrolet Spark 2006 - 2009 y 3 más");
  });

  it("names a model once when only the engine differs, and prints nothing for a part without links", () => {
    const fitments = [
      fit("Chevrolet", "Spark", 2006, 2009, "1.0L"),
      fit("Chevrolet", "Spark", 2006, 2009, "1.2L"),
    ];
    expect(compatibilityText(fitments)).toBe("Compatibilidad: Chevrolet Spark 2006 - 2009");
    expect(compatibilityText([])).toBeNull();
    expect(compatibilityText(undefined)).toBeNull();
  });
});

describe("mapBounded", () => {
  it("keeps at most `limit` tasks in flight and answers in order", async () => {
    let running = 0;
    let peak = 0;
    const result = await mapBounded([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, (n % 3) * 5));
      running -= 1;
      return n * 10;
    });
    expect(result).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(peak).toBe(3);
  });

  it("fails when a task fails, and does nothing for no items", async () => {
    await expect(
      mapBounded([1, 2], 2, async (n) => (n === 2 ? Promise.reject(new Error("x")) : n)),
    ).rejects.toThrow("x");
    expect(await mapBounded([], 4, async () => 1)).toEqual([]);
  });
});
