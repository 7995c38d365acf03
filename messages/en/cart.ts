/**
 * The basket: its button in the navbar, "Add to basket" on the catalogue and tool pages, and
 * the /cart page. Most are read in the browser: simple {arguments} and { one, other } pairs only.
 */
export default {
  metadata: {
    title: "Basket",
    description: "The parts in your basket, with the delivery charge and what you pay, ready to order.",
  },
  button: {
    label: "Basket",
    withCount: { one: "Basket, {count} part", other: "Basket, {count} parts" },
  },
  add: {
    add: "Add to basket",
    addLabel: "Add to basket: {name}",
    added: "Added to your basket",
    view: "View basket",
    failed: "Could not add it to your basket",
  },
  page: {
    title: "Your basket",
    description: "Parts from several pages, one order and one delivery charge.",
    loading: "Loading your basket",
    loadFailed: "Your basket could not be loaded.",
    unadded:
      "The part could not be added to your basket: it may not have that many in stock, or the basket is full. Please try again from the part's page.",
    retry: "Try again",
    empty: "Your basket is empty",
    emptyHint: "Add parts from the catalogue and order them together, with one delivery charge.",
    browse: "Browse the catalogue",
    lines: "Parts in your basket",
    unitPrice: "Unit price",
    lineTotal: "Line total",
    quantity: "Quantity of {name}",
    fewer: "One fewer: {name}",
    more: "One more: {name}",
    quantityHint: "Minimum {minimum}, {available} available",
    remove: "Remove {name}",
    removed: "{name} is out of your basket",
    changeFailed: "Could not change your basket",
    priceChanged: "Price changed from {before} to {now} since you added it.",
    deleted: "No longer sold: left out of your order.",
    outOfStock: "Out of stock: left out of your order.",
    doesNotFit: "Does not fit your {bike}.",
    doesNotFitAnyBike: "Does not fit your bike.",
  },
  checkout: {
    label: "Order your basket",
    heading: "Delivery and payment",
    loginHint: "Log in to order: your basket comes with you.",
    login: "Log in to order",
    orderNow: "Order now",
    ordering: "Ordering...",
    leftOut: "Left out of your order: {parts}.",
  },
} as const;
