import { isStore, type GatewayContext } from "./context";
import { newRefundRefId } from "./ids";
import { formatHundredths, parseHundredths } from "./money";
import type { Refund, Transaction } from "./store";
import { dhakaTime } from "./time";
import { transactionDetails } from "./validation-api";

type Answer = Record<string, unknown>;

/**
 * `GET /validator/api/merchantTransIDvalidationAPI.php` serves three APIs; like the gateway, it
 * picks one by the parameters present: a refund (bank_tran_id), a refund's status
 * (refund_ref_id), or a transaction query (tran_id, or sessionkey).
 */
export function merchantApi(context: GatewayContext, query: URLSearchParams): Answer {
  if (!isStore(context, query.get("store_id"), query.get("store_passwd"))) {
    return { APIConnect: "INVALID_REQUEST", status: "failed", errorReason: "Store credentials are wrong" };
  }
  if (query.has("bank_tran_id")) return refund(context, query);
  if (query.has("refund_ref_id")) return refundStatus(context, query.get("refund_ref_id") ?? "");
  if (query.has("tran_id")) return queryByTranId(context, query.get("tran_id") ?? "");
  if (query.has("sessionkey")) return queryBySession(context, query.get("sessionkey") ?? "");
  return {
    APIConnect: "INVALID_REQUEST",
    errorReason: "Send bank_tran_id (refund), refund_ref_id (refund status), tran_id or sessionkey (query)",
  };
}

function refund(context: GatewayContext, query: URLSearchParams): Answer {
  const bankTranId = query.get("bank_tran_id") ?? "";
  const refundTransId = query.get("refund_trans_id") ?? "";
  const remarks = query.get("refund_remarks") ?? "";
  const poisha = parseHundredths(query.get("refund_amount") ?? "");
  const failed = (errorReason: string): Answer => ({
    APIConnect: "DONE",
    bank_tran_id: bankTranId,
    status: "failed",
    errorReason,
  });

  if (!refundTransId || refundTransId.length > 30) return failed("refund_trans_id is required, at most 30 characters");
  if (poisha === undefined || poisha === 0)
    return failed("refund_amount must be a positive amount, at most two decimals");
  if (!remarks.trim()) return failed("refund_remarks is required");
  const transaction = context.state.transactionBy("bank_tran_id", bankTranId);
  if (!transaction) return failed("Invalid bank_tran_id");

  // The same refund_trans_id asks again for the refund already made: answer it, refund nothing more.
  const earlier = transaction.refunds.find((candidate) => candidate.refund_trans_id === refundTransId);
  if (earlier) return refundAnswer(transaction, earlier);
  for (const other of context.state.transactions.values()) {
    if (other.refunds.some((candidate) => candidate.refund_trans_id === refundTransId)) {
      return failed("refund_trans_id was already used for another transaction");
    }
  }
  if (context.state.settings.refunds === "refuse") return failed("Refund refused by the test gateway");
  if (transaction.status !== "VALID" && transaction.status !== "VALIDATED") {
    return failed(`A ${transaction.status} transaction cannot be refunded`);
  }
  const refunded = transaction.refunds.reduce((sum, made) => sum + (parseHundredths(made.refund_amount) ?? 0), 0);
  const left = (parseHundredths(transaction.amount) ?? 0) - refunded;
  if (poisha > left) return failed(`Refund amount exceeds the refundable amount (${formatHundredths(left)} BDT)`);

  const now = dhakaTime();
  const made: Refund = {
    refund_ref_id: newRefundRefId(),
    refund_trans_id: refundTransId,
    bank_tran_id: bankTranId,
    tran_id: transaction.tran_id,
    refund_amount: formatHundredths(poisha),
    refund_remarks: remarks,
    refe_id: query.get("refe_id") ?? "",
    initiated_on: now,
    // The test gateway settles refunds at once; the real one may answer "processing" for a while.
    refunded_on: now,
    status: "refunded",
  };
  transaction.refunds.push(made);
  return refundAnswer(transaction, made);
}

function refundAnswer(transaction: Transaction, made: Refund): Answer {
  return {
    APIConnect: "DONE",
    bank_tran_id: made.bank_tran_id,
    trans_id: transaction.tran_id,
    refund_ref_id: made.refund_ref_id,
    status: "success",
    errorReason: "",
  };
}

function refundStatus(context: GatewayContext, refundRefId: string): Answer {
  const made = context.state.refundByRefId(refundRefId);
  if (!made)
    return { APIConnect: "DONE", refund_ref_id: refundRefId, status: "failed", errorReason: "Invalid refund_ref_id" };
  return {
    APIConnect: "DONE",
    bank_tran_id: made.bank_tran_id,
    tran_id: made.tran_id,
    refund_ref_id: made.refund_ref_id,
    initiated_on: made.initiated_on,
    refunded_on: made.refunded_on,
    status: made.status,
    errorReason: "",
  };
}

/** One element per tran_id: the transaction, or PENDING while the customer has not answered. */
function element(context: GatewayContext, tranId: string) {
  const transaction = context.state.transactions.get(tranId);
  if (transaction) return transactionDetails(transaction);
  const session = context.state.sessionByTranId(tranId);
  if (!session) return undefined;
  return {
    status: "PENDING",
    tran_date: session.created_at,
    tran_id: tranId,
    val_id: "",
    amount: formatHundredths(session.poisha),
    currency: "BDT",
    bank_tran_id: "",
    currency_type: session.fields.currency ?? "",
    currency_amount: session.fields.total_amount ?? "",
    currency_rate: session.currencyRate,
  };
}

function queryByTranId(context: GatewayContext, tranId: string): Answer {
  const found = element(context, tranId);
  return { APIConnect: "DONE", no_of_trans_found: found ? 1 : 0, element: found ? [found] : [] };
}

function queryBySession(context: GatewayContext, sessionkey: string): Answer {
  const session = context.state.sessions.get(sessionkey);
  const found = session && element(context, session.tran_id);
  if (!found) return { APIConnect: "DONE", status: "INVALID_TRANSACTION", sessionkey };
  return { APIConnect: "DONE", sessionkey, ...found };
}
