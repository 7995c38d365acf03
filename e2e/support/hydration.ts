import { expect, type Locator, type Request } from "@playwright/test";

/**
 * Waits until React has hydrated the element: it puts its props on a DOM node then. Until a
 * client form is live, "Order Now" is the browser's own post, which reloads the page, and a
 * button that opens a dialog does nothing. A test on a busy machine can get there first, so a test
 * that uses a form or a button as soon as the page is shown waits for this.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))), {
      message: "the element is hydrated",
    })
    .toBe(true);
}

/**
 * Points at a link and waits until Next.js's router has prefetched the page it leads to, as a
 * visitor does who reads a link before clicking it (components/navigation/link.tsx prefetches on
 * that intent). A test clicks at once, usually before the prefetch is even asked for.
 */
export async function hoverUntilPrefetched(link: Locator): Promise<void> {
  await hydrated(link);
  const page = link.page();
  const href = new URL((await link.getAttribute("href"))!, page.url());
  const isPrefetch = (request: Request) => {
    const url = new URL(request.url());
    return (
      request.headers()["next-router-prefetch"] === "1" &&
      url.pathname === href.pathname &&
      [...href.searchParams].every(([name, value]) => url.searchParams.get(name) === value)
    );
  };
  // The router stops reading a prefetch once it has what it needs: that request ends as failed.
  const done = new Promise<void>((resolve) => {
    const ended = (request: Request) => {
      if (!isPrefetch(request)) return;
      page.off("requestfinished", ended).off("requestfailed", ended);
      resolve();
    };
    page.on("requestfinished", ended).on("requestfailed", ended);
  });
  await link.hover();
  await done;
}
