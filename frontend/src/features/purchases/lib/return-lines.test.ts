import { describe, expect, it } from "vitest";
import { returnLineInputs } from "./return-lines";

describe("returnLineInputs", () => {
  it("keeps the parts with a whole positive quantity and leaves the rest out", () => {
    expect(returnLineInputs({ 1: "2", 2: "", 3: "0", 4: "1.5", 5: "abc", 6: " 3 " })).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 6, quantity: 3 },
    ]);
  });
});
