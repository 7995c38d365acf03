/**
 * E-mails and SMS to customers, in the language they use the shop in (lib/messages). Rendered
 * on the server: full ICU. Prices, dates and counts arrive formatted for the language.
 */
export default {
  greeting: "Hello {name},",
  order: {
    seeOrder: "See your order",
    invoice: "Your invoice, to print or keep: {url}",
    track: "Follow your order at any time, without signing in: {url} (with the phone number you ordered with).",
    items: "{quantity} x {name}",
    itemCount: "{count, plural, one {# item} other {# items}}",
    details: {
      order: "Order",
      delivery: "Delivery",
      free: "Free",
      total: "Total",
      payment: "Payment",
      deliverTo: "Deliver to",
    },
    // After a cancel or a refused parcel, of an order paid online.
    refunded:
      "We have refunded {total} to {method, select, card {the card} other {the bKash, Nagad, Rocket account or card}} you paid with{hasReference, select, yes { (refund reference {reference})} other {}}. Banks and wallets usually show it within 5 working days.",
    paymentMethod: "{method, select, cod {Cash on delivery} card {Card} other {bKash, Nagad, Rocket or card}}",
    placedCod: {
      subject: "Order {number} confirmed: {items}",
      confirmed:
        "Thank you for your order. It is confirmed, and you pay {total} in cash to the courier when it arrives.",
      call: "We will call {phone} before delivery.",
      // A cash order that waits for the shop's call (needs-call) before it is sent.
      heldSubject: "Order {number} received: {items}",
      held: "Thank you for your order. We will call {phone} to confirm it before we send it; you pay {total} in cash to the courier when it arrives.",
    },
    placedOnline: {
      subject: "Order {number}: waiting for your payment",
      payBy: "Thank you for your order. Please pay {total} by {time} (Dhaka time).",
      payByPaymentPage: "Thank you for your order. Please pay {total} by the time on the payment page (Dhaka time).",
      hold: "We hold the parts for you for {minutes, plural, one {{n} minute} other {{n} minutes}}; if the order is not paid by then, it expires and they go back on sale.",
      pay: "Pay {total}",
    },
    paid: {
      subject: "Order {number} is paid",
      received:
        "We have received your payment of {total}{hasTransaction, select, yes { (transaction {transaction})} other {}}. We are packing your parts and will tell you when the courier has them.",
    },
    shipped: {
      subject: "Order {number} is on its way with {hasCourier, select, yes {{courier}} other {the courier}}",
      withCourier:
        "Your parts are with {hasCourier, select, yes {{courier}} other {the courier}}{hasTracking, select, yes {, tracking number {tracking}} other {}}.",
      payCash: "Please have {total} ready in cash for the courier.",
      nothingToPay: "It is paid: there is nothing to pay at the door.",
    },
    delivered: {
      subject: "Order {number} is delivered",
      delivered: "Your parts have been delivered. Thank you for riding with us!",
      review: "Happy with them? A review helps other riders choose.",
      writeReview: "Write a review",
    },
    cancelled: {
      subject: "Order {number} is cancelled",
      cancelled: "Your order is cancelled and its parts went back on sale.",
    },
    // A parcel paid online that the courier brought back, refused at the door.
    returned: {
      subject: "Order {number} came back to us: {total} refunded",
      returned: "The courier brought your parcel back to us, so the order is closed and its parts went back on sale.",
    },
    expired: {
      subject: "Order {number} expired: it was not paid in time",
      expired: "Your order was not paid in time, so it expired and its parts went back on sale. Nothing was charged.",
      orderAgain: "You are welcome to order again.",
      browse: "Browse the catalogue",
    },
  },
  returns: {
    details: {
      return: "Return",
      reason: "Reason",
      refund: "Refund",
      refundBy: "Refund by",
    },
    reason:
      "{reason, select, damaged {Arrived damaged} defective {Does not work} wrongPart {Wrong part} doesNotFit {Does not fit my bike} missing {Something is missing} other {Something else}}",
    requested: {
      subject: "Order {number}: we have your return request",
      received: "We have your request to return {items}. We answer within 72 hours.",
    },
    approved: {
      subject: "Order {number}: your return is approved",
      approved: "Your return is approved. How to send the parts back: {note}",
      refundBy: "We refund {amount} by {date} at the latest.",
    },
    rejected: {
      subject: "Order {number}: we cannot accept your return",
      rejected: "We cannot accept your return: {note}",
      contact: "Reply to this e-mail if you think we are wrong.",
    },
    received: {
      subject: "Order {number}: the parts you sent back have arrived",
      received: "The parts you sent back have arrived. We refund {amount} by {date} at the latest.",
    },
    refunded: {
      subject: "Order {number}: {amount} refunded",
      refunded:
        "We have refunded {amount} {method, select, gateway {to the card or wallet you paid with} bkash {to your bKash number} nagad {to your Nagad number} rocket {to your Rocket number} other {to your bank account}}{hasReference, select, yes { (reference {reference})} other {}}. Banks and wallets usually show it within 5 working days.",
    },
  },
  // Short: one SMS holds 160 Latin characters, but only 70 Bangla ones (Unicode, 67 per part of a longer one).
  sms: {
    placedCod: "{shop}: order {number} confirmed. Pay {total} in cash on delivery. We will call you before delivery.",
    placedCodHeld:
      "{shop}: order {number} received. We will call you to confirm it before we send it. Pay {total} in cash on delivery.",
    placedOnline:
      "{shop}: order {number} placed. Please pay {total}{hasTime, select, yes { by {time}} other {}} from My orders, or it expires.",
    shipped:
      "{shop}: order {number} is with {hasCourier, select, yes {{courier}} other {the courier}}{hasTracking, select, yes {, tracking {tracking}} other {}}.",
    returned: "{shop}: order {number} came back to us. We have refunded {total} to what you paid with.",
    keepCash: "Please keep {total} ready.",
    track: "Track: {url}",
    phoneCode:
      "{shop} code: {code}. It confirms this number for cash on delivery and works for 5 minutes. Do not share it.",
    returnStep:
      "{shop}: return for order {number} {status, select, requested {received, we answer within 72 hours} approved {approved, see your e-mail to send it back} rejected {not accepted, see your e-mail} received {arrived, refund of {amount} by {date}} other {refunded: {amount}}}.",
  },
  account: {
    verify: {
      subject: "Confirm your e-mail address for MotoForge",
      welcome:
        "Welcome to MotoForge. Please confirm that this is your e-mail address: open the link below while you are signed in to your new account.",
      ignore: "If you did not sign up, you can ignore this message.",
      action: "Confirm my address",
    },
    reset: {
      subject: "Reset your MotoForge password",
      asked:
        "Someone (we hope you) asked to reset the password of your MotoForge account. The link below lets you choose a new one; it works once, within an hour.",
      signsOut:
        "Choosing a new password signs your account out everywhere. If you did not ask for this, ignore this message: your password stays as it is.",
      action: "Choose a new password",
    },
  },
} as const;
