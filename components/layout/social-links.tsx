import { socialLinks } from "@/config/site";
import { socialIcons } from "@/components/icons/social-icons";
import { cn } from "@/lib/utils";

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn("flex gap-3", className)}>
      {socialLinks.map(({ title, href }) => {
        const Icon = socialIcons[title];
        return (
          <li key={title}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${title} (opens in a new tab)`}
              className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
            >
              <Icon className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
