import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

export interface DbLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

function readPid(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, "utf8").trim(), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * Locks a dbpath with a file holding the owner's PID. A lock left behind by a
 * dead process is taken over; one held by a live process (even this one) is refused.
 */
export function lockDbPath(dbpath: string): DbLock {
  const file = join(dbpath, "embedded-db.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        release: () => {
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      const pid = readPid(file);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(
          `dbpath ${dbpath} is already in use by another embedded-db server (pid ${pid}); stop it or choose another --dbpath`,
        );
      }
      try {
        unlinkSync(file);
      } catch {
        // Another starter removed the stale lock first; retry.
      }
    }
  }
  throw new Error(`could not lock dbpath ${dbpath}`);
}
