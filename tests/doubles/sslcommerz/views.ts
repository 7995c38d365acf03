import type { DoubleState, Transaction, TransactionStatus } from "./store";

/** A session as tests see it: the fields the shop sent and how far the customer got. */
export interface SessionView {
  sessionkey: string;
  tran_id: string;
  fields: Record<string, string>;
  gatewayPageUrl: string;
  created_at: string;
  status: "PENDING" | TransactionStatus;
}

// Copies, so tests cannot reach into the double's state.
export function sessionViews(state: DoubleState): SessionView[] {
  return [...state.sessions.values()].map((session) => ({
    sessionkey: session.sessionkey,
    tran_id: session.tran_id,
    fields: { ...session.fields },
    gatewayPageUrl: session.gatewayPageUrl,
    created_at: session.created_at,
    status: state.transactions.get(session.tran_id)?.status ?? "PENDING",
  }));
}

export function transactionViews(state: DoubleState): Transaction[] {
  return [...state.transactions.values()].map((transaction) => structuredClone(transaction));
}
