import { describe, expect, it } from "vitest";

import type { Order } from "@/lib/data/orders";
import { formatPrice } from "@/lib/money";
import { buyerEmail, buyerSms, shopNewOrderEmail, type OrderEvent } from "./order-messages";

process.env.AUTH_URL = "https://shop.example.bd";

const order: Order = {
  _id: "665f1c2b9d3e4a0012345678",
  orderNumber: 10234,
  items: [
    {
      toolId: "665f1c2b9d3e4a0012345600",
      toolName: "Brake Pads <script>alert(1)</script>",
      quantity: 2,
      unitPrice: 3,
      price: 6,
      unitPriceBdt: 366,
      priceBdt: 732,
    },
  ],
  toolName: "Brake Pads <script>alert(1)</script>",
  BuyerName: "Rahim & Sons",
  BuyerEmail: "rahim@example.com",
  BuyerPhone: "01711000000",
  district: "Rajshahi",
  area: "Boalia",
  address: "House 7, Road 2",
  quantity: 2,
  price: 6,
  deliveryCharge: 1.07,
  total: 7.07,
  bdtPerUsd: 122,
  priceBdt: 732,
  deliveryChargeBdt: 130,
  totalBdt: 862,
  paymentMethod: "cod",
  paid: false,
  transactionId: null,
  paymentIntentId: null,
  status: "confirmed",
  timeline: [],
  createdAt: "2026-11-25T08:00:00.000Z",
  paidAt: null,
};

const EVENTS: OrderEvent[] = ["placed", "paid", "shipped", "delivered", "cancelled", "returned", "expired"];
const METHODS: Order["paymentMethod"][] = ["cod", "card", "sslcommerz"];
const hold = { holdEndsAt: new Date("2026-11-25T08:30:00.000Z"), holdMinutes: 30 };

