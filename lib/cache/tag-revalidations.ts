import { tagsManifest, type TagManifestEntry } from "./next-internals";

/** One revalidateTag call, as Next.js hands it to the cache handler and as instances pass it on. */
export type Revalidation = { tags: string[]; durations?: { expire?: number } };

/**
 * Records a revalidation in Next.js's tags manifest as its default cache does for its own process
 * (FileSystemCache.revalidateTag): with durations the tags go stale now and expire `expire` seconds
 * later (`revalidateTag(tag, { expire: 0 })`: at once); without, they expire now. `at` is this
 * instance's clock, for another instance's revalidation too: clocks a little apart then cost at
 * most one render more, never a stale page kept.
 */
export function markRevalidated({ tags, durations }: Revalidation, at: number) {
  for (const tag of tags) {
    const known = tagsManifest.get(tag) ?? {};
    if (!durations) tagsManifest.set(tag, { ...known, expired: at });
    else if (durations.expire === undefined) tagsManifest.set(tag, { ...known, stale: at });
    else tagsManifest.set(tag, { ...known, stale: at, expired: at + durations.expire * 1000 });
  }
}

/** A tag's times as this instance knows them, to keep in Redis for instances not listening now. */
export const tagTimes = (tag: string): TagManifestEntry => tagsManifest.get(tag) ?? {};

/** Takes in a tag's times kept in Redis: the later of each time wins. */
export function mergeTagTimes(tag: string, kept: TagManifestEntry) {
  const known = tagsManifest.get(tag) ?? {};
  tagsManifest.set(tag, { stale: later(known.stale, kept.stale), expired: later(known.expired, kept.expired) });
}

const later = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);
