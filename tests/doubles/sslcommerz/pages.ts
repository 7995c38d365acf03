import { PAYMENT_METHODS } from "./methods";
import { formatHundredths, parseHundredths } from "./money";
import type { Session } from "./store";

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// Plain HTML with inline styling only: the page must work offline and, but for the return, without scripts.
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{margin:.25rem 0;padding:.5rem 1.5rem}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** The gateway page: what is being paid, and one form per button, posting back to the same URL. */
export function gatewayPage(session: Session, storeName: string): string {
  const action = escapeHtml(session.gatewayPageUrl);
  const cents = parseHundredths(session.fields.total_amount ?? "") ?? 0;
  const currency = session.fields.currency ?? "";
  const taka = currency === "BDT" ? "" : `<dt>Charged in taka</dt><dd>${formatHundredths(session.poisha)} BDT</dd>`;
  const methods = Object.entries(PAYMENT_METHODS)
    .map(
      ([key, method], index) =>
        `<label><input type="radio" name="method" value="${key}"${index === 0 ? " checked" : ""}> ${escapeHtml(method.label)}</label><br>`,
    )
    .join("\n");
  const button = (outcome: string, label: string, extra = "") =>
    `<form method="post" action="${action}">${hidden("outcome", outcome)}${extra}<button type="submit">${label}</button></form>`;

  return page(
    "SSLCommerz test gateway",
    `<h1>SSLCommerz test gateway</h1>
<dl>
<dt>Store</dt><dd>${escapeHtml(storeName)}</dd>
<dt>Amount</dt><dd>${formatHundredths(cents)} ${escapeHtml(currency)}</dd>
${taka}
<dt>Transaction</dt><dd>${escapeHtml(session.tran_id)}</dd>
<dt>Product</dt><dd>${escapeHtml(session.fields.product_name ?? "")}</dd>
</dl>
${button("pay", "Pay", `<fieldset><legend>Payment method</legend>\n${methods}\n</fieldset>`)}
${button("fail", "Fail")}
${button("cancel", "Cancel")}`,
  );
}

/** Posts the signed fields to the shop by itself, as the real gateway does; the button covers no-script browsers. */
export function returnPage(target: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => hidden(name, value))
    .join("\n");
  return page(
    "Returning to the merchant",
    `<form method="post" action="${escapeHtml(target)}">
${inputs}
<p>Payment ${escapeHtml(fields.status ?? "")}. Returning to the merchant…</p>
<button type="submit">Return to merchant</button>
</form>
<script>document.forms[0].submit()</script>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
