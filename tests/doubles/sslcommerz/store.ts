import type { ServerResponse } from "node:http";

import type { PaymentMethodKey } from "./methods";
import { DEFAULT_SETTINGS, type DoubleSettings } from "./settings";

/** One payment session, as the shop opened it. */
export interface Session {
  sessionkey: string;
  tran_id: string;
  /** Every field of the init request, as received. */
  fields: Record<string, string>;
  gatewayPageUrl: string;
  created_at: string;
  /** The taka amount and rate fixed when the session was opened. */
  poisha: number;
  currencyRate: string;
}

export type TransactionStatus = "VALID" | "VALIDATED" | "FAILED" | "CANCELLED";

/** The customer's answer on the gateway page; at most one per session. */
export interface Transaction {
  tran_id: string;
  sessionkey: string;
  /** The session's init fields, as received. */
  session: Record<string, string>;
  val_id: string;
  bank_tran_id: string;
  status: TransactionStatus;
  method: PaymentMethodKey | null;
  tran_date: string;
  validated_on: string;
  /** Settled in taka: `amount` and `store_amount` are BDT, `currency_*` what the shop asked for. */
  amount: string;
  store_amount: string;
  currency: "BDT";
  currency_type: string;
  currency_amount: string;
  currency_rate: string;
  risk_level: "0" | "1";
  risk_title: string;
  error: string;
  refunds: Refund[];
}

export interface Refund {
  refund_ref_id: string;
  refund_trans_id: string;
  bank_tran_id: string;
  tran_id: string;
  refund_amount: string;
  refund_remarks: string;
  refe_id: string;
  initiated_on: string;
  refunded_on: string;
  status: "refunded";
}

/** One IPN the gateway sent, and what became of it. */
export interface IpnDelivery {
  url: string;
  tran_id: string;
  status: string;
  fields: Record<string, string>;
  /** The shop's HTTP status, or `error` when it could not be reached or timed out. */
  statusCode?: number;
  error?: string;
  responseBody?: string;
  sent_at: string;
}

/** A call to the validation or merchant API, so tests can count what the shop asked for (the password left out). */
export interface ApiCall {
  path: string;
  params: Record<string, string>;
  at: string;
}

/** Everything the double remembers; `reset` forgets it all and lets go of hanging requests. */
export class DoubleState {
  settings: DoubleSettings = { ...DEFAULT_SETTINGS };
  readonly sessions = new Map<string, Session>();
  /** Keyed by tran_id: a session has at most one transaction. */
  readonly transactions = new Map<string, Transaction>();
  ipnDeliveries: IpnDelivery[] = [];
  apiCalls: ApiCall[] = [];
  /** Bumped by reset, so an IPN still in flight does not log into the next test's list. */
  generation = 0;
  /** Aborted by reset and close, so no IPN outlives them. */
  lifetime = new AbortController();
  /** Requests the settings told us never to answer. */
  readonly hanging = new Set<ServerResponse>();

  sessionByTranId(tranId: string): Session | undefined {
    for (const session of this.sessions.values()) if (session.tran_id === tranId) return session;
    return undefined;
  }

  transactionBy(field: "val_id" | "bank_tran_id", value: string): Transaction | undefined {
    if (!value) return undefined;
    for (const transaction of this.transactions.values()) if (transaction[field] === value) return transaction;
    return undefined;
  }

  refundByRefId(refundRefId: string): Refund | undefined {
    for (const transaction of this.transactions.values()) {
      const refund = transaction.refunds.find((candidate) => candidate.refund_ref_id === refundRefId);
      if (refund) return refund;
    }
    return undefined;
  }

  /** Ends what is in flight: IPNs are aborted, hanging requests lose their sockets. */
  letGo(): void {
    this.lifetime.abort();
    this.lifetime = new AbortController();
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
  }

  reset(): void {
    this.letGo();
    this.settings = { ...DEFAULT_SETTINGS };
    this.sessions.clear();
    this.transactions.clear();
    this.ipnDeliveries = [];
    this.apiCalls = [];
    this.generation++;
  }
}
