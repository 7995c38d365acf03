"use client";

import { useEffect, useState } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { api, ApiError } from "@/lib/client/api";
import { fill, useLocale, useMessages } from "@/lib/i18n/client";
import { formatCount } from "@/lib/i18n/format";

type CodeSent = { resendAfterSeconds: number };

/** Seconds left, counting down once a second to 0, and the way to start it again. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return [left, setLeft];
}

/**
 * Cash on delivery's phone check, in place in the order form: texts a code to the delivery
 * phone (POST /api/phone/code), takes it in one field (POST /api/phone/verify), and offers a
 * new code once the minute between codes has passed. Its buttons never submit the order.
 */
export function PhoneConfirmation({ phone, onConfirmed }: { phone: string; onConfirmed: (phone: string) => void }) {
  const { confirmPhone: text } = useMessages("tool");
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<"sending" | "confirming" | null>(null);
  const [secondsLeft, startCountdown] = useCountdown();

  async function run(kind: "sending" | "confirming", call: () => Promise<void>) {
    setPending(kind);
    setError(undefined);
    try {
      await call();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.code ?? failure.message) : String(failure));
    } finally {
      setPending(null);
    }
  }

  const sendCode = () =>
    run("sending", async () => {
      const answer = await api<CodeSent>("/api/phone/code", { method: "POST", json: { phone } });
      setSent(true);
      startCountdown(answer.resendAfterSeconds);
      setCode("");
    });
  const confirm = () =>
    run("confirming", async () => {
      await api("/api/phone/verify", { method: "POST", json: { phone, code: code.trim() } });
      onConfirmed(phone);
    });

  return (
    <div
      role="group"
      aria-labelledby="confirm-phone-title"
      className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:col-span-2"
    >
      <p id="confirm-phone-title" className="font-semibold text-ink">
        {text.title}
      </p>
      <p className="text-sm text-slate-700" role="status">
        {!sent ? fill(text.why, { phone }) : fill(text.sent, { phone })}
      </p>
      {!sent ? (
        <>
          {error && <p className="text-sm font-medium text-destructive">{error}</p>}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={sendCode}
            disabled={pending !== null}
          >
            {pending === "sending" ? text.sending : text.send}
          </Button>
        </>
      ) : (
        <>
          <FormField label={text.code} error={error}>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                // Enter confirms the code; it must not place the order around it.
                if (event.key !== "Enter") return;
                event.preventDefault();
                void confirm();
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="max-w-40 tracking-widest"
            />
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" onClick={confirm} disabled={pending !== null || code.trim().length !== 6}>
              {pending === "confirming" ? text.confirming : text.confirm}
            </Button>
            <Button type="button" variant="link" onClick={sendCode} disabled={pending !== null || secondsLeft > 0}>
              {secondsLeft > 0 ? fill(text.resendIn, { seconds: formatCount(secondsLeft, locale) }) : text.resend}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
