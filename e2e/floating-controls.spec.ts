import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { testEveryPage } from "./support/every-page";

/** What a shopper taps: every link, button and field. */
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";

/**
 * Runs in the page: every control and figure (text with a digit: a price, a quantity, an
 * order number) that the chat hides. The visible chat trigger may cover none, wherever the page
 * is scrolled: a point of the control within the trigger's box must never show the trigger over
 * it (content under a bar the trigger sits in is hidden by the bar, as under the sticky header).
 * A bar the trigger is pinned to (its fixed container) must let every control be seen: at the
 * bottom of the page, and after scrolling each into view from above and from below, as a rider
 * does before tapping it, none may be under the bar.
 */
function controlsTheChatHides({ chatName, controls }: { chatName: string; controls: string }): string[] {
  const trigger = [...document.querySelectorAll<HTMLElement>(`[aria-label="${chatName}"]`)].find(
    (element) => element.matches("button") && element.checkVisibility(),
  );
  if (!trigger) return [`no visible "${chatName}" button`];
  let bar: HTMLElement = trigger;
  while (getComputedStyle(bar).position !== "fixed" && bar.parentElement) bar = bar.parentElement;
  // A fixed container no larger than the button is the floating button itself.
  const [barBox, buttonBox] = [bar.getBoundingClientRect(), trigger.getBoundingClientRect()];
  const floatsAlone = barBox.width <= buttonBox.width + 1 && barBox.height <= buttonBox.height + 1;
  const button = floatsAlone ? bar : trigger;
  const covers = floatsAlone
    ? ([["the button", bar]] as const)
    : ([
        ["the button", trigger],
        ["its bar", bar],
      ] as const);

  type Target = { label: string; owner: Element; rect: () => DOMRect };
  const targets: Target[] = [];
  for (const element of document.querySelectorAll(controls)) {
    if (bar.contains(element)) continue;
    const name =
      element.getAttribute("aria-label") ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent;
    targets.push({
      label: `${element.localName} "${(name ?? "").trim().slice(0, 40)}"`,
      owner: element,
      rect: () => element.getBoundingClientRect(),
    });
  }
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const owner = node.parentElement;
    if (!owner || bar.contains(owner) || !/\d/.test(node.textContent ?? "")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    targets.push({
      label: `figure "${node.textContent!.trim().slice(0, 40)}"`,
      owner,
      rect: () => range.getBoundingClientRect(),
    });
  }

  /** A few points spread over the part of the target within the cover's box and the viewport. */
  function pointsUnder(cover: HTMLElement, target: DOMRect): [number, number][] {
    const box = cover.getBoundingClientRect();
    const left = Math.max(target.left, box.left, 0);
    const right = Math.min(target.right, box.right, innerWidth);
    const top = Math.max(target.top, box.top, 0);
    const bottom = Math.min(target.bottom, box.bottom, innerHeight);
    if (right - left < 1 || bottom - top < 1) return [];
    const steps = [0.1, 0.5, 0.9];
    return steps.flatMap((across) =>
      steps.map((down): [number, number] => [left + (right - left) * across, top + (bottom - top) * down]),
    );
  }
  /** Whether the cover is on top of the target somewhere: what shows there once the cover is set aside is the target. */
  function hides(cover: HTMLElement, target: Target): boolean {
    return (
      target.owner.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      pointsUnder(cover, target.rect()).some(([x, y]) => {
        const [top, ...below] = document.elementsFromPoint(x, y);
        if (!top || !cover.contains(top)) return false;
        const shownWithoutCover = below.find((element) => !cover.contains(element));
        return shownWithoutCover !== undefined && target.owner.contains(shownWithoutCover);
      })
    );
  }

  const hidden = new Set<string>();
  const scrollTo = (top: number) => window.scrollTo({ top, behavior: "instant" });
  const bottom = () => document.documentElement.scrollHeight;
  // Disabled buttons (which let the pointer through) count as what a rider sees.
  const hitTesting = document.createElement("style");
  hitTesting.textContent = `${controls} { pointer-events: auto !important; }`;
  document.head.append(hitTesting);
  try {
    const everyTargetAt = (where: string) => {
      for (const target of targets)
        for (const [name, cover] of covers)
          // Where the page opens, what is under a bar is below the fold, as far as a rider is concerned.
          if ((cover === button || where !== "where the page opens") && hides(cover, target))
            hidden.add(`${where}, under ${name}: ${target.label}`);
    };
    everyTargetAt("where the page opens");
    scrollTo(bottom());
    everyTargetAt("at the bottom");
    for (const target of targets)
      for (const [from, start] of [
        ["from above", 0],
        ["from below", bottom()],
      ] as const) {
        scrollTo(start);
        // "nearest": it stops at the edge it comes in from, as far as a rider scrolls to tap it.
        target.owner.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
        for (const [name, cover] of covers)
          if (hides(cover, target)) hidden.add(`scrolled into view ${from}, under ${name}: ${target.label}`);
      }
  } finally {
    hitTesting.remove();
    scrollTo(0);
  }
  return [...hidden];
}

async function expectChatHidesNothing(page: Page) {
  // Content that loads late (fonts, lazy images) must not move after the boxes are read.
  await page.waitForLoadState("load");
  const hidden = await page.evaluate(controlsTheChatHides, { chatName: "Chat with us", controls: CONTROLS });
  expect(hidden, `what the chat button covers on ${page.url()}`).toEqual([]);
}

// A phone, a tablet, and the narrowest screen the button floats on (see ChatWidget).
for (const viewport of [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1536, height: 864 },
])
  test.describe(`at ${viewport.width} px the chat button covers no control or figure`, () => {
    test.use({ viewport });
    testEveryPage(expectChatHidesNothing);
  });
