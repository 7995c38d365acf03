"use client";

import { useState } from "react";

import { Icon } from "@/components/icons/icon";
import { Input } from "@/components/ui/input";

const stepButton =
  "flex size-10 shrink-0 items-center justify-center rounded-md border bg-background hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50";

/**
 * A quantity between `min` and `max`: one fewer, one more, or typed (taken on Enter or on
 * leaving the field). Typed values outside the limits still go to `onChange`, so the server
 * says why they cannot be. Give it `key={value}` to start again from a new value.
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
  onChange: (quantity: number) => void;
}) {
  const [typed, setTyped] = useState(String(value));
  const commit = () => {
    const quantity = Number(typed);
    if (typed.trim() !== "" && quantity !== value) onChange(quantity);
    else setTyped(String(value));
  };
  return (
    <div className="flex items-center gap-1.5">
      <button
        type="button"
        className={stepButton}
        aria-label={labels.fewer}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
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
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" className="size-4" />
      </button>
    </div>
  );
}
