import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";

import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

import { toReceivedMail, type ReceivedMail } from "./received-mail";

export interface Credentials {
  user: string;
  pass: string;
}

const MAX_SIZE = 10 * 1024 * 1024;

/** An error smtp-server turns into this reply code. */
const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

function createServer(credentials: Credentials, onMail: (mail: ReceivedMail) => void): SMTPServer {
  const server = new SMTPServer({
    secure: false,
    // Not even offered: nodemailer upgrades whenever STARTTLS is advertised, and the shop does not set ignoreTLS.
    disabledCommands: ["STARTTLS"],
    hideSTARTTLS: true,
    // AUTH is still required (authOptional stays false), only without TLS first.
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    size: MAX_SIZE,
    logger: false,
    // stop() gives a session in the middle of a message one second, then answers 421.
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) {
        return callback(null, { user: auth.username });
      }
      callback(smtpError("Error: Authentication credentials invalid", 535));
    },
    onData(stream, session, callback) {
      buffer(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) return callback(smtpError("Error: Message exceeds the 10 MB size limit", 552));
          // Stored before the 250 reply, so a resolved sendMail() finds its mail in messages().
          onMail(toReceivedMail(session.envelope, await simpleParser(raw)));
          callback(null);
        })
        .catch((error: unknown) => callback(smtpError(`Error: Could not read the message: ${String(error)}`, 451)));
    },
  });
  // Client resets and protocol errors land here; without a listener they would crash the test process.
  server.on("error", () => {});
  return server;
}

/** The SMTP side, which stop() and start() take down and bring back on the same port. */
export class SmtpListener {
  readonly #credentials: Credentials;
  readonly #onMail: (mail: ReceivedMail) => void;
  #server: SMTPServer | undefined;
  #port = 0;
  /** start() and stop() run one after the other, whoever calls them. */
  #queue: Promise<void> = Promise.resolve();

  constructor(credentials: Credentials, onMail: (mail: ReceivedMail) => void) {
    this.#credentials = credentials;
    this.#onMail = onMail;
  }

  get port() {
    return this.#port;
  }

  get listening() {
    return this.#server !== undefined;
  }

  /** Listens again, on the first start a free port and then always that one, so SMTP_URL stays right. */
  start(): Promise<void> {
    return this.#enqueue(async () => {
      if (this.#server) return;
      const server = createServer(this.#credentials, this.#onMail);
      await new Promise<void>((resolve, reject) => {
        server.server.once("error", reject);
        server.listen(this.#port, "127.0.0.1", () => {
          server.server.off("error", reject);
          resolve();
        });
      });
      this.#port = (server.server.address() as AddressInfo).port;
      this.#server = server;
    });
  }

  /** Closes the listening socket at once (new connections are refused) and waits for open sessions. */
  stop(): Promise<void> {
    return this.#enqueue(async () => {
      const server = this.#server;
      if (!server) return;
      this.#server = undefined;
      await new Promise<void>((resolve) => server.close(resolve));
    });
  }

  #enqueue(step: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(step);
    this.#queue = run.catch(() => {});
    return run;
  }
}
