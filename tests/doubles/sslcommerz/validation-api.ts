import { isStore, type GatewayContext } from "./context";
import { cardFields, passThrough } from "./payments";
import type { Transaction } from "./store";
import { dhakaTime } from "./time";

/** The transaction as the validation and query APIs describe it. */
export function transactionDetails(transaction: Transaction) {
  return {
    status: transaction.status as string,
    tran_date: transaction.tran_date,
    tran_id: transaction.tran_id,
    val_id: transaction.val_id,
    amount: transaction.amount,
    store_amount: transaction.store_amount,
    currency: transaction.currency,
    bank_tran_id: transaction.bank_tran_id,
    ...cardFields(transaction),
    currency_type: transaction.currency_type,
    currency_amount: transaction.currency_amount,
    currency_rate: transaction.currency_rate,
    base_fair: "0.00",
    ...passThrough(transaction),
    risk_level: transaction.risk_level,
    risk_title: transaction.risk_title,
    error: transaction.error,
    validated_on: transaction.validated_on,
  };
}

/**
 * `GET /validator/api/validationserverAPI.php`: VALID the first time a paid transaction is asked
 * about, VALIDATED after that, so a shop can tell a replayed notice from a fresh one.
 */
export function validateOrder(context: GatewayContext, query: URLSearchParams): Record<string, string> {
  if (!isStore(context, query.get("store_id"), query.get("store_passwd"))) {
    return { status: "INVALID_TRANSACTION", APIConnect: "INVALID_REQUEST", errorReason: "Store credentials are wrong" };
  }
  const transaction = context.state.transactionBy("val_id", query.get("val_id") ?? "");
  if (!transaction) return { status: "INVALID_TRANSACTION", APIConnect: "DONE" };

  const details = transactionDetails(transaction);
  if (transaction.status === "VALID") {
    transaction.status = "VALIDATED";
    transaction.validated_on = dhakaTime();
    details.validated_on = transaction.validated_on;
  }
  return { ...details, APIConnect: "DONE", gw_version: "double" };
}
