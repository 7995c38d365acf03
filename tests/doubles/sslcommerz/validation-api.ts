import { isStore, type GatewayContext } from "./context";
import { transactionFields } from "./payments";
import type { Transaction } from "./store";
import { dhakaTime } from "./time";

/** The transaction as the validation and query APIs describe it. */
export function transactionDetails(transaction: Transaction) {
  return {
    ...transactionFields(transaction),
    base_fair: "0.00",
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
