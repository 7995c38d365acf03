import { test as base } from "@playwright/test";

export const test = base.extend({
  /** The shop's URL is only known once the global setup has picked a free port. */
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  /**
   * Every page of every test must run under the shop's Content-Security-Policy without a
   * violation: those logged to the console, and those Chromium only reports as issues
   * (a caught eval, for one).
   */
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(`${page.url()}: ${message.text()}`);
    });
    const devtools = await page.context().newCDPSession(page);
    devtools.on("Audits.issueAdded", ({ issue }) => {
      const csp = issue.details.contentSecurityPolicyIssueDetails;
      if (csp)
        violations.push(
          `${page.url()}: ${csp.contentSecurityPolicyViolationType} ${JSON.stringify(csp.sourceCodeLocation)}`,
        );
    });
    await devtools.send("Audits.enable");
    await use(page);
    // Leave the shop before the context closes: closing it while the page navigates on its own (the
    // not-found page's redirect home after 5 s, a sign-in's redirect) hung Chromium's close for the
    // whole test timeout ("Tearing down context"), in a trace of /bn/no-such-page in November 2026.
    // A navigation the page started itself can still interrupt this one: then leave once it is done.
    if (!page.isClosed()) await page.goto("about:blank").catch(() => page.goto("about:blank"));
    if (violations.length) throw new Error(`CSP violations:\n${violations.join("\n")}`);
  },
});

export { expect } from "@playwright/test";
