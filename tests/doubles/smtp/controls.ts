import { createServer } from "node:http";

import { createRequestListener, json } from "../http";
import { Mailbox, MailTimeoutError, type MailPredicate } from "./mailbox";
import type { SmtpListener } from "./smtp-listener";

const MAX_WAIT_MS = 300_000;

/** `http://127.0.0.1:<port>`: the same controls as the handle, for e2e tests that run in another process. */
export function createControlServer(mailbox: Mailbox, listener: SmtpListener) {
  return createServer(
    createRequestListener("SMTP", {
      "/messages": { GET: ({ url }) => json(mailbox.list().filter(predicateFrom(url.searchParams))) },
      "/messages/wait": {
        GET: async ({ url, signal }) => {
          const timeoutMs = url.searchParams.get("timeoutMs") ?? "10000";
          if (!/^\d+$/.test(timeoutMs) || Number(timeoutMs) > MAX_WAIT_MS) {
            const error = `timeoutMs must be a whole number of milliseconds up to ${MAX_WAIT_MS}, not ${timeoutMs}`;
            return json({ error }, 400);
          }
          try {
            // The caller hanging up ends the wait, so abandoned long-polls do not pile up.
            return json(await mailbox.wait(predicateFrom(url.searchParams), Number(timeoutMs), signal));
          } catch (error) {
            if (error instanceof MailTimeoutError) return json({ error: error.message }, 404);
            throw error;
          }
        },
      },
      "/stop": {
        POST: async () => {
          await listener.stop();
          return json({ listening: listener.listening });
        },
      },
      "/start": {
        POST: async () => {
          await listener.start();
          return json({ listening: listener.listening });
        },
      },
      "/reset": {
        POST: () => {
          mailbox.clear();
          return json({ ok: true });
        },
      },
    }),
  );
}

/** `to` matches a recipient, `subject` a part of the subject; both case-insensitively, as people type them. */
function predicateFrom(query: URLSearchParams): MailPredicate {
  const to = query.get("to")?.trim().toLowerCase();
  const subject = query.get("subject")?.toLowerCase();
  return (mail) => (!to || mail.to.includes(to)) && (!subject || mail.subject.toLowerCase().includes(subject));
}
