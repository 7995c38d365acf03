import { expect, it } from "vitest";

import { stockLevel } from "./stock";

it("says how few are left when stock is low, and out of stock below the minimum order", () => {
  expect(stockLevel({ availableQuantity: 500, orderQuantity: 10 })).toEqual({ state: "plenty", label: null });
  expect(stockLevel({ availableQuantity: 20, orderQuantity: 10 })).toEqual({ state: "low", label: "Only 20 left" });
  expect(stockLevel({ availableQuantity: 9, orderQuantity: 10 })).toEqual({ state: "out", label: "Out of stock" });
  expect(stockLevel({ availableQuantity: 0, orderQuantity: 0 })).toEqual({ state: "out", label: "Out of stock" });
});
