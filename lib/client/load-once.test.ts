import { describe, expect, it, vi } from "vitest";

import { loadOnce } from "@/lib/client/load-once";

describe("a download made once", () => {
  it("shares one download between every call, also those made while it runs", async () => {
    const download = vi.fn(async () => "schema");
    const load = loadOnce(download);
    expect(await Promise.all([load(), load()])).toEqual(["schema", "schema"]);
    expect(await load()).toBe("schema");
    expect(download).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed download, then keeps the answer", async () => {
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("schema");
    const load = loadOnce(download);
    await expect(load()).rejects.toThrow("offline");
    expect(await load()).toBe("schema");
    expect(await load()).toBe("schema");
    expect(download).toHaveBeenCalledTimes(2);
  });
});
