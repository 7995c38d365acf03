/** Parcels: booking a courier from the admin's order, what the admin sees of it, and tracking without an account. */
export default {
  // Read in the browser: simple arguments only.
  book: {
    label: "Book with Steadfast",
    pending: "Booking...",
    ariaLabel: "Book order {orderNumber} with Steadfast",
    title: "Book order {orderNumber} with Steadfast?",
    description:
      "Steadfast picks the parcel up and collects {cod} from the buyer. The order becomes shipped and the buyer gets the tracking link.",
    keep: "Not now",
    confirm: "Yes, book it",
    booked: "Order {orderNumber} is booked with Steadfast: tracking {trackingCode}.",
    failed: "Something is Wrong",
  },
  consignment: {
    label: "Steadfast consignment {consignmentId}, tracking {trackingCode}",
    status: "Steadfast says: {status}",
    collected: "Collected {amount}",
  },
  track: {
    metadata: {
      title: "Track your order",
      description: "Follow your MotoForge order with its order number and the phone number you ordered with.",
    },
    title: "Track your order",
    lead: "Enter the order number and the phone number you ordered with. No account needed.",
    orderNumber: "Order number",
    orderNumberPlaceholder: "MF-10001",
    phone: "Phone number",
    phonePlaceholder: "01711000000",
    submit: "Track",
    result: {
      heading: "Order {number}",
      for: "For {name}, {district}",
      status: "Status",
      courier: "Courier",
      tracking: "Tracking code",
      noCourier: "Not handed to a courier yet",
      timeline: "Timeline",
    },
  },
} as const;
