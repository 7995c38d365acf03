import { ObjectId, type Db } from "mongodb";

import type { CounterDocument, OrderDocument, ToolDocument } from "@/lib/db/collections";
import { nextOrderNumber } from "@/lib/db/sequences";
import { deliveryRates } from "@/lib/delivery/rates";
import { itemsAmounts, lineAmounts, orderAmounts } from "@/lib/orders/amounts";
import type { OrderStatus } from "@/lib/orders/lifecycle";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type DemoOrder = {
  /** Its parts, each at its minimum order. */
  tools: string[];
  paymentMethod: OrderDocument["paymentMethod"];
  /** Each state the order went through, and how long ago. */
  steps: [OrderStatus, number][];
  courier?: string;
  trackingNumber?: string;
};

/** One demo order in every state, oldest first, so a fresh shop shows realistic order lists. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    tools: ["Chain and Sprocket Kit 428H", "Iridium Spark Plug CR8EIX"],
    paymentMethod: "card",
    steps: [
      ["unpaid", 12 * DAY],
      ["paid", 12 * DAY - HOUR],
      ["shipped", 11 * DAY],
      ["delivered", 9 * DAY],
    ],
    courier: "Pathao",
    trackingNumber: "PTH-58213094",
  },
  {
    tools: ["Iridium Spark Plug CR8EIX"],
    paymentMethod: "cod",
    steps: [
      ["confirmed", 8 * DAY],
      ["cancelled", 8 * DAY - 2 * HOUR],
    ],
  },
  {
    tools: ["Sintered Disc Brake Pads", "42-Piece Socket Wrench Set"],
    paymentMethod: "cod",
    steps: [
      ["confirmed", 4 * DAY],
      ["shipped", 3 * DAY],
    ],
    courier: "Steadfast",
    trackingNumber: "SF-1029384756",
  },
  { tools: ["42-Piece Socket Wrench Set"], paymentMethod: "cod", steps: [["confirmed", 2 * DAY]] },
  {
    tools: ["Chain and Sprocket Kit 428H"],
    paymentMethod: "card",
    steps: [
      ["unpaid", DAY],
      ["paid", DAY - 600_000],
    ],
  },
  { tools: ["Sintered Disc Brake Pads"], paymentMethod: "card", steps: [["unpaid", 0]] },
];

const RECIPIENT = {
  BuyerName: "Demo Rider",
  BuyerPhone: "01711000000",
  district: "Dhaka",
  area: "Mirpur",
  address: "House 12, Road 3, Block C",
} as const;

/**
 * The demo buyer's orders, added once (only while they have none). They are history: the
 * catalogue's stock already stands as it is after them, and their card payments never went
 * through Stripe, so the shop cannot refund them.
 */
export async function seedDemoOrders(db: Db, buyerEmail: string): Promise<void> {
  const orders = db.collection<OrderDocument>("orders");
  if (await orders.findOne({ BuyerEmail: buyerEmail })) return;
  const counters = db.collection<CounterDocument>("counters");
  const now = Date.now();
  const rates = deliveryRates();
  for (const demo of DEMO_ORDERS) {
    const tools = await db
      .collection<ToolDocument>("tools")
      .find({ name: { $in: demo.tools } })
      .toArray();
    if (tools.length === 0) continue;
    const items = tools.map((tool) => ({
      toolId: tool._id,
      toolName: tool.name,
      ...lineAmounts(tool.price, tool.orderQuantity, rates.bdtPerUsd),
    }));
    const timeline = demo.steps.map(([status, ago]) => ({ status, at: new Date(now - ago) }));
    const status = timeline.at(-1)!.status;
    const paidAt = timeline.find((entry) => entry.status === "paid")?.at;
    const delivered = status === "delivered";
    const transactionId = paidAt ? `pi_demo_${timeline[0]!.at.getTime()}` : undefined;
    await orders.insertOne({
      _id: new ObjectId(),
      orderNumber: await nextOrderNumber(counters),
      items,
      toolName: items.map((line) => line.toolName).join(", "),
      quantity: items.reduce((sum, line) => sum + line.quantity, 0),
      BuyerEmail: buyerEmail,
      ...RECIPIENT,
      ...orderAmounts(itemsAmounts(items), RECIPIENT.district, rates),
      paymentMethod: demo.paymentMethod,
      paid: Boolean(paidAt) || (delivered && demo.paymentMethod === "cod"),
      ...(transactionId && { transactionId, paymentIntentId: transactionId, paidAt }),
      status,
      timeline,
      ...(demo.courier && { courier: demo.courier, trackingNumber: demo.trackingNumber }),
      createdAt: timeline[0]!.at,
    });
  }
}
