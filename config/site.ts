import type { Route } from "next";

import type { LegalPage } from "@/config/legal";
import type { IconName } from "@/components/icons/icon";
import type layoutMessages from "@/messages/en/layout";

/** Who the shop is and where its links go: one place for names, contacts and navigation. */
export const siteConfig = {
  name: "MotoForge",
  legalName: "MotoForge Industries Ltd.",
  tagline: "Since 1992",
  description:
    "Motorcycle parts, accessories and workshop tools made in Bangladesh since 1992. Delivery in 24 hours, free shipping above 2000 taka.",
  contact: {
    phone: "+880 9610-001992",
    phoneHref: "tel:+8809610001992",
    email: "hello@motoforge.com.bd",
    address: "Plot 14, Dholaikhal Road, Dhaka 1100, Bangladesh",
    hours: "Saturday to Thursday, 9:00 to 20:00",
  },
} as const;

/** A link's text: its key in the `layout.nav` messages, shown in the page's language. */
export type NavTitle = keyof typeof layoutMessages.nav;

/**
 * A link checked against the app's routes. A plain `Route` holds only static paths; naming the
 * legal slugs admits their pages under the dynamic /legal/[slug] too, and nothing else there.
 * Hrefs are the English paths; `Link` adds /bn on Bangla pages.
 */
export type NavLink = { title: NavTitle; href: Route<`/legal/${LegalPage["slug"]}`> };

export const mainNav: NavLink[] = [
  { title: "home", href: "/" },
  { title: "portfolio", href: "/profolio" },
  { title: "blog", href: "/blog" },
];

/** Navbar links that depend on who is signed in (the role comes from the admin lookup). */
export const adminNav: NavLink[] = [{ title: "manageProducts", href: "/manageproducts" }];
export const signedInNav: NavLink[] = [{ title: "dashboard", href: "/dashboard" }];

/** The dashboard sidebar: My Profile for everyone, then links by role. */
export const dashboardNav: Record<"everyone" | "customer" | "admin", NavLink[]> = {
  everyone: [{ title: "myProfile", href: "/dashboard" }],
  customer: [
    { title: "myOrder", href: "/dashboard/order" },
    { title: "addReview", href: "/dashboard/addReview" },
  ],
  admin: [
    { title: "overview", href: "/dashboard/overview" },
    { title: "makeAdmin", href: "/dashboard/makeAdmin" },
    { title: "manageAllOrders", href: "/dashboard/allOrders" },
    { title: "returnRequests", href: "/dashboard/returns" },
    { title: "addProducts", href: "/dashboard/addProducts" },
    { title: "outbox", href: "/dashboard/outbox" },
    { title: "bikes", href: "/dashboard/bikes" },
    { title: "invoices", href: "/dashboard/invoices" },
  ],
};

export const socialLinks: { title: string; href: string; icon: IconName }[] = [
  { title: "Facebook", href: "https://www.facebook.com/motoforgebd", icon: "facebook" },
  { title: "YouTube", href: "https://www.youtube.com/@motoforgebd", icon: "youtube" },
  { title: "Instagram", href: "https://www.instagram.com/motoforgebd", icon: "instagram" },
  { title: "LinkedIn", href: "https://www.linkedin.com/company/motoforgebd", icon: "linkedin" },
];

/** The footer's link columns; each title is a key of the `layout.footer.columns` messages. */
export const footerColumns: { title: keyof typeof layoutMessages.footer.columns; links: NavLink[] }[] = [
  {
    title: "services",
    links: [
      { title: "allProducts", href: "/tools" },
      { title: "motorcycleParts", href: "/tools?category=parts" },
      { title: "workshopTools", href: "/tools?category=tools" },
      { title: "ridingAccessories", href: "/tools?category=accessories" },
      { title: "safetyGear", href: "/tools?category=safety-gear" },
      { title: "fitmentAdvice", href: "/blog" },
      { title: "trackOrder", href: "/track" },
    ],
  },
  {
    title: "company",
    links: [
      { title: "aboutUs", href: "/profolio" },
      { title: "whyChooseUs", href: "/#why-choose-us" },
      { title: "blog", href: "/blog" },
      { title: "contact", href: "/#contact" },
    ],
  },
  {
    title: "legal",
    links: [
      { title: "terms", href: "/legal/terms" },
      { title: "privacy", href: "/legal/privacy" },
      { title: "returns", href: "/legal/returns" },
    ],
  },
];
