"use client";

import { Button } from "@/components/ui/button";

/** The browser's Print dialog, where "Save as PDF" is one of the printers. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
