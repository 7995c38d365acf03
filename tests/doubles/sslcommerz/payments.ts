import type { GatewayContext } from "./context";
import { newBankTranId, newValId } from "./ids";
import { sendIpn } from "./ipn";
import { PAYMENT_METHODS, type PaymentMethodKey } from "./methods";
import { formatHundredths, storeAmount } from "./money";
import { signNotice } from "./signing";
import type { Session, Transaction, TransactionStatus } from "./store";
import { dhakaTime } from "./time";

export type Outcome = "pay" | "fail" | "cancel";

export const DECLINE_REASON = "Declined by the test gateway";

/** Where the customer's browser goes next, and the signed fields it posts there. */
export interface Completion {
  target: string;
  fields: Record<string, string>;
}

/** Refused because the session is unknown (404) or was already paid, failed or cancelled (409). */
export class OutcomeError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const STATUS: Record<Outcome, TransactionStatus> = { pay: "VALID", fail: "FAILED", cancel: "CANCELLED" };
const TARGET = { pay: "success_url", fail: "fail_url", cancel: "cancel_url" } as const;

/**
 * What the gateway does when the customer presses Pay, Fail or Cancel: records the transaction,
 * sends the IPN (not for a cancel, and not when the settings or `options.ipn` say so) and awaits
 * the shop's answer, then hands back the form the browser posts to the shop.
 */
export async function complete(
  context: GatewayContext,
  session: Session,
  outcome: Outcome,
  { method = "bkash", ipn }: CompletionOptions = {},
): Promise<Completion> {
  const { state } = context;
  if (state.transactions.has(session.tran_id)) {
    throw new OutcomeError(409, `Transaction ${session.tran_id} was already completed`);
  }
  const transaction = createTransaction(context, session, outcome, method);
  state.transactions.set(session.tran_id, transaction);
  const fields = noticeFields(transaction, context.storePassword);

  const ipnUrl = session.fields.ipn_url ?? "";
  if (outcome !== "cancel" && (ipn ?? state.settings.ipn) && ipnUrl) {
    const generation = state.generation;
    const delivery = await sendIpn(ipnUrl, fields, state.lifetime.signal);
    if (state.generation === generation) state.ipnDeliveries.push(delivery);
  }
  return { target: session.fields[TARGET[outcome]] ?? "", fields };
}

/** How one payment goes: the method chosen, and whether its IPN is sent (else the settings decide). */
export type CompletionOptions = { method?: PaymentMethodKey; ipn?: boolean };

export function completeByTranId(
  context: GatewayContext,
  tranId: string,
  outcome: Outcome,
  options?: CompletionOptions,
): Promise<Completion> {
  const session = context.state.sessionByTranId(tranId);
  if (!session) return Promise.reject(new OutcomeError(404, `No session with tran_id ${tranId}`));
  return complete(context, session, outcome, options);
}

function createTransaction(
  context: GatewayContext,
  session: Session,
  outcome: Outcome,
  method: PaymentMethodKey,
): Transaction {
  const riskLevel = context.state.settings.riskLevel;
  return {
    tran_id: session.tran_id,
    sessionkey: session.sessionkey,
    session: { ...session.fields },
    val_id: newValId(),
    // A cancel never reaches a bank, so there is no bank transaction or card to name.
    bank_tran_id: outcome === "cancel" ? "" : newBankTranId(),
    status: STATUS[outcome],
    method: outcome === "cancel" ? null : method,
    tran_date: dhakaTime(),
    validated_on: "",
    amount: formatHundredths(session.poisha),
    store_amount: formatHundredths(storeAmount(session.poisha)),
    currency: "BDT",
    currency_type: session.fields.currency ?? "",
    currency_amount: session.fields.total_amount ?? "",
    currency_rate: session.currencyRate,
    risk_level: riskLevel,
    risk_title: riskLevel === "1" ? "High" : "Safe",
    error: outcome === "fail" ? DECLINE_REASON : "",
    refunds: [],
  };
}

/** The card fields of a transaction: empty for a cancel. */
function cardFields(transaction: Transaction) {
  const card = transaction.method ? PAYMENT_METHODS[transaction.method] : undefined;
  return {
    card_type: card?.card_type ?? "",
    card_no: card?.card_no ?? "",
    card_issuer: card?.card_issuer ?? "",
    card_brand: card?.card_brand ?? "",
    card_issuer_country: card ? "Bangladesh" : "",
    card_issuer_country_code: card ? "BD" : "",
  };
}

/** value_a..value_d come back exactly as the shop sent them, empty when it sent none. */
function passThrough(transaction: Transaction) {
  const { value_a = "", value_b = "", value_c = "", value_d = "" } = transaction.session;
  return { value_a, value_b, value_c, value_d };
}

/** The transaction's fields that the notices and the validation and query APIs all carry. */
export function transactionFields(transaction: Transaction) {
  return {
    status: transaction.status,
    tran_id: transaction.tran_id,
    val_id: transaction.val_id,
    amount: transaction.amount,
    store_amount: transaction.store_amount,
    currency: transaction.currency,
    bank_tran_id: transaction.bank_tran_id,
    ...cardFields(transaction),
    tran_date: transaction.tran_date,
    currency_type: transaction.currency_type,
    currency_amount: transaction.currency_amount,
    currency_rate: transaction.currency_rate,
    risk_level: transaction.risk_level,
    risk_title: transaction.risk_title,
    ...passThrough(transaction),
  };
}

/** The signed fields of the IPN and of the browser's post to success_url, fail_url or cancel_url. */
function noticeFields(transaction: Transaction, storePassword: string): Record<string, string> {
  const fields: Record<string, string> = transactionFields(transaction);
  if (transaction.error) fields.error = transaction.error;
  return signNotice(fields, storePassword);
}
