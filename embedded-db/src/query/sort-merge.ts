import type { ScanEntry } from "../storage/key-scan";

/** One input of a merge: a scan's entries with their keys, and the bytes of its point prefix. */
export interface MergeInput {
  entries: Iterator<ScanEntry>;
  pointPrefix: number;
}

interface Head {
  entry: ScanEntry;
  key: Buffer;
  pointPrefix: number;
}

function head(input: MergeInput): Head | undefined {
  const next = input.entries.next();
  if (next.done) return undefined;
  const key = next.value[2];
  if (!key) throw new Error("a merged scan must read keys");
  return { entry: next.value, key, pointPrefix: input.pointPrefix };
}

/** Key order after the point prefixes (the sort fields, then the rest), then record id order, as within a scan. */
function compareHeads(a: Head, b: Head): number {
  return (
    a.key.compare(b.key, b.pointPrefix, b.key.length, a.pointPrefix, a.key.length) || Math.sign(a.entry[0] - b.entry[0])
  );
}

/**
 * Merges scans of one index, each in key order (`direction` -1: descending),
 * into one stream ordered by the key bytes after each scan's point prefix:
 * the sort order, since every scan pins its point fields to one value.
 * Reads one entry ahead per scan, as MongoDB's SORT_MERGE does.
 */
export function* mergeScans(inputs: MergeInput[], direction: 1 | -1): Generator<ScanEntry> {
  const heads = inputs.map(head);
  for (;;) {
    let next = -1;
    for (const [i, candidate] of heads.entries()) {
      const current = heads[next];
      if (candidate && (!current || compareHeads(candidate, current) * direction < 0)) next = i;
    }
    const [chosen, input] = [heads[next], inputs[next]];
    if (!chosen || !input) return;
    yield chosen.entry;
    heads[next] = head(input);
  }
}
