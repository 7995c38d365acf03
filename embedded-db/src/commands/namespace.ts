import { fail } from "../errors";

export function validateDbName(name: string): void {
  if (!name || /[/\\. "$\0]/.test(name) || name.length > 63)
    fail("InvalidNamespace", `Invalid database name: '${name}'`);
}

export function validateCollectionName(name: string): void {
  if (!name || name.includes("\0") || name.includes("$") || name.startsWith(".") || name.length > 200) {
    fail("InvalidNamespace", `Invalid collection name: ${name}`);
  }
}
