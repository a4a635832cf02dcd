import { describe, expect, it } from "vitest";
import { checkPromotionDraft } from "./promotion-rules";

const valid = {
  name: "Semana del frenado",
  discountPercentage: 10,
  startDate: "2026-11-01T00:00:00.000Z",
  endDate: "2026-11-30T00:00:00.000Z",
};

describe("checkPromotionDraft", () => {
  it("accepts a complete promotion", () => {
    expect(checkPromotionDraft(valid)).toBeNull();
  });

  it("reports the first failing rule in the specification's order", () => {
    expect(checkPromotionDraft({ ...valid, name: "  ", discountPercentage: 0 })?.title).toBe(
      "Nombre requerido",
    );
    expect(checkPromotionDraft({ ...valid, discountPercentage: 0, startDate: null })).toEqual({
      title: "Descuento inválido",
      message: "El descuento debe estar entre 1% y 100%",
    });
    expect(checkPromotionDraft({ ...valid, discountPercentage: 101 })?.title).toBe("Descuento inválido");
    expect(checkPromotionDraft({ ...valid, startDate: "", endDate: "" })?.message).toBe(
      "Por favor selecciona una fecha de inicio",
    );
    expect(checkPromotionDraft({ ...valid, endDate: null })?.message).toBe(
      "Por favor selecciona una fecha de finalización",
    );
    expect(
      checkPromotionDraft({ ...valid, startDate: valid.endDate, endDate: valid.startDate })?.message,
    ).toBe("La fecha de finalización debe ser posterior a la fecha de inicio");
  });

  it("keeps dates within the years 2000 to 2100, so stored text orders like time", () => {
    const bounded = "Las fechas deben estar entre los años 2000 y 2100";
    expect(checkPromotionDraft({ ...valid, startDate: "1999-12-31T23:59:59.000Z" })?.message).toBe(bounded);
    expect(checkPromotionDraft({ ...valid, endDate: "+010000-01-01T00:00:00.000Z" })?.message).toBe(bounded);
    expect(checkPromotionDraft({ ...valid, startDate: "2000-01-01T00:00:00.000Z" })).toBeNull();
  });

  it("accepts the bounds 1 and 100 and the same start and end day", () => {
    expect(checkPromotionDraft({ ...valid, discountPercentage: 1 })).toBeNull();
    expect(checkPromotionDraft({ ...valid, discountPercentage: 100, endDate: valid.startDate })).toBeNull();
  });
});
