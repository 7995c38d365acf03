import { texts } from "@/config/texts";

/** What a section shows when its data could not be read. */
export function FetchFailed() {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-6 text-center font-semibold text-destructive">
      {texts.fetchFailed}
    </p>
  );
}

/** Reads a section's data; a failure is logged and comes back as null, for <FetchFailed />. */
export async function readOrNull<T>(read: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`Could not load ${what}`, error);
    return null;
  }
}
