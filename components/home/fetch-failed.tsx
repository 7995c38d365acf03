import { getTranslations } from "next-intl/server";

import { isBuilding } from "@/lib/env";

/** What a section shows when its data could not be read (the specification's words in English). */
export async function FetchFailed() {
  const t = await getTranslations("common");
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-6 text-center font-semibold text-destructive">
      {t("fetchFailed")}
    </p>
  );
}

/**
 * Reads a section's data; a failure is logged and comes back as null, for <FetchFailed />.
 * Except in the build: a page prerendered with an error would be served until it revalidates,
 * so an unreachable database fails the build instead.
 */
export async function readOrNull<T>(read: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isBuilding()) throw new Error(`The build could not load ${what}`, { cause: error });
    console.error(`Could not load ${what}`, error);
    return null;
  }
}
