import { hostname } from "node:os";
import type { Doc } from "../bson/types";
import { isPlainObject, numericValue } from "../bson/types";
import { fail } from "../errors";
import type { CommandContext } from "./context";

/** The document `$collStats` starts a pipeline with (mongosh's db.coll.stats() reads storageStats). */
export function collStatsDoc(ctx: CommandContext, name: string, spec: unknown): Doc {
  const coll = ctx.store.catalog.get(ctx.db, name);
  if (!coll)
    fail(
      "NamespaceNotFound",
      `Unable to retrieve storageStats in $collStats stage :: caused by :: Collection [${ctx.db}.${name}] not found.`,
    );
  const options = isPlainObject(spec) ? spec : {};
  const count = ctx.store.docs.count(coll.id);
  const out: Doc = { ns: `${ctx.db}.${name}`, host: hostname(), localTime: new Date() };
  if (isPlainObject(options.storageStats)) {
    const scale = numericValue(options.storageStats.scale) ?? 1;
    const size = ctx.store.docs.dataSize(coll.id);
    const indexSizes: Doc = { _id_: Math.floor(ctx.store.docs.idKeysSize(coll.id) / scale) };
    for (const index of ctx.store.catalog.indexes(coll.id)) {
      indexSizes[index.name] = Math.floor(ctx.store.indexes.size(index) / scale);
    }
    const totalIndexSize = Object.values(indexSizes).reduce<number>((sum, n) => sum + Number(n), 0);
    out.storageStats = {
      size: Math.floor(size / scale),
      count,
      avgObjSize: count ? Math.floor(size / count) : 0,
      storageSize: Math.floor(size / scale),
      freeStorageSize: 0,
      capped: false,
      nindexes: 1 + ctx.store.catalog.indexes(coll.id).length,
      indexBuilds: [],
      totalIndexSize,
      totalSize: Math.floor(size / scale) + totalIndexSize,
      indexSizes,
      scaleFactor: scale,
    };
  }
  if (isPlainObject(options.count)) out.count = count;
  if (isPlainObject(options.latencyStats)) {
    const zero = { latency: 0, ops: 0 };
    out.latencyStats = { reads: zero, writes: zero, commands: zero, transactions: zero };
  }
  return out;
}

/**
 * The documents `$currentOp` starts a pipeline with. Commands run one at a
 * time, so the only operation in progress is the one asking.
 */
export function currentOpDocs(ctx: CommandContext, cmd: Doc): Doc[] {
  if (ctx.db !== "admin" || numericValue(cmd.aggregate) !== 1) {
    fail("InvalidNamespace", "$currentOp must be run against the 'admin' database with {aggregate: 1}");
  }
  return [
    {
      type: "op",
      host: hostname(),
      desc: `conn${ctx.connectionId}`,
      connectionId: ctx.connectionId,
      client: ctx.remoteAddress,
      active: true,
      currentOpTime: new Date().toISOString(),
      opid: ctx.connectionId,
      secs_running: 0,
      microsecs_running: 0,
      op: "command",
      ns: "admin.$cmd.aggregate",
      command: cmd,
      numYields: 0,
      locks: {},
      waitingForLock: false,
    },
  ];
}
