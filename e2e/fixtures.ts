import { test as base } from "@playwright/test";

export const test = base.extend({
  /** The shop's URL is only known once the global setup has picked a free port. */
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  /** Every page of every test must run under the shop's Content-Security-Policy without a violation. */
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    if (violations.length) throw new Error(`CSP violations:\n${violations.join("\n")}`);
  },
});

export { expect } from "@playwright/test";
