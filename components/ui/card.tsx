import { clsx } from "clsx";
import * as React from "react";

// Client components use cards too (the basket), so classes are joined with clsx, not lib/utils'
// tailwind-merge (8.5 KB on the page): a card's className only adds to its own classes.

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={clsx("flex flex-col rounded-xl border bg-card text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={clsx("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

/** An h3 unless the page's outline needs another level (`as`). */
function CardTitle({
  className,
  as: Heading = "h3",
  ...props
}: React.ComponentProps<"h3"> & { as?: "h1" | "h2" | "h3" }) {
  return (
    <Heading data-slot="card-title" className={clsx("text-lg font-semibold leading-tight", className)} {...props} />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={clsx("text-sm text-muted-foreground", className)} {...props} />;
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={clsx("px-6 pb-6", className)} {...props} />;
}

export { Card, CardHeader, CardTitle, CardDescription, CardContent };
