import { describe, expect, it } from "vitest";
import { BADGE_COLOURS, colourFromName, initials, resolveImageUrl } from "./image-url";

describe("image paths", () => {
  const origin = "https://tienda.example";

  it("uses absolute URLs as they are", () => {
    expect(resolveImageUrl("https://cdn.example/a.png", origin)).toBe("https://cdn.example/a.png");
    expect(resolveImageUrl("data:image/png;base64,AA", origin)).toBe("data:image/png;base64,AA");
  });

  it("puts /uploads paths on the server origin", () => {
    expect(resolveImageUrl("/uploads/abc.webp", origin)).toBe("https://tienda.example/uploads/abc.webp");
    expect(resolveImageUrl("/uploads/abc.webp")).toBe("/uploads/abc.webp");
  });

  it("prefixes a bare file name with /uploads/", () => {
    expect(resolveImageUrl("abc.jpg", origin)).toBe("https://tienda.example/uploads/abc.jpg");
    expect(resolveImageUrl("abc.jpg", `${origin}/`)).toBe("https://tienda.example/uploads/abc.jpg");
  });

  it("gives null for a missing image so the placeholder shows", () => {
    expect(resolveImageUrl(null)).toBeNull();
    expect(resolveImageUrl("  ")).toBeNull();
  });
});

describe("initials badge", () => {
  it("takes the first letters of the first two meaningful words", () => {
    expect(initials("Filtro de aceite")).toBe("FA");
    expect(initials("Aceite 15W-40 mineral 1 galón")).toBe("AM");
    expect(initials("5W-30")).toBe("W");
    expect(initials("  amortiguador ")).toBe("A");
    expect(initials("(Kit) embrague")).toBe("KE");
    expect(initials("")).toBe("?");
  });

  it("derives a stable colour from the name", () => {
    expect(colourFromName("Bujía NGK")).toBe(colourFromName("Bujía NGK"));
    expect(BADGE_COLOURS).toContain(colourFromName("Pastillas"));
    const spread = new Set(["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"].map(colourFromName));
    expect(spread.size).toBeGreaterThan(3);
  });

  it("every badge colour keeps white initials readable (WCAG AA 4.5:1)", () => {
    const luminance = (hex: string) => {
      const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
        number,
        number,
        number,
      ];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const colour of BADGE_COLOURS) expect(1.05 / (luminance(colour) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
