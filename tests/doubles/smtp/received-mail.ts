import type { HeaderLines, HeaderValue, ParsedMail } from "mailparser";
import type { SMTPServerEnvelope } from "smtp-server";

/** One accepted message: addresses from the SMTP envelope, the rest from the parsed message. */
export interface ReceivedMail {
  /** MAIL FROM, as the client sent it ("" for the null sender). */
  from: string;
  /** Every RCPT TO address, lower-cased: Bcc recipients included, which no header shows. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The Date header as ISO 8601, or the time of receipt when the message has none. */
  date: string;
  /** Lower-case names; decoded text where mailparser gives text or addresses, else the raw unfolded value. */
  headers: Record<string, string>;
}

export function toReceivedMail(envelope: SMTPServerEnvelope, parsed: ParsedMail): ReceivedMail {
  return {
    from: envelope.mailFrom === false ? "" : envelope.mailFrom.address,
    to: envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: parsed.html || "",
    messageId: parsed.messageId ?? "",
    date: (parsed.date ?? new Date()).toISOString(),
    headers: flatHeaders(parsed.headers, parsed.headerLines),
  };
}

function flatHeaders(parsed: Map<string, HeaderValue>, lines: HeaderLines): Record<string, string> {
  const raw = new Map<string, string[]>();
  for (const { key, line } of lines) {
    // "Name: value" with folding undone, so tests compare one-line strings.
    const value = line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
    raw.set(key, [...(raw.get(key) ?? []), value]);
  }
  const headers: Record<string, string> = {};
  for (const [key, values] of raw) headers[key] = readable(parsed.get(key)) ?? values.join(", ");
  return headers;
}

/** Text a test can compare (encoded words decoded), or undefined for structured values better left raw. */
function readable(value: HeaderValue | undefined): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.join(", ");
  if (typeof value === "object" && "text" in value && typeof value.text === "string") return value.text;
  return undefined;
}
