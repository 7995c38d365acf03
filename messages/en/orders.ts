export default {
  // How each state reads; "Pending" is the specification's word for a paid order awaiting shipment.
  status: {
    unpaid: "Unpaid",
    paid: "Pending",
    confirmed: "Confirmed",
    shipped: "Shipped",
    delivered: "Delivered",
    cancelled: "Cancelled",
    expired: "Expired",
  },
  // What each state means for the buyer, shown beside the timeline.
  statusDescription: {
    unpaid: "Placed, waiting for the online payment",
    paid: "Paid online, being packed",
    confirmed: "Confirmed, to be paid in cash on delivery",
    shipped: "Handed to the courier",
    delivered: "Delivered",
    cancelled: "Cancelled",
    expired: "Not paid in time; the parts went back on sale",
  },
  paymentMethod: {
    cod: "Cash on delivery",
    card: "Card",
    sslcommerz: "bKash, Nagad, Rocket or card",
  },
  // An order's parts in a few words: headings, prompts and the cancel buttons' labels.
  partsSummary: "{name} and {count, plural, one {# more part} other {# more parts}}",
  myOrders: {
    metadata: { title: "My orders" },
    title: "My orders",
    count: "{count, plural, one {# order} other {# orders}}",
    empty: "You have not ordered anything yet.",
    browse: "Browse the catalogue",
  },
  table: {
    order: "Order",
    name: "Name",
    email: "Email",
    product: "Product",
    price: "Price",
    payment: "Payment",
    cancel: "Cancel",
    // Each part's quantity after its name, and the parts not listed in the cell.
    lineQuantity: "× {quantity}",
    moreParts: "{count, plural, one {and # more part} other {and # more parts}}",
    deliveryIncluded: "incl. <nowrap>{charge}</nowrap> delivery",
    freeDelivery: "Free delivery",
  },
  shipment: {
    with: "With {courier}",
    tracking: ", tracking",
  },
  buyerPayment: {
    refunded: "Refunded",
    cancelled: "Cancelled",
    expired: "Expired",
    expiredWhy: "Not paid in time: the parts went back on sale",
    paid: "Paid",
    inCash: "in cash",
    payCourier: "Pay the courier on delivery",
    pay: "Pay",
  },
  adminPayment: {
    unpaidWhy: "Waiting for the customer's online payment",
    paidWith: "Paid: {transactionId}",
    paidInCash: "Paid in cash",
    cancelledWhy: "Cancelled; the parts are back in stock",
    expiredWhy: "Not paid in time: the parts went back on sale",
  },
  // Read in the browser: simple arguments only.
  cancel: {
    label: "Cancel",
    pending: "Cancelling...",
    ariaLabel: "Cancel the order for {name}",
    // The specification's words.
    confirm: "Are you sure you want to cancel the order?",
    description: "The order for {name} stays in your list as cancelled, and its parts go back in stock.",
    keep: "Keep the order",
    yes: "Yes, cancel it",
    done: "Your order is cancelled and the parts are back in stock.",
  },
  order: {
    metadata: { title: "Order" },
    title: "Order {number}",
    placed: "Placed {date}",
    parts: "Parts",
    details: "Details",
    payment: "Payment",
    paid: "Paid",
    refundReference: "Refund reference {reference}",
    furtherPaymentRefunded: "A further payment ({transactionId}) was refunded: the order could not take it.",
    deliverTo: "Deliver to",
    courier: "Courier",
    timeline: "Timeline",
    timelineLabel: "Order timeline",
  },
  // The parts of an order, on its page and its payment page.
  lines: {
    label: "Parts in this order",
    part: "Part",
    quantity: "Quantity",
    unitPrice: "Unit price",
    lineTotal: "Total",
  },
  // After SSLCommerz sends the buyer back to the order's page.
  gatewayReturn: {
    success: "Thank you: your payment went through.",
    checking: "We are checking your payment with the payment service. This page will say Paid once it is confirmed.",
    failed: "The payment did not go through, so the order is still unpaid. You can try again.",
    cancelled: "You cancelled the payment, so the order is still unpaid. You can pay when you are ready.",
  },
} as const;
