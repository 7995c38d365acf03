import type { AddressInfo } from "node:net";

import { createControlServer } from "./controls";
import { Mailbox, type MailPredicate } from "./mailbox";
import type { ReceivedMail } from "./received-mail";
import { SmtpListener, type Credentials } from "./smtp-listener";

export type { MailPredicate } from "./mailbox";
export { MailTimeoutError } from "./mailbox";
export type { ReceivedMail } from "./received-mail";

export type SmtpDoubleOptions = Partial<Credentials>;

/** A running double; messages() and waitForMail() hand out copies, so tests cannot reach into it. */
export interface SmtpDouble {
  /** `smtp://<user>:<pass>@127.0.0.1:<port>`, the shop's SMTP_URL; unchanged by stop() and start(). */
  url: string;
  port: number;
  user: string;
  pass: string;
  /** `http://127.0.0.1:<port>`: the HTTP controls, up until close() whatever stop() did. */
  controlUrl: string;
  messages(): ReceivedMail[];
  /** The first mail that matches, received already or still to come; rejects with MailTimeoutError after timeoutMs. */
  waitForMail(predicate: MailPredicate, timeoutMs?: number): Promise<ReceivedMail>;
  /** Closes the SMTP listener: connections are refused (ECONNREFUSED) until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Forgets every mail. */
  reset(): void;
  close(): Promise<void>;
}

// Fixed credentials: the shop's build may read SMTP_URL and outlive one double.
const DEFAULTS: Credentials = { user: "shop", pass: "smtp-test-pass" };

/** Starts an offline SMTP server for the shop's nodemailer, plus an HTTP control server. */
export async function startSmtpDouble(options: SmtpDoubleOptions = {}): Promise<SmtpDouble> {
  const credentials: Credentials = { user: options.user ?? DEFAULTS.user, pass: options.pass ?? DEFAULTS.pass };
  const mailbox = new Mailbox();
  const listener = new SmtpListener(credentials, (mail) => mailbox.add(mail));
  await listener.start();
  const controls = createControlServer(mailbox, listener);
  await new Promise<void>((resolve, reject) => {
    controls.once("error", reject);
    controls.listen(0, "127.0.0.1", resolve);
  });
  const { port } = listener;
  const user = encodeURIComponent(credentials.user);
  const pass = encodeURIComponent(credentials.pass);

  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    port,
    ...credentials,
    controlUrl: `http://127.0.0.1:${(controls.address() as AddressInfo).port}`,
    messages: () => mailbox.list(),
    waitForMail: (predicate, timeoutMs = 10_000) => mailbox.wait(predicate, timeoutMs),
    stop: () => listener.stop(),
    start: () => listener.start(),
    reset: () => mailbox.clear(),
    close: async () => {
      mailbox.close();
      await Promise.all([
        listener.stop(),
        new Promise<void>((resolve, reject) => {
          controls.close((error) => (error ? reject(error) : resolve()));
          controls.closeAllConnections();
        }),
      ]);
    },
  };
}
