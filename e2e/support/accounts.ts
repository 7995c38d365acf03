import { randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";

import { e2eConfig } from "./env";

export type Account = { name: string; email: string; password: string };

/** A fresh account for one test, so tests never share state. */
export function newAccount(prefix = "rider"): Account {
  const id = randomUUID().slice(0, 8);
  return { name: `Test ${prefix} ${id}`, email: `${prefix}.${id}@e2e.test`, password: `pw-${id}-secret` };
}

export const adminAccount: Account = e2eConfig.admin;

/** Signs up through the API; the request context (and a page sharing it) is then signed in. */
export async function signUp(request: APIRequestContext, account: Account = newAccount()): Promise<Account> {
  const response = await request.post("/api/signup", { data: account });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return account;
}

export async function logIn(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post("/api/login", { data: { email: account.email, password: account.password } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}
