import type { Doc } from "../bson/types";
import type { CursorRegistry } from "../cursors";
import type { Store } from "../storage/store";

export interface ServerStats {
  startedAt: Date;
  currentConnections: number;
  totalConnections: number;
}

export interface CommandContext {
  /** The command's database (`$db`). */
  db: string;
  store: Store;
  cursors: CursorRegistry;
  stats: ServerStats;
  connectionId: number;
  remoteAddress: string;
}

/** Commands run synchronously so every read-modify-write is atomic. */
export type CommandHandler = (cmd: Doc, ctx: CommandContext) => Doc;
