import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          alias: {
            "@": path.resolve(import.meta.dirname),
            "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
          },
        },
        test: {
          name: "app",
          environment: "node",
          include: [
            "lib/**/*.test.ts",
            "components/**/*.test.ts",
            "config/**/*.test.ts",
            "messages/**/*.test.ts",
            "tests/**/*.test.ts",
          ],
          exclude: ["node_modules/**", "e2e/**", ".next/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The workspace package brings its own config.
      "embedded-db",
    ],
  },
});
