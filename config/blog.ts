/**
 * The blog's questions in the order the page shows them, each in a category. The questions,
 * answers and category names are the `blog` messages (messages/en/blog.ts), keyed by slug.
 */
import type blog from "@/messages/en/blog";

export type BlogCategory = keyof typeof blog.categories;

/** Each category's anchor on the page (#orders-delivery), the same in every language. */
export const blogCategoryAnchors: Record<BlogCategory, string> = {
  maintenance: "maintenance",
  partsFitment: "parts-fitment",
  ordersDelivery: "orders-delivery",
  paymentsReturns: "payments-returns",
  safety: "safety",
};

export type BlogEntry = { slug: keyof typeof blog.entries; category: BlogCategory };

export const blogEntries: BlogEntry[] = [
  { slug: "chain-sprocket-care-dhaka-roads", category: "maintenance" },
  { slug: "organic-vs-sintered-brake-pads-monsoon", category: "partsFitment" },
  { slug: "checking-setting-tyre-pressure", category: "safety" },
  { slug: "spark-plug-replacement-and-colour", category: "maintenance" },
  { slug: "using-a-torque-wrench-correctly", category: "maintenance" },
  { slug: "led-headlight-upgrade-legal-safe", category: "safety" },
  { slug: "choosing-the-right-part-for-your-bike", category: "partsFitment" },
  { slug: "orders-delivery-and-free-shipping", category: "ordersDelivery" },
  { slug: "payment-methods-bkash-rocket-nagad-card", category: "paymentsReturns" },
  { slug: "seven-day-returns-money-back", category: "paymentsReturns" },
  { slug: "helmet-sizing-and-safety-standards", category: "safety" },
  { slug: "after-riding-through-waterlogged-streets", category: "maintenance" },
];
