/** Tags of the cached catalogue reads, invalidated by the writes that change them. */
export const cacheTags = {
  tools: "tools",
  reviews: "reviews",
  bikes: "bikes",
} as const;
