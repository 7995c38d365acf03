/**
 * The legal pages linked from the footer: a title, a summary and sections of plain paragraphs
 * (p1, p2, …, shown in that order), by slug (config/legal.ts).
 */
export default {
  pages: {
    terms: {
      title: "Terms of use",
      summary: "The rules for buying from MotoForge online.",
      sections: {
        whoWeAre: {
          heading: "Who we are",
          paragraphs: {
            p1: "This shop is run by MotoForge Industries Ltd., Plot 14, Dholaikhal Road, Dhaka 1100, Bangladesh. By placing an order you agree to these terms.",
          },
        },
        ordersAndPrices: {
          heading: "Orders and prices",
          paragraphs: {
            p1: "Prices are shown in US dollars and include VAT. The price charged is the one shown when you place the order; we check it again on our side, so a changed price in your browser has no effect.",
            p2: "Some parts are sold in a minimum quantity. We only accept an order when the parts are in stock, and we reserve them for you as soon as the order is placed.",
          },
        },
        paymentAndDelivery: {
          heading: "Payment and delivery",
          paragraphs: {
            p1: "You can pay in cash to the courier on delivery, by Bkash, Rocket or Nagad (or a local card) through SSLCommerz, or by card through Stripe. Card payments through Stripe are taken in US dollars, as our prices are; payments through SSLCommerz are taken in taka, at the rate fixed for your order when you place it. An order to be paid online that is not paid in time (the payment page says until when) expires, and its parts go back on sale.",
            p2: "Delivery costs 70 taka inside Dhaka district and 130 taka elsewhere in Bangladesh, shown in taka on the order form before you order, and it is free when the parts are worth 2000 taka or more. We deliver within 24 hours in Dhaka and as fast as couriers allow elsewhere.",
          },
        },
        yourAccount: {
          heading: "Your account",
          paragraphs: {
            p1: "Keep your password to yourself. You are responsible for orders placed from your account; tell us at once if you think someone else has used it.",
          },
        },
      },
    },
    privacy: {
      title: "Privacy policy",
      summary: "What we keep about you, why, and for how long.",
      sections: {
        whatWeCollect: {
          heading: "What we collect",
          paragraphs: {
            p1: "Your name, email address, phone number and delivery address, the orders you place and the reviews you write. Card details go straight to our payment provider and never reach our servers.",
          },
        },
        whyWeUseIt: {
          heading: "Why we use it",
          paragraphs: {
            p1: "To deliver your orders, to answer your questions and to keep your account safe. We do not sell your data and we do not send marketing messages unless you ask for them.",
          },
        },
        cookies: {
          heading: "Cookies",
          paragraphs: {
            p1: "We use cookies only to run the shop: to keep you signed in, and to remember the bike and the language you chose. There are no advertising or tracking cookies on this site.",
          },
        },
        yourRights: {
          heading: "Your rights",
          paragraphs: {
            p1: "You can see and correct your profile at any time from your dashboard. To delete your account, email hello@motoforge.com.bd and we will do it within 7 days, keeping only what the tax authorities require.",
          },
        },
      },
    },
    returns: {
      title: "Returns and refunds",
      summary:
        "7-day returns of damaged, faulty, wrong, missing or ill-fitting parts, with your money back within 10 days.",
      sections: {
        sevenDayReturns: {
          heading: "7-day returns",
          paragraphs: {
            p1: 'For 7 days after an order is delivered, open it in My orders and choose "Return or report a problem": pick the parts and how many of each, say what is wrong (arrived damaged, does not work, wrong part, does not fit your bike, something missing, or something else), describe it and add up to 3 photos (PNG, JPEG or WebP, 5 MB each at most).',
            p2: "You can return each part you bought once, up to the quantity you ordered; parts of the same order not returned yet can still be returned within the 7 days.",
          },
        },
        ourAnswer: {
          heading: "Our answer within 72 hours",
          paragraphs: {
            p1: "We answer every request within 72 hours, by e-mail and SMS. If we accept it, we tell you how to send the parts back: at a courier point or by a pickup. If we cannot accept it, we tell you why.",
            p2: "Every step (request received, approved or not, parts received, refunded) reaches you by e-mail and SMS, and shows on the order's page.",
          },
        },
        howRefundsArePaid: {
          heading: "Your money back within 10 days",
          paragraphs: {
            p1: "We refund within 10 days of accepting your return, the way you paid: to the card, bKash, Nagad or Rocket account or local card you paid online with; for cash on delivery, to the bKash, Nagad or Rocket number or the bank account you give with the request.",
            p2: "The refund is the price you paid for the parts returned, and the delivery charge too when the whole order comes back.",
          },
        },
      },
    },
  },
} as const;
