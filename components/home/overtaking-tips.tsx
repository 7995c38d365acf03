import { overtakingTips } from "@/config/home";
import { SectionHeading } from "@/components/home/section-heading";

export function OvertakingTips() {
  return (
    <section aria-labelledby="tips-title" className="bg-slate-50 py-20">
      <div className="container-page">
        <SectionHeading
          id="tips-title"
          eyebrow="Ride safe"
          title="10 rules for overtaking safely"
          lead="Most serious crashes on our highways happen during a pass. Make every one of yours a safe one."
        />
        <ol className="mx-auto mt-12 grid max-w-5xl gap-4 md:grid-cols-2">
          {overtakingTips.map((tip, index) => (
            <li key={tip} className="flex gap-4 rounded-xl border bg-background p-5 shadow-sm">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                aria-hidden
              >
                {index + 1}
              </span>
              <p className="leading-7 text-slate-700">{tip}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
