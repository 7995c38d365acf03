/** The shell around every page: navbar, footer, chat widget and the dashboard's sidebar. */
export default {
  // Every link of the navbar, the footer and the dashboard sidebar (config/site.ts names them by key).
  nav: {
    home: "Home",
    portfolio: "Portfolio",
    blog: "Blog",
    manageProducts: "ManageProduct",
    dashboard: "DashBoard",
    myProfile: "My Profile",
    myOrder: "My order",
    addReview: "Add a review",
    makeAdmin: "Make Admin",
    manageAllOrders: "Manage All Orders",
    addProducts: "Add A Products",
    outbox: "Outbox",
    overview: "Overview",
    returnRequests: "Returns",
    bikes: "Bikes",
    allProducts: "All products",
    motorcycleParts: "Motorcycle parts",
    workshopTools: "Workshop tools",
    ridingAccessories: "Riding accessories",
    safetyGear: "Safety gear",
    fitmentAdvice: "Fitment advice",
    aboutUs: "About us",
    whyChooseUs: "Why choose us",
    contact: "Contact",
    terms: "Terms of use",
    privacy: "Privacy policy",
    returns: "Returns and refunds",
  },
  header: {
    mainNav: "Main",
    mobileNav: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language",
  },
  logo: {
    home: "{name} home",
  },
  search: {
    form: "Site",
    label: "Search products",
    placeholder: "Search products",
    submit: "Search",
  },
  user: {
    loading: "Loading account",
    login: "Login",
    signOut: "Sign Out",
  },
  footer: {
    description:
      "Motorcycle parts, accessories and workshop tools made in Bangladesh since 1992. Delivery in 24 hours, free shipping above 2000 taka.",
    tagline: "Since 1992",
    columns: {
      services: "Services",
      company: "Company",
      legal: "Legal",
      social: "Social",
    },
    copyright: "Copyright © {year} {legalName} All rights reserved. {tagline}.",
  },
  social: {
    opensInNewTab: "{title} (opens in a new tab)",
  },
  contact: {
    address: "Plot 14, Dholaikhal Road, Dhaka 1100, Bangladesh",
    hours: "Saturday to Thursday, 9:00 to 20:00",
  },
  chat: {
    // The specification's words.
    greeting: "Hello! What can we do for you?",
    replyTime: "Typically replies within a day",
    invalidPhone: "Invalid Phone Number",
    call: "Call {phone}",
    open: "Chat with us",
    close: "Close chat",
    messageLabel: "Your message",
    messagePlaceholder: "Type a message..",
    send: "Send message",
  },
  dashboardSidebar: {
    label: "Dashboard",
    loadingLinks: "Loading your links",
  },
} as const;
