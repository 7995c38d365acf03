import { Icon } from "@/components/icons/icon";
import { benefits } from "@/config/home";

export function BenefitsStrip() {
  return (
    <section aria-label="Shopping benefits" className="border-y bg-background">
      <ul className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="flex items-center gap-4">
            <Icon name={benefit.icon} className="size-9 shrink-0 text-brand-600" />
            <div>
              <p className="font-bold text-ink">{benefit.title}</p>
              <p className="text-sm text-slate-600">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
