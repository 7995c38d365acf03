import type { FieldValues, Resolver } from "react-hook-form";

import { loadOnce } from "@/lib/client/load-once";

/** What a Zod (Mini) schema says about its input and output types. */
type ZodSchema<Input, Output> = { _zod: { input: Input; output: Output } };

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts the download now, so the first check does not wait for it. */
  preload: () => void;
};

/**
 * A react-hook-form resolver that downloads its schema, and Zod with it, when the form is first
 * checked rather than with the page. Zod is most of a form page's own JavaScript (about 30 KB
 * gzipped) and a shopper needs it only once they fill the form in, so a form calls `preload`
 * when it first gets focus. The server checks every request with the same schema regardless.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<ZodSchema<Input, Output>>,
): LazyResolver<Input, Output> {
  const load = loadOnce(() =>
    Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    ),
  );
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
