import type { IpnDelivery } from "./store";
import { dhakaTime } from "./time";

// Long enough for a dev server's first compile of the IPN route; close and reset abort sooner.
const IPN_TIMEOUT_MS = 30_000;

/** Posts an IPN to the shop, server to server; never throws, the outcome goes into the delivery. */
export async function sendIpn(url: string, fields: Record<string, string>, signal: AbortSignal): Promise<IpnDelivery> {
  const delivery: IpnDelivery = {
    url,
    tran_id: fields.tran_id ?? "",
    status: fields.status ?? "",
    fields,
    sent_at: dhakaTime(),
  };
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
      signal: AbortSignal.any([signal, AbortSignal.timeout(IPN_TIMEOUT_MS)]),
    });
    delivery.statusCode = response.status;
    delivery.responseBody = (await response.text()).slice(0, 2000);
  } catch (error) {
    delivery.error = describe(error);
  }
  return delivery;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch says only "fetch failed"; the cause names the refused connection or the timeout.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.name}: ${error.message}${cause}`;
}
