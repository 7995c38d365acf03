import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

import { Mailbox, MailTimeoutError, type MailPredicate } from "./mailbox";
import type { SmtpListener } from "./smtp-listener";

const MAX_WAIT_MS = 300_000;

class BadRequest extends Error {}

/** `http://127.0.0.1:<port>`: the same controls as the handle, for e2e tests that run in another process. */
export function createControlServer(mailbox: Mailbox, listener: SmtpListener) {
  return createServer((req, res) => {
    respond(mailbox, listener, req, res).catch((error: unknown) => {
      if (error instanceof BadRequest) return send(res, 400, { error: error.message });
      if (error instanceof MailTimeoutError) return send(res, 404, { error: error.message });
      send(res, 500, { error: String(error) });
    });
  });
}

async function respond(mailbox: Mailbox, listener: SmtpListener, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const route = `${req.method ?? "GET"} ${url.pathname}`;
  switch (route) {
    case "GET /messages":
      return send(res, 200, mailbox.list().filter(predicateFrom(url.searchParams)));
    case "GET /messages/wait": {
      // The caller hanging up ends the wait, so abandoned long-polls do not pile up.
      const gone = new AbortController();
      res.on("close", () => gone.abort(new Error("The client went away")));
      const timeoutMs = timeoutFrom(url.searchParams);
      return send(res, 200, await mailbox.wait(predicateFrom(url.searchParams), timeoutMs, gone.signal));
    }
    case "POST /stop":
      await listener.stop();
      return send(res, 200, { listening: listener.listening });
    case "POST /start":
      await listener.start();
      return send(res, 200, { listening: listener.listening });
    case "POST /reset":
      mailbox.clear();
      return send(res, 200, { ok: true });
  }
  const known = ["/messages", "/messages/wait", "/stop", "/start", "/reset"].includes(url.pathname);
  send(res, known ? 405 : 404, { error: `No such control: ${route}` });
}

/** `to` matches a recipient, `subject` a part of the subject; both case-insensitively, as people type them. */
function predicateFrom(query: URLSearchParams): MailPredicate {
  const to = query.get("to")?.trim().toLowerCase();
  const subject = query.get("subject")?.toLowerCase();
  return (mail) => (!to || mail.to.includes(to)) && (!subject || mail.subject.toLowerCase().includes(subject));
}

function timeoutFrom(query: URLSearchParams): number {
  const raw = query.get("timeoutMs") ?? "10000";
  const timeoutMs = Number(raw);
  if (!/^\d+$/.test(raw) || timeoutMs > MAX_WAIT_MS) {
    throw new BadRequest(`timeoutMs must be a whole number of milliseconds up to ${MAX_WAIT_MS}, not ${raw}`);
  }
  return timeoutMs;
}

function send(res: ServerResponse, status: number, body: unknown) {
  // A long-poll whose caller left, or that close() cut short, has nobody to answer.
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}
