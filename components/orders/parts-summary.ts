import { getTranslations } from "next-intl/server";

import type { Order } from "@/lib/data/orders";

/**
 * An order's parts in a few words, for headings, lists and confirm prompts: the first line's
 * name, and how many more ("Chain kit and 2 more parts"); one line is just its name.
 */
export async function partsSummary(order: Pick<Order, "items" | "toolName">): Promise<string> {
  const t = await getTranslations("orders");
  const [first, ...rest] = order.items;
  if (!first) return order.toolName;
  return rest.length > 0 ? t("partsSummary", { name: first.toolName, count: rest.length }) : first.toolName;
}
