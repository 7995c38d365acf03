import { invalidRequest, missingParam } from "./errors";
import type { FormObject } from "./form-body";

/** Readers for decoded form params that fail the way Stripe does; `label` names nested params in errors. */
export function optionalString(params: FormObject, name: string, label = name): string | undefined {
  const value = params[name];
  if (value === undefined || typeof value === "string") return value;
  throw invalidRequest(`Invalid string: ${label} must be a string.`, { param: label });
}

export function requiredString(params: FormObject, name: string, label = name): string {
  const value = optionalString(params, name, label);
  if (value === undefined || value === "") throw missingParam(label);
  return value;
}

export function requiredInteger(params: FormObject, name: string, label = name): number {
  const value = requiredString(params, name, label);
  if (!/^-?\d+$/.test(value))
    throw invalidRequest(`Invalid integer: ${value}`, { code: "parameter_invalid_integer", param: label });
  return Number(value);
}

/** A nested hash; Stripe treats an empty string as "unset". */
export function optionalObject(params: FormObject, name: string, label = name): FormObject | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string" || Array.isArray(value)) {
    throw invalidRequest(`Invalid object: ${label} must be a hash.`, { param: label });
  }
  return value;
}

export function optionalStringArray(params: FormObject, name: string): string[] | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value;
  throw invalidRequest(`Invalid array: ${name} must be a list of strings.`, { param: name });
}

/** Metadata-style string hashes; an empty value unsets its key. */
export function stringMap(params: FormObject, name: string): Record<string, string> {
  const hash = optionalObject(params, name) ?? {};
  const entries = Object.keys(hash).map((key) => [key, optionalString(hash, key, `${name}[${key}]`) ?? ""] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== ""));
}

export function requiredBoolean(params: FormObject, name: string, label = name): boolean {
  const value = requiredString(params, name, label);
  if (value !== "true" && value !== "false") throw invalidRequest(`Invalid boolean: ${value}`, { param: label });
  return value === "true";
}
