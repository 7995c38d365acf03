"use client";

import { useState } from "react";

import { Icon } from "@/components/icons/icon";
import { Input } from "@/components/ui/input";

const stepButton =
  "flex size-10 shrink-0 items-center justify-center rounded-md border bg-background hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50";

/**
 * A quantity between `min` and `max`: one fewer, one more, or typed (taken on Enter or on
 * leaving the field). Typed values outside the limits still go to `onChange`, so the server
 * says why they cannot be; when it answers that the change did not go through, the field shows
 * the quantity still held again. Give it `key={value}` to start again from a new value.
 */
export function QuantityStepper({
  value,
  min,
  max,
  disabled,
  labels,
  describedBy,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  labels: { quantity: string; fewer: string; more: string };
  describedBy?: string;
  /** Resolves to whether the quantity changed. */
  onChange: (quantity: number) => Promise<boolean>;
}) {
  const [typed, setTyped] = useState(String(value));
  const showHeld = () => setTyped(String(value));
  const commit = () => {
    const quantity = Number(typed);
    if (typed.trim() === "" || quantity === value) return showHeld();
    void onChange(quantity).then((changed) => changed || showHeld());
  };
  return (
    <div className="flex items-center gap-1.5">
      <button
        type="button"
        className={stepButton}
        aria-label={labels.fewer}
        disabled={disabled || value <= min}
        onClick={() => void onChange(value - 1)}
      >
        <Icon name="minus" className="size-4" />
      </button>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="w-20 text-center"
        aria-label={labels.quantity}
        aria-describedby={describedBy}
        disabled={disabled}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
      <button
        type="button"
        className={stepButton}
        aria-label={labels.more}
        disabled={disabled || value >= max}
        onClick={() => void onChange(value + 1)}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}
