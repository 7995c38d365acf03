import "server-only";

import { getCollections } from "@/lib/db/collections";
import { emptyRecord, RECORD_STATES, type PhoneRecord } from "@/lib/orders/phone-record";

/** How the orders of each phone ended (delivered, returned, cancelled): one aggregation for a page of orders. */
export async function phoneRecords(phones: readonly string[]): Promise<Map<string, PhoneRecord>> {
  const { orders } = await getCollections();
  const unique = [...new Set(phones)];
  const records = new Map(unique.map((phone) => [phone, emptyRecord()]));
  if (unique.length === 0) return records;
  const counts = await orders
    .aggregate<{ _id: { phone: string; status: keyof PhoneRecord }; count: number }>([
      { $match: { BuyerPhone: { $in: unique }, status: { $in: [...RECORD_STATES] } } },
      { $group: { _id: { phone: "$BuyerPhone", status: "$status" }, count: { $sum: 1 } } },
    ])
    .toArray();
  for (const { _id, count } of counts) records.get(_id.phone)![_id.status] = count;
  return records;
}

export async function phoneRecord(phone: string): Promise<PhoneRecord> {
  return (await phoneRecords([phone])).get(phone)!;
}
