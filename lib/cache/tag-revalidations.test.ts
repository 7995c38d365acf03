import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { tagsManifest } from "./next-internals";
import { markRevalidated, mergeTagTimes, tagTimes } from "./tag-revalidations";

const newTag = () => `tag-${randomUUID()}`;

describe("markRevalidated", () => {
  it("records what Next.js's default cache records for revalidateTag", () => {
    const [now, soon, later] = [newTag(), newTag(), newTag()];
    markRevalidated({ tags: [now], durations: { expire: 0 } }, 1_000);
    markRevalidated({ tags: [soon], durations: { expire: 60 } }, 1_000);
    markRevalidated({ tags: [later], durations: {} }, 1_000);
    expect(tagsManifest.get(now)).toEqual({ stale: 1_000, expired: 1_000 });
    expect(tagsManifest.get(soon)).toEqual({ stale: 1_000, expired: 61_000 });
    expect(tagsManifest.get(later)).toEqual({ stale: 1_000 });
  });

  it("expires the tags at once without durations, keeping when they went stale", () => {
    const tag = newTag();
    markRevalidated({ tags: [tag], durations: {} }, 1_000);
    markRevalidated({ tags: [tag] }, 2_000);
    expect(tagTimes(tag)).toEqual({ stale: 1_000, expired: 2_000 });
  });
});

describe("mergeTagTimes", () => {
  it("keeps the later of each time", () => {
    const tag = newTag();
    markRevalidated({ tags: [tag], durations: { expire: 0 } }, 5_000);
    mergeTagTimes(tag, { stale: 9_000, expired: 3_000 });
    expect(tagTimes(tag)).toEqual({ stale: 9_000, expired: 5_000 });
    const unknown = newTag();
    mergeTagTimes(unknown, { expired: 7_000 });
    expect(tagTimes(unknown)).toEqual({ expired: 7_000 });
  });
});
