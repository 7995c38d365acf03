import { writeFileSync } from "node:fs";
import { it } from "vitest";

import type { Order } from "@/lib/data/orders";
import { buyerEmail, buyerSms, shopNewOrderEmail, type OrderEvent } from "./order-messages";
import { resetPasswordMessage, verifyEmailMessage } from "./account-messages";

process.env.AUTH_URL = "https://shop.example.bd";
const base = {
  _id: "665f1c2b9d3e4a0012345678", orderNumber: 10234, toolId: "x", toolName: "Brake Pads", BuyerName: "Rahim",
  BuyerEmail: "rahim@example.com", BuyerPhone: "01711000000", district: "Rajshahi", area: "Boalia", address: "House 7",
  quantity: 2, unitPrice: 3, price: 6, deliveryCharge: 1.07, total: 1234.5, paymentMethod: "cod", paid: false,
  transactionId: null, paymentIntentId: null, status: "confirmed", timeline: [], createdAt: "2026-11-25T08:00:00.000Z", paidAt: null,
} as unknown as Order;
it("dumps", () => {
  const out: Record<string, unknown> = {};
  const hold = { holdEndsAt: new Date("2026-11-25T08:30:00.000Z"), holdMinutes: 30 };
  for (const paymentMethod of ["cod", "card", "sslcommerz"] as const)
    for (const event of ["placed", "paid", "shipped", "delivered", "cancelled", "expired"] as OrderEvent[])
      for (const extra of [{}, { courier: "Pathao", trackingNumber: "P-1", transactionId: "T-9", refunded: true, refundReference: "RF" }, { refunded: true, deliveryCharge: 0, district: undefined }])
        for (const h of [hold, undefined]) {
          const o = { ...base, paymentMethod, ...extra } as Order;
          const key = `${paymentMethod}:${event}:${JSON.stringify(extra)}:${!!h}`;
          out[key] = { email: buyerEmail(o, event, h), sms: buyerSms(o, event, h) };
        }
  out.shop = shopNewOrderEmail(base, "shop@x");
  out.verify = verifyEmailMessage("a@b", "Rahim", "tok/1");
  out.reset = resetPasswordMessage("a@b", "Rahim", "tok/1");
  writeFileSync(process.env.SNAP_OUT!, JSON.stringify(out, null, 1));
});
