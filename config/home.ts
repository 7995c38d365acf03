/** Copy and figures of the home page's static sections, in the order the page shows them. */

import type { IconName } from "@/components/icons/icon";

export const trustCounter = {
  from: 100_000,
  to: 82_349_843,
  durationSeconds: 4.3,
} as const;

export const serviceStats = [
  { value: "80", label: "Countries" },
  { value: "1.2B+", label: "Customers" },
  { value: "2.2T+", label: "Revenue" },
  { value: "30+", label: "Parts" },
] as const;

export const overtakingTips = [
  "Overtake only where you can see far enough ahead to finish the move safely.",
  "Check your mirrors and look over your shoulder before you pull out.",
  "Signal early so the driver ahead and the traffic behind know your plan.",
  "Drop a gear first so the engine has power to pass quickly.",
  "Never overtake on a bend, at the crest of a hill or near a junction.",
  "Keep a safe gap from the vehicle ahead until you start the pass.",
  "Pass trucks and buses quickly; their blind spots are large and long.",
  "Do not overtake at zebra crossings, bridges or where the road narrows.",
  "Pull back in only when you can see the overtaken vehicle in your mirror.",
  "If in doubt, hold back: arriving a minute later beats not arriving at all.",
] as const;

/** An icon, a title and a line of text: the why-choose-us cards and the benefits strip. */
type Feature = { icon: IconName; title: string; text: string };

export const whyChooseUs: readonly Feature[] = [
  {
    icon: "truck",
    title: "Quick delivery",
    text: "Orders reach you within 24 hours anywhere in Dhaka and fast across Bangladesh.",
  },
  {
    icon: "headset",
    title: "24-hour support",
    text: "Talk to a real mechanic by phone or chat, day and night, about fitment and repairs.",
  },
  {
    icon: "shield-check",
    title: "Secure checkout",
    text: "Every payment is protected by 128-bit SSL encryption from cart to confirmation.",
  },
];

export const benefits: readonly Feature[] = [
  { icon: "truck", title: "Free shipping", text: "On every order above 2000 taka" },
  { icon: "rotate-ccw", title: "7-day returns", text: "Money-back guarantee, no questions asked" },
  { icon: "zap", title: "24-hour delivery", text: "Dispatched the same day you order" },
  { icon: "wallet", title: "Bkash, Rocket, Nagad", text: "Pay the way you already do" },
];
