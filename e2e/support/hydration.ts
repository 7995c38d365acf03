import { expect, type Locator } from "@playwright/test";

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
