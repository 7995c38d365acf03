import { MongoClient, type Collection, type Db, type Document, type ObjectId } from "mongodb";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer } from "../src/server";

/** Test documents may use number and string ids, unlike the driver's default schema. */
export interface Loose extends Document {
  _id?: ObjectId | string | number;
}

export interface TestDb {
  server: RunningServer;
  client: MongoClient;
  db: Db;
  coll(name: string): Collection<Loose>;
  close(): Promise<void>;
}

/** Starts an in-memory server and a connected driver client. */
export async function startTestDb(dbName = "test", maxPoolSize?: number): Promise<TestDb> {
  const server = await startServer({ port: 0, dbpath: ":memory:" });
  const client = new MongoClient(`${server.uri}/${dbName}`, { serverSelectionTimeoutMS: 5000, maxPoolSize });
  await client.connect();
  const db = client.db();
  return {
    server,
    client,
    db,
    coll: (name) => db.collection<Loose>(name),
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

export interface Stage {
  stage: string;
  indexName?: string;
  direction?: string;
  indexBounds?: Record<string, string[]>;
  keysExamined?: number;
  docsExamined?: number;
  dupsTested?: number;
  dupsDropped?: number;
  inputStage?: Stage;
  inputStages?: Stage[];
}

/** The stages of a plan from the root down, e.g. ["LIMIT", "FETCH", "IXSCAN"]; a SORT_MERGE's inputs follow it. */
export function planStages(plan: Stage): Stage[] {
  return [plan, ...[...(plan.inputStages ?? []), ...(plan.inputStage ? [plan.inputStage] : [])].flatMap(planStages)];
}

/** Runs explain (executionStats) of a command: stage names, the first IXSCAN, every stage, and the totals. */
export async function explainCommand(db: Db, command: Document) {
  const reply = await db.command({ explain: command, verbosity: "executionStats" });
  const plan = planStages(reply.queryPlanner.winningPlan as Stage);
  return {
    names: plan.map((s) => s.stage),
    index: plan.find((s) => s.stage === "IXSCAN"),
    executed: planStages(reply.executionStats.executionStages as Stage),
    stats: reply.executionStats as { nReturned: number; totalKeysExamined: number; totalDocsExamined: number },
  };
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
