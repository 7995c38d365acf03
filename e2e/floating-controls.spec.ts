import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { testEveryPage } from "./support/every-page";

/** What a shopper taps: every link, button and field. */
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";

/**
 * Runs in the page: every control and figure (text with a digit: a price, a quantity, an
 * order number) that the visible chat trigger hides, at the first scroll position, at the
 * bottom of the page, and for each after scrolling it into view from above and from below,
 * as a rider does before tapping it. "Hides" means a point of it within the trigger's box
 * shows the trigger and would show the control without it: content that has scrolled under
 * a bar the trigger sits in (the sticky header) is hidden by the bar, not by the trigger.
 */
function controlsTheChatHides({ chatName, controls }: { chatName: string; controls: string }): string[] {
  const trigger = [...document.querySelectorAll<HTMLElement>(`[aria-label="${chatName}"]`)].find(
    (element) => element.matches("button") && element.checkVisibility(),
  );
  if (!trigger) return [`no visible "${chatName}" button`];

  type Target = { label: string; owner: Element; rect: () => DOMRect };
  const targets: Target[] = [];
  for (const element of document.querySelectorAll(controls)) {
    if (trigger.contains(element)) continue;
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
    if (!owner || trigger.contains(owner) || !/\d/.test(node.textContent ?? "")) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    targets.push({
      label: `figure "${node.textContent!.trim().slice(0, 40)}"`,
      owner,
      rect: () => range.getBoundingClientRect(),
    });
  }

  /** A few points spread over the part of the target within the trigger's box and the viewport. */
  function pointsUnderTrigger(target: DOMRect): [number, number][] {
    const box = trigger!.getBoundingClientRect();
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
  function hides(target: Target): boolean {
    return (
      target.owner.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      pointsUnderTrigger(target.rect()).some(([x, y]) => {
        const shown = document.elementFromPoint(x, y);
        return shown !== null && target.owner.contains(shown);
      })
    );
  }

  const hidden = new Set<string>();
  const scrollTo = (top: number) => window.scrollTo({ top, behavior: "instant" });
  const bottom = () => document.documentElement.scrollHeight;
  // The points are read with the trigger out of the way, and disabled buttons (which let the
  // pointer through) counted as what a rider sees.
  const hitTesting = document.createElement("style");
  hitTesting.textContent = `${controls} { pointer-events: auto !important; }`;
  document.head.append(hitTesting);
  trigger.style.visibility = "hidden";
  try {
    const everyTargetAt = (where: string) => {
      for (const target of targets) if (hides(target)) hidden.add(`${where}: ${target.label}`);
    };
    everyTargetAt(`at ${scrollY}px`);
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
        if (hides(target)) hidden.add(`scrolled into view ${from}: ${target.label}`);
      }
  } finally {
    trigger.style.visibility = "";
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
