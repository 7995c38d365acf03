import { Icon, type IconName } from "@/components/icons/icon";
import { siteConfig } from "@/config/site";
import { SectionHeading } from "@/components/home/section-heading";
import { SocialLinks } from "@/components/layout/social-links";

export function ContactSection() {
  const { contact } = siteConfig;
  const items: { icon: IconName; label: string; value: string; href?: string }[] = [
    { icon: "map-pin", label: "Visit our factory shop", value: contact.address },
    { icon: "phone", label: "Call us", value: contact.phone, href: contact.phoneHref },
    { icon: "mail", label: "Email us", value: contact.email, href: `mailto:${contact.email}` },
    { icon: "clock", label: "Opening hours", value: contact.hours },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-ink-soft py-20">
      <div className="container-page">
        <SectionHeading
          id="contact-title"
          tone="light"
          eyebrow="Contact"
          title="Talk to a mechanic, not a call centre"
          lead="Not sure which part fits your bike? Send us the model and year and we will tell you."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ icon, label, value, href }) => (
            <li key={label} className="rounded-xl border border-white/10 bg-white/5 p-6">
              <Icon name={icon} className="size-6 text-brand-500" />
              <p className="mt-3 text-sm font-semibold uppercase tracking-wider text-slate-300">{label}</p>
              {href ? (
                <a href={href} className="mt-1 block font-semibold text-white hover:underline">
                  {value}
                </a>
              ) : (
                <p className="mt-1 font-semibold text-white">{value}</p>
              )}
            </li>
          ))}
        </ul>
        <SocialLinks className="mt-10 justify-center" />
      </div>
    </section>
  );
}