describe("order messages", () => {
  for (const paymentMethod of METHODS)
    for (const event of EVENTS)
      it(`renders the ${event} e-mail of an order paid by ${paymentMethod}`, () => {
        const shipped = { ...order, paymentMethod, courier: "Pathao", trackingNumber: "PTH-123" };
        const email = buyerEmail(shipped, event, hold);
        expect(email.to).toBe("rahim@example.com");
        expect(email.subject).toContain("MF-10234");
        expect(email.subject).not.toMatch(/[\r\n]/);
        expect(email.text).toContain("Hello Rahim & Sons,");
        expect(email.text).toContain("Total: $7.07 · ৳862");
        expect(email.text).toContain("https://shop.example.bd/");
        // Whatever the admin typed into a product name is text in the HTML, never markup.
        expect(email.html).not.toContain("<script>");
        expect(email.html).toContain("Brake Pads &lt;script&gt;");
        expect(email.html).toContain("Rahim &amp; Sons");
        expect(email.html).toContain('src="https://shop.example.bd/images/logo-email.png"');
      });

  it("asks an online order to be paid, by when, in the money it is paid in, and links to its payment page", () => {
    const email = buyerEmail({ ...order, paymentMethod: "sslcommerz", status: "unpaid" }, "placed", hold);
    expect(email.subject).toBe("Order MF-10234: waiting for your payment");
    // bKash, Nagad and Rocket pay in taka; a card pays the spec's dollars.
    expect(email.text).toContain("Please pay ৳862 by 14:30 (Dhaka time).");
    expect(email.text).toContain("Pay ৳862: https://shop.example.bd/dashboard/payment/665f1c2b9d3e4a0012345678");
    const card = buyerEmail({ ...order, paymentMethod: "card", status: "unpaid" }, "placed", hold);
    expect(card.text).toContain("Please pay $7.07 by 14:30 (Dhaka time).");
  });

  it("lists every line of the order with its price, one delivery charge and the total", () => {
    const lines = {
      ...order,
      items: [
        order.items[0]!,
        {
          toolId: null,
          toolName: "Chain Lube",
          quantity: 1,
          unitPrice: 4.5,
          price: 4.5,
          unitPriceBdt: 549,
          priceBdt: 549,
        },
      ],
      quantity: 3,
      price: 10.5,
      priceBdt: 1281,
      total: 11.57,
      totalBdt: 1411,
    };
    const email = buyerEmail(lines, "placed");
    expect(email.subject).toBe("Order MF-10234 confirmed: 3 items");
    expect(email.text).toContain("2 x Brake Pads <script>alert(1)</script>: $6.00 · ৳732");
    expect(email.text).toContain("1 x Chain Lube: $4.50 · ৳549");
    expect(email.text).toContain("Delivery: $1.07 · ৳130");
    expect(email.text).toContain("you pay ৳1,411 in cash to the courier");
    expect(buyerSms(lines, "placed")).toContain("Pay ৳1,411 in cash on delivery.");
  });

  it("confirms a cash order, names the courier and tracking number, and the refund with its reference", () => {
    expect(buyerEmail(order, "placed").subject).toBe(
      "Order MF-10234 confirmed: 2 x Brake Pads <script>alert(1)</script>",
    );
    const shipped = buyerEmail({ ...order, courier: "Pathao", trackingNumber: "PTH-123" }, "shipped");
    expect(shipped.text).toContain("Your parts are with Pathao, tracking number PTH-123.");
    expect(shipped.text).toContain("Please have ৳862 ready in cash for the courier.");
    const refunded = { ...order, paymentMethod: "sslcommerz" as const, refunded: true, refundReference: "RF-9" };
    expect(buyerEmail(refunded, "cancelled").text).toContain(
      "We have refunded ৳862 to the bKash, Nagad, Rocket account or card you paid with (refund reference RF-9).",
    );
  });

  it("tells the rider of a refused parcel paid online that it came back, and what was refunded", () => {
    const refunded = { ...order, paymentMethod: "card" as const, status: "returned" as const, refunded: true };
    const email = buyerEmail(refunded, "returned");
    expect(email.subject).toBe("Order MF-10234 came back to us: $7.07 refunded");
    expect(email.text).toContain("The courier brought your parcel back to us");
    expect(email.text).toContain("We have refunded $7.07 to the card you paid with.");
    const text = buyerSms(refunded, "returned")!;
    expect(text).toBe("MotoForge: order MF-10234 came back to us. We have refunded $7.07 to what you paid with.");
  });

  it("tells the buyer of a cash order held for a call that the shop will call first, not that it is confirmed", () => {
    const held = { ...order, status: "needs-call" as const };
    const email = buyerEmail(held, "placed");
    expect(email.subject).toBe("Order MF-10234 received: 2 x Brake Pads <script>alert(1)</script>");
    expect(email.text).toContain(`We will call ${order.BuyerPhone} to confirm it before we send it; you pay ৳862`);
    expect(buyerSms(held, "placed")).toBe(
      "MotoForge: order MF-10234 received. We will call you to confirm it before we send it. Pay ৳862 in cash on delivery.",
    );
  });

  it("keeps a line break an admin typed into a product name out of the subject header", () => {
    const email = buyerEmail(
      { ...order, items: [{ ...order.items[0]!, toolName: "Lever\r\nBcc: everyone@example.com" }] },
      "placed",
    );
    expect(email.subject).toBe("Order MF-10234 confirmed: 2 x Lever Bcc: everyone@example.com");
  });

  it("links the buyer to the tracking page while there is an order to follow", () => {
    const url = "https://shop.example.bd/track?order=MF-10234";
    for (const event of ["placed", "paid", "shipped"] as const) expect(buyerEmail(order, event).text).toContain(url);
    for (const event of ["delivered", "cancelled", "returned", "expired"] as const)
      expect(buyerEmail(order, event).text).not.toContain("/track");
    expect(buyerEmail(order, "shipped", undefined, "bn").text).toContain(
      "https://shop.example.bd/bn/track?order=MF-10234",
    );
  });

  it("tells the shop of a new order, with the buyer's contact", () => {
    const email = shopNewOrderEmail(order, "orders@motoforge.example");
    expect(email.to).toBe("orders@motoforge.example");
    expect(email.subject).toContain("New order MF-10234");
    expect(email.text).toContain("rahim@example.com, 01711000000");
  });

  it("texts the buyer when the order is placed and when it ships, in one SMS", () => {
    const placed = buyerSms(order, "placed")!;
    expect(placed).toBe(
      "MotoForge: order MF-10234 confirmed. Pay ৳862 in cash on delivery. We will call you before delivery.",
    );
    const shipped = buyerSms({ ...order, courier: "Steadfast", trackingNumber: "SF-1" }, "shipped")!;
    expect(shipped).toBe(
      "MotoForge: order MF-10234 is with Steadfast, tracking SF-1. Please keep ৳862 ready. Track: https://shop.example.bd/track",
    );
    for (const text of [placed, shipped, buyerSms({ ...order, paymentMethod: "card" }, "placed", hold)!])
      expect(text.length).toBeLessThanOrEqual(160);
    expect(buyerSms(order, "delivered")).toBeNull();
  });
});

