import { texts } from "@/config/texts";

/** A failed submission, in red, as the specification words it: 'Error: {message}'. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-destructive">
      {texts.auth.error(message)}
    </p>
  );
}
