import type { Doc } from "../bson/types";
import { CommandError, errorReply, fail, toCommandError } from "../errors";
import { aggregateCommands } from "./aggregate";
import { catalogCommands } from "./catalog";
import type { CommandContext, CommandHandler } from "./context";
import { countCommands } from "./count";
import { explainCommands } from "./explain";
import { findCommands } from "./find";
import { findAndModifyCommands } from "./find-and-modify";
import { handshakeCommands } from "./handshake";
import { indexCommands } from "./indexes";
import { validateDbName } from "./namespace";
import { sessionCommands } from "./sessions";
import { validateCommands } from "./validate";
import { writeCommands } from "./write";

const COMMANDS: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...sessionCommands,
  ...catalogCommands,
  ...indexCommands,
  ...findCommands,
  ...writeCommands,
  ...findAndModifyCommands,
  ...countCommands,
  ...aggregateCommands,
  ...validateCommands,
  ...explainCommands,
};

/** Runs one command and always returns a reply document ({ok: 0, ...} on error). */
export function runCommand(cmd: Doc, ctx: CommandContext): Doc {
  const name = Object.keys(cmd)[0] ?? "";
  const handler = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!handler) return errorReply(new CommandError("CommandNotFound", `no such command: '${name}'`));
  try {
    validateDbName(ctx.db);
    if (cmd.txnNumber !== undefined) {
      fail("IllegalOperation", "Transaction numbers are only allowed on a replica set member or mongos");
    }
    return handler(cmd, ctx);
  } catch (error) {
    return errorReply(toCommandError(error));
  }
}
