import type { Collection } from "mongodb";

import type { CounterDocument } from "@/lib/db/collections";

/** Order numbers start here, so the first reads MF-10001 rather than a lonely MF-1. */
const ORDER_NUMBERS_BEFORE_THE_FIRST = 10_000;

/**
 * The next order number: one atomic increment, so two orders placed at the same moment, on
 * any number of app instances, never share a number.
 */
export async function nextOrderNumber(counters: Collection<CounterDocument>): Promise<number> {
  const counter = await counters.findOneAndUpdate(
    { _id: "orderNumber" },
    { $inc: { value: 1 } },
    { upsert: true, returnDocument: "after" },
  );
  if (!counter) throw new Error("the order number counter was not returned");
  return ORDER_NUMBERS_BEFORE_THE_FIRST + counter.value;
}
