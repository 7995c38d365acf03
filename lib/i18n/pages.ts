/**
 * The shop's pages as English visitors address them (no language prefix). Inside the app every
 * page lives under app/[locale]/; next.config.ts rewrites each of these to its /en twin, and
 * proxy.ts sees the same paths with or without /bn. pages.test.ts checks the list against app/.
 * Named one by one rather than as "/:path*": typed routes accept every rewrite source as a link.
 */
export const pagePaths = [
  "/",
  "/blog",
  "/legal/:slug",
  "/track",
  "/tools",
  "/tools/:id",
  "/cart",
  "/purchaseForm",
  "/profolio",
  "/update",
  "/verify-email",
  "/manageproducts",
  "/manageproducts/:id",
  "/login",
  "/signUp",
  "/forgot-password",
  "/reset-password",
  "/dashboard",
  "/dashboard/order",
  "/dashboard/order/:id",
  "/dashboard/order/:id/invoice",
  "/dashboard/payment/:id",
  "/dashboard/addReview",
  "/dashboard/makeAdmin",
  "/dashboard/allOrders",
  "/dashboard/returns",
  "/dashboard/addProducts",
  "/dashboard/outbox",
  "/dashboard/bikes",
  "/dashboard/overview",
  "/dashboard/invoices",
] as const;

/** The specification also calls the sign-up page /signup. */
export const pageAliases = { "/signup": "/signUp" } as const;
