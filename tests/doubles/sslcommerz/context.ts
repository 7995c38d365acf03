import type { DoubleState } from "./store";

/** What every endpoint needs: the state, the store's credentials and the double's own address. */
export interface GatewayContext {
  state: DoubleState;
  storeId: string;
  storePassword: string;
  bdtPerUsd: number;
  /** `http://127.0.0.1:<port>`, known once the server listens. */
  url: string;
}

export function isStore(
  context: GatewayContext,
  storeId: string | null | undefined,
  password: string | null | undefined,
) {
  return storeId === context.storeId && password === context.storePassword;
}
