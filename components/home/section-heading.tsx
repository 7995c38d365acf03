import { cn } from "@/lib/utils";

/** The eyebrow, title and lead that open each home page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = "dark",
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <p
        className={cn(
          "text-sm font-bold uppercase tracking-widest",
          tone === "light" ? "text-brand-500" : "text-brand-700",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn("mt-2 text-3xl font-extrabold sm:text-4xl", tone === "light" ? "text-white" : "text-ink")}
      >
        {title}
      </h2>
      {lead && (
        <p className={cn("mt-4 text-base leading-7", tone === "light" ? "text-slate-300" : "text-slate-600")}>{lead}</p>
      )}
    </div>
  );
}
