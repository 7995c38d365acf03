import { Binary } from "bson";
import { randomBytes } from "node:crypto";
import type { CommandHandler } from "./context";

const ok: CommandHandler = () => ({ ok: 1 });

/** Session commands are accepted; sessions carry no state here (no transactions). */
export const sessionCommands: Record<string, CommandHandler> = {
  startSession: () => ({ id: { id: new Binary(randomBytes(16), Binary.SUBTYPE_UUID) }, timeoutMinutes: 30, ok: 1 }),
  endSessions: ok,
  refreshSessions: ok,
  killSessions: ok,
  killAllSessions: ok,
  killAllSessionsByPattern: ok,
};
