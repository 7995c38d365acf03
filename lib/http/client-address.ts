import type { IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";

/**
 * Where a request comes from, for per-address rate limits.
 *
 * Next.js fills X-Forwarded-For from the connection only when the client sent none, so a
 * client reaching the shop directly could claim any address there. The shop's own server
 * (server.ts) therefore works the address out once, from the connection and only as many
 * X-Forwarded-For entries as there are trusted proxies (TRUSTED_PROXY_HOPS, default 0),
 * and passes it on in CLIENT_ADDRESS_HEADER, replacing anything a client sent under that name.
 */
export const CLIENT_ADDRESS_HEADER = "x-motoforge-client-address";

/** Headers a client could forge; without a trusted proxy in front they say nothing true. */
const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-forwarded-proto",
  "x-real-ip",
] as const;

/**
 * The client's address: the connection's own peer when no proxy is trusted; behind N
 * trusted proxies, the entry the outermost one appended (each proxy appends the address it
 * was called from, so everything further left is whatever the client chose to send).
 */
export function resolveClientAddress(
  connectionAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const peer = normalise(connectionAddress ?? "unknown");
  if (trustedHops <= 0) return peer;
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The last entry is the one our nearest proxy added, and so on towards the client. With a
  // shorter chain than proxies, the farthest proxy there is was itself the client.
  const fromClient = chain.slice(-trustedHops)[0];
  return fromClient ? normalise(fromClient) : peer;
}

/**
 * Replaces what the client said about itself with what the server knows: the address in
 * CLIENT_ADDRESS_HEADER, and, with no trusted proxy in front, no forwarding headers at all
 * (so Next.js and Auth.js take the host and protocol from the connection).
 */
export function recordClientAddress(request: IncomingMessage, trustedHops: number): void {
  const forwardedFor = request.headers["x-forwarded-for"];
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
    request.socket.remoteAddress,
    Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
    trustedHops,
  );
  if (trustedHops === 0) for (const name of FORWARDING_HEADERS) delete request.headers[name];
}

/** The address the shop's server recorded for this request ("unknown" outside it). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}

/**
 * IPv4 peers arrive as "::ffff:1.2.3.4" on dual-stack sockets, and a client on this machine
 * reaches "localhost" over ::1 or 127.0.0.1 as it pleases: each pair is one address. Any other
 * IPv6 address stands for its /64, the block one subscriber (a phone, a home) is given and may
 * pick any of its 2^64 addresses from: counted one by one, a limit would be none.
 */
function normalise(address: string): string {
  const lower = address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
  if (lower === "::1") return "127.0.0.1";
  const plain = lower.replace(/%.*$/, "");
  return isIPv6(plain) ? `${networkOf(plain)}::/64` : lower;
}

/** The first four groups of an IPv6 address, without leading zeros ("2001:db8:0:12"). */
function networkOf(address: string): string {
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const start = groups(head);
  // An IPv4 tail ("64:ff9b::1.2.3.4") is two groups' worth.
  const end = tail === undefined ? [] : groups(tail).flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const missing = 8 - start.length - end.length;
  const full = [...start, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...end];
  return full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":");
}
