import { serviceStats } from "@/config/home";
import { SectionHeading } from "@/components/home/section-heading";

export function ServiceStats() {
  return (
    <section aria-labelledby="service-title" className="bg-ink py-20">
      <div className="container-page">
        <SectionHeading
          id="service-title"
          tone="light"
          eyebrow="Our Service"
          title="Trusted by riders and workshops worldwide"
          lead="Three decades of making parts that last have taken us far beyond Dhaka."
        />
        <dl className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {serviceStats.map((stat) => (
            <div key={stat.label} className="rounded-xl border border-white/10 bg-white/5 p-6 text-center">
              <dt className="text-sm font-semibold uppercase tracking-wider text-slate-300">{stat.label}</dt>
              <dd className="mt-2 text-4xl font-extrabold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
