export default {
  // The specification's words.
  confirmCancel: "Are you sure cancel the order",
  shipIt: "shift the product",
  cancelled: "The order is cancelled and its parts are back in stock.",
  refunded: "The order is cancelled, the payment refunded and its parts are back in stock.",
  failed: "Something is Wrong",
  page: {
    title: "Manage All Orders",
    description: "{count, plural, one {# order} other {# orders}}, newest first",
    descriptionFiltered: "{count, plural, one {# order} other {# orders}} found, newest first",
    noMatch: "No order matches. Try another number, email or status.",
    empty: "No orders yet. They appear here as soon as a customer orders.",
  },
  filters: {
    search: "Order number or buyer's email",
    searchPlaceholder: "MF-10234 or rider@example.com",
    status: "Status",
    everyStatus: "Every status",
    find: "Find",
    clear: "Clear",
  },
  ship: {
    labels: {
      Pending: "Pending",
      Confirmed: "Confirmed",
    },
    ariaLabel: "{label}: ship order {orderNumber}",
    title: "Ship order {orderNumber}",
    description: "Who is delivering it? The buyer sees the courier and tracking number in their orders.",
    courier: "Courier",
    trackingNumber: "Tracking number (optional)",
    notYet: "Not yet",
    submit: "Mark shipped",
    saving: "Saving...",
    shipped: "Order {orderNumber} is shipped.",
  },
  acceptPayment: {
    label: "Review payment",
    pending: "Saving...",
    ariaLabel: "Review the payment of order {orderNumber}",
    title: "Accept the payment of order {orderNumber}?",
    description:
      "SSLCommerz marked payment {transactionId} as risky. Check it in your SSLCommerz panel first: accept it to ship the order, or cancel the order to refund it.",
    keep: "Not yet",
    confirm: "Accept payment",
    accepted: "The payment of order {orderNumber} is accepted: it can be shipped.",
  },
  cancel: {
    label: "Cancel",
    pending: "Cancelling...",
    ariaLabel: "Cancel order {orderNumber}, {buyer}'s {tool}",
    paidDescription:
      "{buyer} has paid {total} for {tool}. The payment is refunded to {refundedTo} they paid with, the order is kept as cancelled and its parts go back in stock.",
    description: "{buyer}'s order for {tool} is kept as cancelled and its parts go back in stock.",
    refundedTo: {
      card: "the card",
      sslcommerz: "the bKash, Nagad, Rocket account or card",
    },
    keep: "Keep the order",
    confirm: "Yes, cancel it",
  },
  delivered: {
    label: "Mark delivered",
    pending: "Saving...",
    ariaLabel: "Mark order {orderNumber} delivered",
    title: "Has order {orderNumber} been delivered?",
    cashDescription: "The order is marked delivered and paid: the courier has collected {amount} in cash.",
    description: "The order is marked delivered. This cannot be undone.",
    keep: "Not yet",
    confirm: "Yes, delivered",
    done: "Order {orderNumber} is delivered.",
  },
  returned: {
    label: "Refused at the door",
    pending: "Saving...",
    ariaLabel: "Mark order {orderNumber} refused at the door",
    title: "Did the rider refuse order {orderNumber}?",
    description:
      "The order is marked returned: its parts go back in stock, and the refusal counts in this phone number's record. This cannot be undone.",
    refundDescription:
      "The order is marked returned: its payment of {amount} is refunded to the card or wallet it came from, its parts go back in stock, and the refusal counts in this phone number's record. This cannot be undone.",
    keep: "No",
    confirm: "Yes, it came back",
    done: "Order {orderNumber} is returned and its parts are back in stock.",
  },
  confirmed: {
    label: "Confirm after call",
    pending: "Saving...",
    ariaLabel: "Confirm order {orderNumber} after calling the buyer",
    title: "Did the buyer of order {orderNumber} confirm it on the phone?",
    description:
      "Parcels to this number were refused before, so the order waited for a call. Once confirmed it can be shipped; if the buyer did not answer or does not want it, cancel it instead.",
    keep: "Not yet",
    confirm: "Yes, confirmed",
    done: "Order {orderNumber} is confirmed: it can be shipped.",
  },
  // Server-rendered: full ICU.
  phoneRecord: {
    label: "This number's orders",
    counts:
      "{delivered, plural, one {# delivered} other {# delivered}}, {returned, plural, one {# refused or returned} other {# refused or returned}}, {cancelled, plural, one {# cancelled} other {# cancelled}}",
    none: "No earlier orders",
  },
  codCheckOff:
    "Cash-on-delivery orders are taken without a confirmed phone number: COD_PHONE_CHECK is off (or no SMS provider is set up).",
} as const;
