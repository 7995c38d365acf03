import { getTranslations } from "next-intl/server";

import { Icon, type IconName } from "@/components/icons/icon";
import { siteConfig } from "@/config/site";
import { SectionHeading } from "@/components/home/section-heading";
import { SocialLinks } from "@/components/layout/social-links";

export async function ContactSection() {
  const t = await getTranslations("home.contact");
  const address = await getTranslations("layout.contact");
  const { contact } = siteConfig;
  const items: { icon: IconName; label: string; value: string; href?: string }[] = [
    { icon: "map-pin", label: t("visit"), value: address("address") },
    { icon: "phone", label: t("call"), value: contact.phone, href: contact.phoneHref },
    { icon: "mail", label: t("email"), value: contact.email, href: `mailto:${contact.email}` },
    { icon: "clock", label: t("hours"), value: address("hours") },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-ink-soft py-20">
      <div className="container-page">
        <SectionHeading id="contact-title" tone="light" eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ icon, label, value, href }) => (
            <li key={icon} className="rounded-xl border border-white/10 bg-white/5 p-6">
              <Icon name={icon} className="size-6 text-brand-500" />
              <p className="mt-3 text-sm font-semibold uppercase tracking-wider text-slate-300">{label}</p>
              {href ? (
                <a href={href} className="mt-1 block break-words font-semibold text-white hover:underline">
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
