import { cva } from "class-variance-authority";

/**
 * The button styles on their own, so client components in the page shell can style a link
 * or a button without pulling the Button component (Radix Slot, tailwind-merge) into
 * every page's first load.
 */
export const buttonVariants = cva(
  // Shape and states: the .btn component class in app/globals.css.
  "btn",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-brand-800",
        destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-red-800",
        attention: "bg-amber-500 text-ink shadow-sm hover:bg-amber-400",
        outline: "border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-sm hover:bg-slate-200",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm",
        sm: "h-8 rounded-md px-3 text-xs",
        lg: "h-12 rounded-md px-8 text-base",
        icon: "size-10 text-sm",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);
