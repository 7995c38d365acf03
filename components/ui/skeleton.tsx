import * as React from "react";

import { clsx } from "clsx";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" className={clsx("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

export { Skeleton };
