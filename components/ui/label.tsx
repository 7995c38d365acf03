import * as React from "react";
import { clsx } from "clsx";

/** A plain <label>: Radix's adds only double-click text-selection handling, at 4 kB of first load. */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={clsx(
        "text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
