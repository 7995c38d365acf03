import { clsx } from "clsx";
import type { StaticImageData } from "next/image";

import sprite from "@/components/icons/sprite.svg";

/** The symbols of sprite.svg (icon.test.ts keeps the two in step). */
export const ICON_NAMES = [
  "search",
  "menu",
  "x",
  "message-circle",
  "send",
  "headset",
  "shield-check",
  "truck",
  "clock",
  "mail",
  "map-pin",
  "phone",
  "rotate-ccw",
  "wallet",
  "zap",
  "check",
  "info",
  "triangle-alert",
  "bike",
  "log-out",
  "shopping-basket",
  "minus",
  "plus",
  "trash",
  "facebook",
  "youtube",
  "instagram",
  "linkedin",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

// Next.js serves the imported sprite under a hashed name, cached by browsers for good.
const spriteUrl = (sprite as StaticImageData).src;

/**
 * One of the shop's icons, sized by its class (`<Icon name="truck" className="size-6" />`).
 * Every icon points into one cached sprite rather than carrying its drawing in the page, where
 * it would come twice: in the HTML and in the React data the page hydrates from. Icons are
 * decorative: the text or label beside them says what they mean. Server and client alike.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={clsx("icon", className)} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
