/**
 * The chat widget hands the visitor over to WhatsApp. Its link needs the shop's
 * number in international form, digits only (https://faq.whatsapp.com/5913398998672934).
 */

const BANGLADESH_COUNTRY_CODE = "880";

/**
 * Returns the number as WhatsApp wants it (country code and subscriber number, digits only),
 * or null when the configured value cannot be a phone number. Accepts the usual ways of
 * writing one: "+880 1711-000000", "8801711000000" or the local "01711000000".
 */
export function normalizeWhatsAppNumber(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  // A Bangladeshi mobile number written locally: 01XXXXXXXXX (11 digits).
  if (/^01\d{9}$/.test(digits)) digits = BANGLADESH_COUNTRY_CODE + digits.slice(1);
  // E.164 allows at most 15 digits; no country code starts with 0.
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return digits;
}

/** The query parameter WhatsApp reads the pre-typed message from. */
export const WHATSAPP_TEXT_PARAM = "text";

/**
 * The click-to-chat address. The widget's form submits to it with GET, so the browser
 * appends `?text=<the typed message>` itself and the widget needs no JavaScript.
 */
export function whatsAppChatUrl(number: string): string {
  return `https://wa.me/${number}`;
}