describe("order messages in Bangla", () => {
  const bangla = { ...order, courier: "Pathao", trackingNumber: "PTH-123" };

  it("writes every step's subject and body in Bangla, prices and counts in Bengali digits, data as typed", () => {
    for (const paymentMethod of METHODS)
      for (const event of EVENTS) {
        const email = buyerEmail({ ...bangla, paymentMethod }, event, hold, "bn");
        expect(email.subject).toMatch(/^অর্ডার MF-10234/);
        expect(email.text).toContain("প্রিয় Rahim & Sons,");
        expect(email.text).toContain(`মোট: ${formatPrice(7.07, "bn")} · ৳৮৬২`);
        expect(email.text).toContain("২ x Brake Pads <script>alert(1)</script>");
        expect(email.text).not.toMatch(/\{|\}/);
        expect(email.html).toContain('<html lang="bn">');
        expect(email.html).not.toContain("<script>");
      }
  });

  it("links to the Bangla pages", () => {
    const email = buyerEmail({ ...order, paymentMethod: "card", status: "unpaid" }, "placed", hold, "bn");
    expect(email.text).toContain("https://shop.example.bd/bn/dashboard/payment/665f1c2b9d3e4a0012345678");
    expect(email.text).toContain("১৪:৩০");
    expect(buyerEmail(order, "expired", undefined, "bn").text).toContain("https://shop.example.bd/bn/tools");
  });

  it("keeps the English messages exactly as they were when asked for English", () => {
    expect(buyerEmail(order, "placed", undefined, "en")).toEqual(buyerEmail(order, "placed"));
    expect(buyerSms(order, "placed", undefined, "en")).toBe(buyerSms(order, "placed"));
  });

  it("texts in Bangla in at most two SMS parts (67 Unicode characters each)", () => {
    const texts = [
      buyerSms(bangla, "placed", hold, "bn")!,
      buyerSms(bangla, "shipped", hold, "bn")!,
      buyerSms({ ...bangla, paymentMethod: "card" }, "placed", hold, "bn")!,
      buyerSms({ ...bangla, paymentMethod: "sslcommerz" }, "shipped", hold, "bn")!,
      buyerSms({ ...bangla, status: "needs-call" }, "placed", hold, "bn")!,
      buyerSms({ ...bangla, paymentMethod: "sslcommerz", refunded: true }, "returned", hold, "bn")!,
    ];
    expect(texts[0]).toBe("MotoForge: অর্ডার MF-10234 কনফার্ম। ডেলিভারিতে নগদ ৳৮৬২ দেবেন। আগে ফোন করব।");
    expect(texts[1]).toMatch(/ https:\/\/shop\.example\.bd\/bn\/track$/);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(134);
  });
});
