"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";

const REDIRECT_SECONDS = 5;

/** Counts down and then takes the visitor home, replacing the dead URL in the history. */
export function RedirectHome() {
  const router = useRouter();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const startedAt = Date.now();
    const tick = window.setInterval(() => {
      const left = REDIRECT_SECONDS - Math.floor((Date.now() - startedAt) / 1000);
      setSecondsLeft(Math.max(left, 0));
    }, 250);
    const redirect = window.setTimeout(() => router.replace("/"), REDIRECT_SECONDS * 1000);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(redirect);
    };
  }, [router]);

  return (
    <p className="text-slate-600" aria-live="polite">
      We will take you back to the home page in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}.
    </p>
  );
}
