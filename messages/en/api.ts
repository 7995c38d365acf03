/**
 * What the API answers when it refuses a request (`{ error, fields }`), rendered in the
 * caller's language by lib/api/route.ts. The shop's own code throws these by key
 * (lib/errors.ts); a thrown English text that matches one of them word for word (its
 * `{arguments}` standing for any text) is translated too. Full ICU: rendered on the server.
 */
export default {
  request: {
    crossSite: "Cross-site requests are not allowed.",
    serverError: "Something went wrong on our side. Please try again.",
    emptyBody: "The request body is empty; send JSON.",
    invalidJson: "The request body is not valid JSON.",
    checkFields: "Please check the highlighted fields.",
    bodyTooLarge: "The request body is larger than {max} bytes.",
    formTooLarge: "The form is larger than {max} bytes.",
    notFormEncoded: "Send the fields form-encoded.",
    notFound: "Not found.",
    limitWhole: "limit must be a whole number",
  },
  auth: {
    // The specification's words.
    wrongCredentials: "Wrong email or password. Please try again.",
    emailTaken: "An account with this email already exists. Log in instead.",
    signUpInvalid: "Please check your name, email and password (at least 6 characters) and try again.",
    rateLimited: "Too many attempts. Please wait a few minutes and try again.",
    loginFirst: "Please log in first.",
    notAllowed: "You are not allowed to do that.",
    resetRequested:
      "If an account uses this address, we have sent it a link to choose a new password. It works for one hour.",
    resetLinkInvalid: "This link is not valid any more. Please ask for a new one.",
    noUser: "No user has this email.",
  },
  orders: {
    notFound: "This order does not exist.",
    idsDoNotMatch: "The order ids do not match.",
    idDoesNotMatchUrl: "Does not match the URL",
    toolNotFound: "This tool does not exist.",
    stockChanged: "The stock changed while you were ordering. Please try again.",
    tooManyUnpaid: "You have {max} orders waiting for payment. Pay for one or cancel it before you place another.",
    // The specification's words.
    paidNotCancellable: "A paid order cannot be cancelled here. Please contact us for a refund.",
    justPaid: "This order has just been paid, so it cannot be cancelled here.",
    busy: "Order {number} is being shipped or cancelled right now. Please look again in a minute.",
    arriving: "Order {number} is being marked delivered or returned right now. Please look again in a minute.",
    refundUnderWay: "This order's payment is being refunded already.",
    noPaymentToReview: "Order {number} has no payment waiting for review.",
    riskyPayment:
      "The payment of order {number} was marked risky by the gateway: check it and accept it, or cancel the order to refund it.",
    cannotMove:
      "Order {number} is {status, select, unpaid {unpaid} paid {pending} needsCall {waiting for a call} confirmed {confirmed} shipped {shipped} delivered {delivered} cancelled {cancelled} returned {returned to the shop} other {expired}}, so it cannot be {to, select, unpaid {made unpaid} paid {paid} confirmed {confirmed} shipped {shipped} delivered {marked delivered} cancelled {cancelled} returned {returned} other {expired}}.",
    paidOtherwise:
      "This order is paid {method, select, cod {in cash on delivery} card {by card} other {by bKash, Nagad or Rocket}}, not {asked, select, cod {in cash on delivery} card {by card} other {by bKash, Nagad or Rocket}}.",
    alreadyPaid: "This order is already paid.",
    noLongerPayable: "This order can no longer be paid.",
    expired:
      "This order was not paid within {minutes, plural, one {# minute} other {# minutes}}, so its parts went back on sale. Please order again.",
  },
  cart: {
    tooManyLines: "A basket holds at most {max} different parts. Order these first, or remove one.",
    empty: "Your basket is empty.",
    nothingOrderable: "Nothing in your basket can be ordered now.",
    pricesChanged: "Prices in your basket changed. Please check the new total before you order.",
    lineOutOfStock: "{name} is out of stock.",
    lineBelowMinimum: "{name} is sold at least {count} at a time.",
    lineOnlyAvailable: "Only {count} of {name} are left.",
  },
  payments: {
    walletsNotConfigured: "bKash, Nagad and Rocket payments are not configured yet.",
    tooManyNotices: "Too many payment notices from this address. Please wait a minute.",
    noticeUnsigned: "The notice is not signed.",
    cardsNotConfigured: "Card payments are not configured yet.",
    gatewayNotAnswering: "The payment service is not answering. Please try again in a moment.",
    gatewayCouldNotStart: "The payment service could not start this payment. Please try again later.",
    tooManyAttempts:
      "This order's payment was started {max} times. Finish one of those payments, or cancel the order and order again.",
    paymentUnknown: "This payment does not exist.",
    unknownPayment: "Unknown payment",
    notSucceeded: "This payment has not succeeded.",
    otherOrder: "This payment is for another order.",
    wrongTotal: "This payment does not match the order's total.",
    codNoRefund: "A cash-on-delivery order is paid at the door: there is nothing to refund before it ships.",
    noCardPayment: "This order has no card payment to refund.",
    cardRefundUnavailable: "Card payments are not configured, so the payment cannot be refunded; the order is kept.",
    cardRefundFailed: "Stripe could not refund this payment ({reason}), so the order is kept.",
    gatewayRefundFailed: "SSLCommerz refused the refund ({reason}), so the order is kept.",
  },
  tools: {
    notFound: "This tool does not exist.",
  },
  images: {
    notFound: "This image does not exist.",
    stillShown: "A product still shows this image.",
    missingField: "Send the picture in the form field image.",
    notMultipart: "Send the picture as multipart/form-data.",
    badMultipart: "The upload is not a valid multipart form.",
    uploadTooLarge: "The upload is larger than {size} MB.",
    type: "Choose a PNG, JPEG or WebP picture",
    size: "The picture must be {size} or smaller",
  },
  bikes: {
    unknown: "Some of these bikes are not in the bike list.",
    makerLatin: "Write the maker in Latin letters",
    modelLatin: "Write the model in Latin letters",
    duplicate: "The {make} {model} is already in the list.",
    notListed: "This bike is not in the bike list (GET /api/bikes)",
    notInList: "{bike} is not in the bike list",
    madeOnly: "The {make} {model} was made {years}",
  },
  outbox: {
    badId: "This is not a message id.",
    gone: "This message does not exist, or is being sent right now.",
    secretsGone:
      "This message carried a one-time link or code, which is no longer kept once sent. Ask the customer to request a new one.",
  },
  courier: {
    notConfigured: "Steadfast is not set up: enter the courier and tracking number by hand.",
    notAnswering: "Steadfast is not answering. The order is unchanged; please try again in a moment.",
    refused: "Steadfast refused the parcel ({reason}). The order is unchanged.",
    bookedElsewhere:
      "Steadfast already has a parcel for order {number} but did not say which. Enter its consignment by hand.",
    bookingInProgress: "Order {number} is being booked with Steadfast right now.",
    noAddress: "Order {number} has no delivery address to send the parcel to.",
    badToken: "Wrong or missing webhook token.",
  },
  returns: {
    notFound: "This return request does not exist.",
    notDelivered: "Order {number} is not delivered yet: parts can be returned once they have arrived.",
    windowClosed:
      "Order {number} was delivered more than {days} days ago, so its parts can no longer be returned here. Please contact us.",
    photoNotYours: "Add photos you uploaded yourself",
    refundToRequired: "Tell us where to send the money: a bKash, Nagad or Rocket number, or a bank account",
    line: "{problem, select, unknownLine {This order has no such part} repeatedLine {List each part once} alreadyReturned {This part has been returned already} other {More than you ordered, or than is left to return}}",
    alreadyReturned: "A part of this request has been returned already.",
    changedMeanwhile: "Another return of this order was just made. Please check what is left and try again.",
    cannotMove:
      "This return is {status, select, requested {waiting for an answer} approved {approved} rejected {rejected} received {received} other {refunded}}, so it cannot be {to, select, requested {requested} approved {approved} rejected {rejected} received {marked received} other {refunded}}.",
    refundUnderWay: "This return is being refunded already.",
    cashRefundDetails: "Say how the cash order was refunded and its reference",
    tooManyUploads: "Too many pictures uploaded. Please wait an hour and try again.",
  },
  reviews: {
    tooMany: "You have posted 3 reviews today. Please post another tomorrow.",
  },
  tracking: {
    noSuchOrder: "No order matches this order number and phone number.",
    tooMany: "Too many lookups. Please wait a little and try again.",
    tooManyForOrder:
      "Too many wrong lookups of this order number. Please try again in an hour, or sign in to see the order in My orders.",
  },
  phone: {
    confirmFirst: "Cash on delivery needs this phone number confirmed: we text it a code.",
    smsUnavailable: "The shop cannot send text messages right now.",
    waitForNewCode: "A code was just sent to this number. Please wait a minute before asking for another.",
    tooManyCodes: "Too many codes were asked for. Please try again in an hour.",
    wrongCode: "{left, plural, one {Wrong code: one more try.} other {Wrong code: # more tries.}}",
    codeGone: "This code is not valid any more. Please ask for a new one.",
  },
} as const;
