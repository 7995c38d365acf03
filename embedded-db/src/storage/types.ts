import type { Binary } from "bson";
import type { Doc } from "../bson/types";

export interface CollectionMeta {
  id: number;
  db: string;
  name: string;
  options: Doc;
  uuid: Binary;
}

export interface IndexMeta {
  id: number;
  cid: number;
  name: string;
  /** The spec as listIndexes returns it: {v, key, name, ...options}. */
  spec: Doc;
  /** Key pattern fields in order, e.g. [['email', 1]]. */
  fields: [string, unknown][];
  unique: boolean;
  sparse: boolean;
  /** True once a document put an array on any indexed path. */
  multikey: boolean;
  /**
   * Per key field (as `fields`), whether a document put an array on its path:
   * a sort on such a field cannot come from the index, and an equality on it
   * does not fix its sort order.
   */
  multikeyFields: boolean[];
  /** The `_id_` index, whose keys are the docs table's id_order column rather than index entries. */
  primary?: boolean;
  /** Normalized partialFilterExpression, if any. */
  partialFilter?: Doc;
}

/** A stored document: the exact BSON-decoded form and the normalized form mingo queries. */
export interface StoredDoc {
  rid: number;
  ver: number;
  exact: Doc;
  norm: Doc;
  size: number;
}
