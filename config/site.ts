import type { Route } from "next";

import type { LegalPage } from "@/config/legal";
import type { IconName } from "@/components/icons/icon";

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

/**
 * A link checked against the app's routes. A plain `Route` holds only static paths; naming the
 * legal slugs admits their pages under the dynamic /legal/[slug] too, and nothing else there.
 */
export type NavLink = { title: string; href: Route<`/legal/${LegalPage["slug"]}`> };

export const mainNav: NavLink[] = [
  { title: "Home", href: "/" },
  { title: "Portfolio", href: "/profolio" },
  { title: "Blog", href: "/blog" },
];

/** Navbar links that depend on who is signed in (the role comes from the admin lookup). */
export const adminNav: NavLink[] = [{ title: "ManageProduct", href: "/manageproducts" }];
export const signedInNav: NavLink[] = [{ title: "DashBoard", href: "/dashboard" }];

/** The dashboard sidebar: My Profile for everyone, then links by role. */
export const dashboardNav: Record<"everyone" | "customer" | "admin", NavLink[]> = {
  everyone: [{ title: "My Profile", href: "/dashboard" }],
  customer: [
    { title: "My order", href: "/dashboard/order" },
    { title: "Add a review", href: "/dashboard/addReview" },
  ],
  admin: [
    { title: "Make Admin", href: "/dashboard/makeAdmin" },
    { title: "Manage All Orders", href: "/dashboard/allOrders" },
    { title: "Add A Products", href: "/dashboard/addProducts" },
    { title: "Outbox", href: "/dashboard/outbox" },
    { title: "Bikes", href: "/dashboard/bikes" },
  ],
};

export const socialLinks: { title: string; href: string; icon: IconName }[] = [
  { title: "Facebook", href: "https://www.facebook.com/motoforgebd", icon: "facebook" },
  { title: "YouTube", href: "https://www.youtube.com/@motoforgebd", icon: "youtube" },
  { title: "Instagram", href: "https://www.instagram.com/motoforgebd", icon: "instagram" },
  { title: "LinkedIn", href: "https://www.linkedin.com/company/motoforgebd", icon: "linkedin" },
];

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: "Services",
    links: [
      { title: "All products", href: "/tools" },
      { title: "Motorcycle parts", href: "/tools?category=parts" },
      { title: "Workshop tools", href: "/tools?category=tools" },
      { title: "Riding accessories", href: "/tools?category=accessories" },
      { title: "Safety gear", href: "/tools?category=safety-gear" },
      { title: "Fitment advice", href: "/blog" },
    ],
  },
  {
    title: "Company",
    links: [
      { title: "About us", href: "/profolio" },
      { title: "Why choose us", href: "/#why-choose-us" },
      { title: "Blog", href: "/blog" },
      { title: "Contact", href: "/#contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { title: "Terms of use", href: "/legal/terms" },
      { title: "Privacy policy", href: "/legal/privacy" },
      { title: "Returns and refunds", href: "/legal/returns" },
    ],
  },
];
