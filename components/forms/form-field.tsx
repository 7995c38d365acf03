import { useId, type ReactElement, cloneElement } from "react";

import { Label } from "@/components/ui/label";
import { clsx } from "clsx";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/** A labelled form control with its validation message underneath, wired up for screen readers. */
export function FormField({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={clsx("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
