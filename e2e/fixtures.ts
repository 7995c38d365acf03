import { test as base } from "@playwright/test";

/** The shop's URL is only known once the global setup has picked a free port. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});

export { expect } from "@playwright/test";
