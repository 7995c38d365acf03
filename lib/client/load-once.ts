/**
 * `load` run at most once at a time and its answer kept, so every caller shares one download; a
 * failed one is forgotten, so the next call tries again (a rider whose connection dropped is not
 * left with a form that can never be checked).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((failure: unknown) => {
      loading = undefined;
      throw failure;
    }));
}
