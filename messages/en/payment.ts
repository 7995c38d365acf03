export default {
  page: {
    title: "Payment",
    heading: "Pay for {name}",
    orderNumber: "Order {number}",
    summary: "Order summary",
    deliverTo: "Deliver to",
  },
  howToPay: {
    cod: { title: "Cash on delivery", description: "Pay the courier when the parts arrive." },
    card: { title: "Pay by card", description: "Secured by Stripe with 128-bit SSL. We never see your card number." },
    sslcommerz: {
      title: "Pay by bKash, Nagad, Rocket or card",
      description: "Through SSLCommerz, Bangladesh's payment gateway. We never see your PIN or card number.",
    },
  },
  state: {
    cod: "This order is paid in cash on delivery: please pay the courier {amount} when the parts arrive.",
    cancelled: "This order is cancelled, so there is nothing to pay.",
    expired:
      "This order was not paid within {minutes, plural, one {{n} minute} other {{n} minutes}}, so its parts went back on sale. Please order again.",
    alreadyPaid: "This order is already paid.",
    hold: "We hold these parts for you for {minutes, plural, one {{n} minute} other {{n} minutes}} after ordering: please pay by <strong>{time}</strong> (Dhaka time), or the order expires and they go back on sale.",
    gatewayNotConfigured: "bKash, Nagad, Rocket or card payments are not configured yet. Please try again later.",
  },
  // An order's money and address, on the order and payment pages and in order lists.
  order: {
    items: "Items",
    delivery: "Delivery",
    free: "Free",
    total: "Total",
    // Cash on delivery: the taka the courier collects, fixed when the order was placed.
    cash: {
      label: "Cash on delivery",
      due: "Pay <strong>{amount}</strong> in cash to the courier",
      paid: "<strong>{amount}</strong> paid in cash to the courier",
    },
    noAddress: "No delivery address was given",
  },
  // What the buyer is told on the order's page when SSLCommerz sends them back (config/payment-return.ts).
  // Read in the browser (components/payments/*): simple {arguments} only.
  checkout: {
    // The specification's words.
    completed: "Congrats! Your payment is completed.",
    transactionId: "Your transaction Id",
    notConfigured: "Card payments are not configured yet. Please pay by Bkash, Rocket or Nagad, or try again later.",
    cardForm: "Card payment",
    didNotGoThrough: "The payment did not go through.",
    processing: "Processing...",
    pay: "Pay {amount}",
    gatewayIntro: "You choose bKash, Nagad, Rocket, upay or a card on SSLCommerz's secure page, then come back here.",
    opening: "Opening the payment page...",
    unopened: "The payment page could not be opened. Please try again in a moment.",
  },
} as const;
