/**
 * The figures and the order of the home page's static sections. Their words are the `home`
 * messages (messages/en/home.ts), named here by key.
 */

import type { IconName } from "@/components/icons/icon";
import type home from "@/messages/en/home";

export const trustCounter = {
  from: 100_000,
  to: 82_349_843,
  durationSeconds: 4.3,
} as const;

export const serviceStats: readonly (keyof typeof home.service.stats)[] = [
  "countries",
  "customers",
  "revenue",
  "parts",
];

export const overtakingTips: readonly (keyof typeof home.tips.items)[] = [
  "lookAhead",
  "mirrors",
  "signal",
  "gear",
  "bends",
  "gap",
  "trucks",
  "crossings",
  "pullBackIn",
  "doubt",
];

export const helmetFeatures: readonly (keyof typeof home.helmet.features)[] = ["standards", "vents", "sizes"];

/** An icon and the key of its title and line of text: the why-choose-us cards and the benefits strip. */
type Feature<Key> = { icon: IconName; key: Key };

export const whyChooseUs: readonly Feature<keyof typeof home.why.items>[] = [
  { icon: "truck", key: "delivery" },
  { icon: "headset", key: "support" },
  { icon: "shield-check", key: "checkout" },
];

export const benefits: readonly Feature<keyof typeof home.benefits.items>[] = [
  { icon: "truck", key: "shipping" },
  { icon: "rotate-ccw", key: "returns" },
  { icon: "zap", key: "delivery" },
  { icon: "wallet", key: "wallets" },
];
