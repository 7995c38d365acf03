import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button-variants";

export interface ButtonProps extends React.ComponentProps<"button">, Omit<ButtonVariantProps, "className"> {
  /** Renders the child element (a link, say) with the button's styles instead of a <button>. */
  asChild?: boolean;
}

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return <Comp data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}

export { Button };
