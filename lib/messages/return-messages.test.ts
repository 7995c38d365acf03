import { describe, expect, it } from "vitest";

import type { Order } from "@/lib/data/orders";
import type { Return } from "@/lib/data/returns";
import { RETURN_STATUSES } from "@/lib/returns/rules";
import { returnEmail, returnSms } from "./return-messages";

process.env.AUTH_URL = "https://shop.example.bd";

const order = {
  _id: "665f1c2b9d3e4a0012345678",
  orderNumber: 10234,
  BuyerName: "Rahim & Sons",
  BuyerEmail: "rahim@example.com",
  BuyerPhone: "01711000000",
  paymentMethod: "sslcommerz",
} as Order;

const line = { line: 0, toolId: null, toolName: "Brake Pads", quantity: 1, unitPrice: 3, price: 3 };
const request: Return = {
  _id: "665f1c2b9d3e4a0012349999",
  orderId: order._id,
  orderNumber: 10234,
  sequence: 0,
  buyerEmail: order.BuyerEmail,
  paymentMethod: "sslcommerz",
  lines: [{ ...line, unitPriceBdt: 366, priceBdt: 366 }],
  reason: "damaged",
  description: "Cracked",
  photos: [],
  refundBdt: 366,
  refund: 3,
  includesDelivery: false,
  status: "requested",
  timeline: [{ status: "requested", at: "2026-11-20T04:00:00.000Z" }],
  createdAt: "2026-11-20T04:00:00.000Z",
};

const at = (status: Return["status"]): Return => ({
  ...request,
  status,
  timeline: [
    ...request.timeline,
    ...(status === "requested"
      ? []
      : [{ status: "approved" as const, at: "2026-11-21T04:00:00.000Z", note: "Any Pathao point" }]),
    ...(status === "received" || status === "refunded"
      ? [{ status: "received" as const, at: "2026-11-22T04:00:00.000Z" }]
      : []),
  ],
  ...(status === "refunded" && { refundMethod: "gateway" as const, refundReference: "RF-1" }),
});

describe("return messages", () => {
  for (const status of RETURN_STATUSES)
    it(`tells the buyer the return is ${status}, in English and Bangla`, () => {
      const english = returnEmail(order, at(status), "en");
      expect(english.subject).toContain("MF-10234");
      expect(english.text).toContain("Hello Rahim & Sons,");
      expect(english.text).toContain("Refund: ৳366");
      expect(english.text).toContain("https://shop.example.bd/dashboard/order/665f1c2b9d3e4a0012345678");
      const bangla = returnEmail(order, at(status), "bn");
      expect(bangla.text).toContain("৳৩৬৬");
      expect(returnSms(order, at(status), "en")).toContain("MotoForge: return for order MF-10234");
      expect(returnSms(order, at(status), "bn")).toMatch(/^MotoForge: অর্ডার MF-10234-এর ফেরত/);
    });

  it("names the deadline, 10 days from the approval, and the shop's note", () => {
    const approved = returnEmail(order, at("approved"), "en");
    expect(approved.text).toContain("How to send the parts back: Any Pathao point");
    expect(approved.text).toContain("We refund ৳366 by 1 Dec 2026 at the latest.");
    expect(returnSms(order, at("received"), "en")).toContain("refund of ৳366 by 1 Dec 2026");
    expect(returnEmail(order, at("refunded"), "en").text).toContain("(reference RF-1)");
  });

  it("names a card refund in dollars", () => {
    expect(
      returnEmail({ ...order, paymentMethod: "card" }, { ...at("refunded"), paymentMethod: "card" }, "en").subject,
    ).toBe("Order MF-10234: $3.00 refunded");
  });
});
