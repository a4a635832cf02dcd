import { describe, expect, it } from "vitest";
import { checkPromotionForm, emptyPromotionForm, promotionPayload, todayInput } from "./promotion-form";

const valid = {
  ...emptyPromotionForm(new Date(2025, 5, 15)),
  name: "Semana del frenado",
  endDate: "2025-06-20",
};

describe("emptyPromotionForm", () => {
  it("starts today with a 10% discount, active and no end date", () => {
    expect(emptyPromotionForm(new Date(2025, 5, 15))).toEqual({
      name: "",
      description: "",
      discount: "10",
      isActive: true,
      startDate: "2025-06-15",
      endDate: "",
    });
    expect(todayInput(new Date(2025, 0, 3))).toBe("2025-01-03");
  });
});

describe("checkPromotionForm", () => {
  it("checks the five rules in the specification's order", () => {
    const titles = [
      { ...valid, name: "  ", discount: "0", startDate: "", endDate: "" },
      { ...valid, discount: "0", startDate: "", endDate: "" },
      { ...valid, startDate: "", endDate: "" },
      { ...valid, endDate: "" },
      { ...valid, endDate: "2025-06-10" },
    ].map((values) => checkPromotionForm(values)?.title);
    expect(titles).toEqual([
      "Nombre requerido",
      "Descuento inválido",
      "Fecha de inicio requerida",
      "Fecha de fin requerida",
      "Fechas inválidas",
    ]);
  });
  it("refuses discounts outside 1-100 and non-integers", () => {
    for (const discount of ["", "0", "-5", "101", "12.5", "abc"]) {
      expect(checkPromotionForm({ ...valid, discount })?.message).toBe(
        "El descuento debe estar entre 1% y 100%",
      );
    }
    expect(checkPromotionForm({ ...valid, discount: "100" })).toBeNull();
    expect(checkPromotionForm({ ...valid, discount: "1" })).toBeNull();
  });
  it("accepts a promotion that starts and ends the same day", () => {
    expect(checkPromotionForm({ ...valid, endDate: valid.startDate })).toBeNull();
  });
});

describe("promotionPayload", () => {
  it("sends a null description when empty and ISO dates covering the end day", () => {
    const payload = promotionPayload({ ...valid, description: "  " });
    expect(payload.description).toBeNull();
    expect(payload.discountPercentage).toBe(10);
    expect(payload.isActive).toBe(true);
    expect(new Date(payload.startDate!).getTime()).toBe(new Date(2025, 5, 15).getTime());
    expect(new Date(payload.endDate!).getTime()).toBe(new Date(2025, 5, 20, 23, 59, 59, 999).getTime());
  });
});
