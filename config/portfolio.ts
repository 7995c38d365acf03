/**
 * The portfolio page's parts in order; their words are the `home.portfolio` messages
 * (messages/en/home.ts), named here by key.
 */
import type home from "@/messages/en/home";

type Portfolio = (typeof home)["portfolio"];

export const portfolio: {
  intro: readonly (keyof Portfolio["intro"])[];
  stats: readonly (keyof Portfolio["stats"])[];
  milestones: readonly (keyof Portfolio["milestones"])[];
  capabilities: readonly (keyof Portfolio["capabilities"])[];
  projects: readonly (keyof Portfolio["projects"])[];
} = {
  intro: ["history", "conditions"],
  stats: ["years", "parts", "dealers", "riders"],
  milestones: ["y1992", "y1998", "y2005", "y2010", "y2014", "y2017", "y2021", "today"],
  capabilities: ["cnc", "heat", "quality", "testing", "fitment", "packing"],
  projects: ["fleet", "racing", "training", "delivery"],
};
