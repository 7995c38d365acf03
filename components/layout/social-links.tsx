import { getTranslations } from "next-intl/server";

import { socialLinks } from "@/config/site";
import { Icon } from "@/components/icons/icon";
import { cn } from "@/lib/utils";

export async function SocialLinks({ className }: { className?: string }) {
  const t = await getTranslations("layout.social");
  return (
    <ul className={cn("flex gap-3", className)}>
      {socialLinks.map(({ title, href, icon }) => (
        <li key={title}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("opensInNewTab", { title })}
            className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
          >
            <Icon name={icon} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
