import { expect, it } from "vitest";

import { stockLevel } from "./stock";

it("says how few are left when stock is low, and out of stock below the minimum order", () => {
  expect(stockLevel({ availableQuantity: 500, orderQuantity: 10 })).toBe("plenty");
  expect(stockLevel({ availableQuantity: 20, orderQuantity: 10 })).toBe("low");
  expect(stockLevel({ availableQuantity: 9, orderQuantity: 10 })).toBe("out");
  expect(stockLevel({ availableQuantity: 0, orderQuantity: 0 })).toBe("out");
});
