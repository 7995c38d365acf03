import { clsx } from "clsx";

type Variant = "default" | "destructive" | "attention" | "outline" | "secondary" | "ghost" | "link";
const SIZES = { default: "md", sm: "sm", lg: "lg", icon: "icon" } as const;

export type ButtonVariantProps = {
  variant?: Variant | null;
  size?: keyof typeof SIZES | null;
  className?: string;
};

/**
 * A button's classes, for a <button>, a link or anything styled as one. The styles are the
 * .btn component classes in app/globals.css: a page carries its markup twice (as HTML and as
 * the React data it hydrates from), so three short classes beat twenty utilities, and this
 * function costs client components no styling library. A caller's utilities win over them.
 */
export function buttonVariants({ variant, size, className }: ButtonVariantProps = {}): string {
  return clsx("btn", `btn-${variant ?? "default"}`, `btn-${SIZES[size ?? "default"]}`, className);
}
