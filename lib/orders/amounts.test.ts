import { describe, expect, it } from "vitest";

import type { DeliveryRates } from "@/lib/delivery/charge";

import { itemsAmounts, lineAmounts, orderAmounts } from "./amounts";

const rates: DeliveryRates = { bdtPerUsd: 122, dhakaBdt: 70, elsewhereBdt: 130, freeFromBdt: 2000 };

describe("order amounts", () => {
  it("fixes each unit price in whole taka, so a line is unit x quantity in both currencies", () => {
    // $19.99 is 2438.78 taka: the unit is 2439, three are 7317 (not 7316 from rounding $59.97).
    expect(lineAmounts(19.99, 3, 122)).toEqual({
      quantity: 3,
      unitPrice: 19.99,
      price: 59.97,
      unitPriceBdt: 2439,
      priceBdt: 7317,
    });
  });

  it("charges one delivery for every line: 70 taka in Dhaka district, 130 elsewhere", () => {
    const items = itemsAmounts([lineAmounts(4.5, 1, 122), lineAmounts(2.25, 2, 122)]);
    expect(items).toEqual({ price: 9, priceBdt: 549 + 2 * 275 });
    expect(orderAmounts(items, "Dhaka", rates)).toEqual({
      price: 9,
      priceBdt: 1099,
      bdtPerUsd: 122,
      deliveryChargeBdt: 70,
      deliveryCharge: 0.57,
      total: 9.57,
      totalBdt: 1169,
    });
    // Gazipur is in Dhaka division, not Dhaka district.
    expect(orderAmounts(items, "Gazipur", rates)).toMatchObject({ deliveryChargeBdt: 130, deliveryCharge: 1.07 });
  });

  it("is free once the items are worth 2000 taka, and not a taka before", () => {
    const below = itemsAmounts([lineAmounts(8.19, 2, 122)]); // 999 x 2 = 1998
    const at = itemsAmounts([lineAmounts(8.2, 2, 122)]); // 1000 x 2 = 2000
    expect(orderAmounts(below, "Rajshahi", rates)).toMatchObject({ deliveryChargeBdt: 130, totalBdt: 2128 });
    expect(orderAmounts(at, "Rajshahi", rates)).toMatchObject({
      deliveryChargeBdt: 0,
      deliveryCharge: 0,
      totalBdt: 2000,
    });
  });

  it("adds dollars in whole cents, without floating-point drift", () => {
    const items = itemsAmounts([lineAmounts(0.1, 1, 122), lineAmounts(0.2, 1, 122)]);
    expect(items.price).toBe(0.3);
    expect(orderAmounts(items, "Dhaka", rates).total).toBe(0.87);
  });
});
