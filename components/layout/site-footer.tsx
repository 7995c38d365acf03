import { Link } from "@/components/navigation/link";

import { footerColumns, siteConfig } from "@/config/site";
import { SiteLogo } from "@/components/layout/site-logo";
import { SocialLinks } from "@/components/layout/social-links";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <SiteLogo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-6">{siteConfig.description}</p>
          <p className="mt-4 text-sm font-semibold uppercase tracking-widest text-brand-500">{siteConfig.tagline}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-sm font-bold uppercase tracking-wider text-white">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.title}>
                  <Link href={link.href} className="rounded-sm hover:text-white hover:underline">
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div aria-labelledby="footer-social">
          <h2 id="footer-social" className="text-sm font-bold uppercase tracking-wider text-white">
            Social
          </h2>
          <SocialLinks className="mt-4 flex-wrap" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-center text-sm text-slate-400">
          Copyright © {year} {siteConfig.legalName} All rights reserved. {siteConfig.tagline}.
        </p>
      </div>
    </footer>
  );
}
