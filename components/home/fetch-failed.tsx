import { texts } from "@/config/texts";

/** What a section shows when its data could not be read. */
export function FetchFailed() {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-6 text-center font-semibold text-destructive">
      {texts.fetchFailed}
    </p>
  );
}
