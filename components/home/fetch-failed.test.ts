import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { afterEach, describe, expect, it, vi } from "vitest";

import { readOrNull } from "@/components/home/fetch-failed";

const unreachable = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:27017"));

describe("readOrNull", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("gives a section its data", async () => {
    await expect(readOrNull(() => Promise.resolve(["wrench"]), "the tools")).resolves.toEqual(["wrench"]);
  });

  it("turns a failed read into null for the section's error text, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(readOrNull(unreachable, "the tools")).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith("Could not load the tools", expect.any(Error));
  });

  it("fails the build instead, so no page is prerendered with the error in it", async () => {
    vi.stubEnv("NEXT_PHASE", PHASE_PRODUCTION_BUILD);
    await expect(readOrNull(unreachable, "the tools")).rejects.toThrow("The build could not load the tools");
  });
});
