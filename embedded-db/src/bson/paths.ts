import { isPlainObject, type Doc } from "./types";

function collect(value: unknown, parts: string[], i: number, out: unknown[]): void {
  const part = parts[i];
  if (part === undefined) {
    out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part) && Number(part) < value.length) collect(value[Number(part)], parts, i + 1, out);
    for (const item of value) if (isPlainObject(item)) collect(item, parts, i, out);
    return;
  }
  if (isPlainObject(value) && Object.hasOwn(value, part)) collect(value[part], parts, i + 1, out);
  else out.push(undefined);
}

/** Values reached by a dotted path, traversing arrays of sub-documents; leaf arrays stay whole. */
export function rawPathValues(doc: Doc, path: string): unknown[] {
  const raw: unknown[] = [];
  collect(doc, path.split("."), 0, raw);
  return raw;
}

/** Expands the leaf arrays of rawPathValues into their elements; an empty array or nothing yields [undefined]. */
export function leafValues(raw: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const v of raw) {
    if (Array.isArray(v)) out.push(...(v.length ? v : [undefined]));
    else out.push(v);
  }
  return out.length ? out : [undefined];
}

/**
 * Values reached by a dotted path, traversing arrays of sub-documents like
 * MongoDB does; a leaf array contributes its elements. Missing yields [undefined].
 */
export function pathValues(doc: Doc, path: string): unknown[] {
  return leafValues(rawPathValues(doc, path));
}

/** The value at a dotted path without array traversal (used for _id and simple fields). */
export function getPath(doc: Doc, path: string): unknown {
  let current: unknown = doc;
  for (const part of path.split(".")) {
    if (isPlainObject(current)) current = current[part];
    else if (Array.isArray(current) && /^\d+$/.test(part)) current = current[Number(part)];
    else return undefined;
  }
  return current;
}

/** Sets a value at a dotted path through documents and array indexes, creating missing documents. */
export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split(".");
  let current: unknown = doc;
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    if (Array.isArray(current) && /^\d+$/.test(part)) {
      if (last) current[Number(part)] = value;
      else current = current[Number(part)];
    } else if (isPlainObject(current)) {
      if (last) current[part] = value;
      else current = current[part] ??= {};
    } else {
      return;
    }
  }
}
