import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "embedded-db",
    environment: "node",
    include: ["test/**/*.test.ts"],
    // Several tests start servers or child processes and write durably to disk.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
