import { describe, expect, it } from "vitest";

import { nextStepHref, placedDescription } from "@/components/tools/order-placed";
import bn from "@/messages/bn";
import en from "@/messages/en";

const order = { insertedId: "64b7f0c2a1e4d3b2c1a09f87", orderNumber: 10234, totalBdt: 1778 };

describe("after an order is placed", () => {
  it("a cash order's toast says the taka the courier collects, in the page's digits", () => {
    expect(placedDescription(en.tool.form, order, "cod", "en")).toBe(
      "Order MF-10234: pay ৳1,778 in cash when it arrives.",
    );
    expect(placedDescription(bn.tool.form, order, "cod", "bn")).toContain("৳১,৭৭৮");
  });

  it("an order paid online names its number, and leads to its payment page", () => {
    expect(placedDescription(en.tool.form, order, "sslcommerz", "en")).toBe("Order MF-10234");
    expect(nextStepHref(order, "sslcommerz")).toBe(`/dashboard/payment/${order.insertedId}`);
    expect(nextStepHref(order, "card")).toBe(`/dashboard/payment/${order.insertedId}`);
  });

  it("a cash order leads to the order's page", () => {
    expect(nextStepHref(order, "cod")).toBe(`/dashboard/order/${order.insertedId}`);
  });
});
