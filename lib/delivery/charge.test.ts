import { describe, expect, it } from "vitest";

import { freeDeliveryFrom, quoteDelivery, type DeliveryRates } from "./charge";

const rates: DeliveryRates = { bdtPerUsd: 122, dhakaBdt: 70, elsewhereBdt: 130, freeFromBdt: 2000 };

describe("delivery charge", () => {
  it("charges 70 taka inside Dhaka district and 130 taka elsewhere, in dollars to the cent", () => {
    expect(quoteDelivery(rates, "Dhaka", 1)).toEqual({ charge: 0.57, chargeBdt: 70, total: 1.57, free: false });
    expect(quoteDelivery(rates, "Rajshahi", 1)).toEqual({ charge: 1.07, chargeBdt: 130, total: 2.07, free: false });
    // Gazipur is in Dhaka division, not Dhaka district.
    expect(quoteDelivery(rates, "Gazipur", 10).chargeBdt).toBe(130);
  });

  it("is free once the items are worth 2000 taka, and not a cent before", () => {
    // 2000 / 122 = 16.393...: $16.39 is 1999.58 taka, $16.40 is 2000.80 taka.
    expect(freeDeliveryFrom(rates)).toBe(16.4);
    expect(quoteDelivery(rates, "Rajshahi", 16.39)).toMatchObject({ free: false, charge: 1.07, total: 17.46 });
    expect(quoteDelivery(rates, "Rajshahi", 16.4)).toEqual({ charge: 0, chargeBdt: 0, total: 16.4, free: true });
    expect(quoteDelivery({ ...rates, bdtPerUsd: 100 }, "Dhaka", 20)).toMatchObject({ free: true, total: 20 });
  });

  it("adds in whole cents, without floating-point drift", () => {
    expect(quoteDelivery(rates, "Dhaka", 0.1 + 0.2).total).toBe(0.87);
    expect(quoteDelivery(rates, "Sylhet", 15.99).total).toBe(17.06);
  });
});
