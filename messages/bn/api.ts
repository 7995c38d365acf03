import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/api";

export default {
  request: {
    crossSite: "অন্য সাইট থেকে এই অনুরোধ গ্রহণ করা হয় না।",
    serverError: "আমাদের দিকে একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।",
    emptyBody: "অনুরোধে কোনো তথ্য নেই; JSON পাঠান।",
    invalidJson: "অনুরোধের তথ্য সঠিক JSON নয়।",
    checkFields: "চিহ্নিত ঘরগুলো একবার দেখে নিন।",
    bodyTooLarge: "অনুরোধটি {max} বাইটের চেয়ে বড়।",
    formTooLarge: "ফর্মটি {max} বাইটের চেয়ে বড়।",
    notFormEncoded: "ঘরগুলো form-encoded করে পাঠান।",
    notFound: "পাওয়া যায়নি।",
    limitWhole: "limit একটি পূর্ণ সংখ্যা হতে হবে",
  },
  auth: {
    wrongCredentials: "ইমেইল বা পাসওয়ার্ড ভুল। আবার চেষ্টা করুন।",
    emailTaken: "এই ইমেইলে আগেই একটি অ্যাকাউন্ট আছে। লগইন করুন।",
    rateLimited: "অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট পরে আবার চেষ্টা করুন।",
    loginFirst: "আগে লগইন করুন।",
    notAllowed: "এটি করার অনুমতি আপনার নেই।",
    resetRequested:
      "এই ইমেইলে কোনো অ্যাকাউন্ট থাকলে, নতুন পাসওয়ার্ড দেওয়ার একটি লিংক সেখানে পাঠানো হয়েছে। লিংকটি এক ঘণ্টা কাজ করবে।",
    resetLinkInvalid: "এই লিংকটি আর কাজ করে না। নতুন একটি লিংক চেয়ে নিন।",
    noUser: "এই ইমেইলে কোনো ইউজার নেই।",
  },
  orders: {
    notFound: "এই অর্ডারটি পাওয়া যায়নি।",
    idsDoNotMatch: "অর্ডারের আইডি মিলছে না।",
    idDoesNotMatchUrl: "URL-এর সাথে মিলছে না",
    toolNotFound: "এই পণ্যটি পাওয়া যায়নি।",
    stockChanged: "অর্ডার করার মাঝেই স্টক বদলে গেছে। আবার চেষ্টা করুন।",
    quantityNotOrderable: "এই পরিমাণ অর্ডার করা যাবে না।",
    paidNotCancellable: "পেমেন্ট হয়ে যাওয়া অর্ডার এখান থেকে বাতিল করা যায় না। টাকা ফেরত পেতে আমাদের সাথে যোগাযোগ করুন।",
    justPaid: "এই অর্ডারের পেমেন্ট এইমাত্র হয়ে গেছে, তাই এখান থেকে বাতিল করা যাবে না।",
    refundUnderWay: "এই অর্ডারের টাকা ফেরতের কাজ আগেই শুরু হয়েছে।",
    noPaymentToReview: "অর্ডার {number}-এর কোনো পেমেন্ট যাচাইয়ের অপেক্ষায় নেই।",
    riskyPayment:
      "পেমেন্ট গেটওয়ে অর্ডার {number}-এর পেমেন্টকে ঝুঁকিপূর্ণ বলেছে: যাচাই করে গ্রহণ করুন, অথবা অর্ডার বাতিল করে টাকা ফেরত দিন।",
    cannotMove:
      "অর্ডার {number} এখন {status, select, unpaid {অপরিশোধিত} paid {পেন্ডিং} confirmed {কনফার্মড} shipped {পাঠানো হয়েছে} delivered {ডেলিভারি হয়েছে} cancelled {বাতিল} other {মেয়াদোত্তীর্ণ}} অবস্থায় আছে, তাই এটি {to, select, unpaid {অপরিশোধিত করা} paid {পরিশোধিত করা} confirmed {কনফার্ম করা} shipped {পাঠানো} delivered {ডেলিভারি হয়েছে বলে চিহ্নিত করা} cancelled {বাতিল করা} other {মেয়াদোত্তীর্ণ করা}} যাবে না।",
    paidOtherwise:
      "এই অর্ডারের পেমেন্ট {method, select, cod {ক্যাশ অন ডেলিভারিতে} card {কার্ডে} other {বিকাশ, নগদ বা রকেটে}} হবে, {asked, select, cod {ক্যাশ অন ডেলিভারিতে} card {কার্ডে} other {বিকাশ, নগদ বা রকেটে}} নয়।",
    alreadyPaid: "এই অর্ডারের পেমেন্ট আগেই হয়ে গেছে।",
    noLongerPayable: "এই অর্ডারের পেমেন্ট আর করা যাবে না।",
    expired: "এই অর্ডারের পেমেন্ট {minutes} মিনিটের মধ্যে হয়নি, তাই পার্টসগুলো আবার বিক্রির জন্য রাখা হয়েছে। আবার অর্ডার করুন।",
  },
  payments: {
    walletsNotConfigured: "বিকাশ, নগদ ও রকেট পেমেন্ট এখনো চালু হয়নি।",
    tooManyNotices: "এই ঠিকানা থেকে অনেক বেশি পেমেন্ট নোটিশ এসেছে। এক মিনিট পরে আবার চেষ্টা করুন।",
    noticeUnsigned: "নোটিশটিতে স্বাক্ষর নেই।",
    cardsNotConfigured: "কার্ড পেমেন্ট এখনো চালু হয়নি।",
    gatewayNotAnswering: "পেমেন্ট সার্ভিস সাড়া দিচ্ছে না। একটু পরে আবার চেষ্টা করুন।",
    gatewayCouldNotStart: "পেমেন্ট সার্ভিস এই পেমেন্ট শুরু করতে পারেনি। পরে আবার চেষ্টা করুন।",
    paymentUnknown: "এই পেমেন্টটি পাওয়া যায়নি।",
    unknownPayment: "অজানা পেমেন্ট",
    notSucceeded: "এই পেমেন্ট সফল হয়নি।",
    otherOrder: "এই পেমেন্টটি অন্য একটি অর্ডারের।",
    wrongTotal: "এই পেমেন্ট অর্ডারের মোট দামের সাথে মিলছে না।",
    codNoRefund: "ক্যাশ অন ডেলিভারি অর্ডারের টাকা ডেলিভারির সময় দেওয়া হয়: পাঠানোর আগে ফেরত দেওয়ার কিছু নেই।",
    noCardPayment: "এই অর্ডারে ফেরত দেওয়ার মতো কোনো কার্ড পেমেন্ট নেই।",
    cardRefundUnavailable: "কার্ড পেমেন্ট চালু নেই, তাই টাকা ফেরত দেওয়া গেল না; অর্ডারটি রাখা হলো।",
    cardRefundFailed: "Stripe এই পেমেন্ট ফেরত দিতে পারেনি ({reason}), তাই অর্ডারটি রাখা হলো।",
    gatewayRefundFailed: "SSLCommerz টাকা ফেরত দিতে রাজি হয়নি ({reason}), তাই অর্ডারটি রাখা হলো।",
  },
  tools: {
    notFound: "এই পণ্যটি পাওয়া যায়নি।",
  },
  images: {
    notFound: "এই ছবিটি পাওয়া যায়নি।",
    stillShown: "একটি পণ্যে এখনো এই ছবিটি দেখানো হচ্ছে।",
    missingField: "ছবিটি image ঘরে পাঠান।",
    notMultipart: "ছবিটি multipart/form-data হিসেবে পাঠান।",
    badMultipart: "আপলোডটি সঠিক multipart ফর্ম নয়।",
    uploadTooLarge: "আপলোডটি {size} MB-এর চেয়ে বড়।",
    type: "PNG, JPEG বা WebP ছবি বেছে নিন",
    size: "ছবিটি {size} বা তার চেয়ে ছোট হতে হবে",
  },
  bikes: {
    unknown: "এর কয়েকটি বাইক আমাদের বাইকের তালিকায় নেই।",
    makerLatin: "কোম্পানির নাম ইংরেজি অক্ষরে লিখুন",
    modelLatin: "মডেলের নাম ইংরেজি অক্ষরে লিখুন",
    duplicate: "{make} {model} আগেই তালিকায় আছে।",
    notListed: "এই বাইকটি বাইকের তালিকায় নেই (GET /api/bikes)",
    notInList: "{bike} বাইকের তালিকায় নেই",
  },
  outbox: {
    badId: "এটি কোনো মেসেজের আইডি নয়।",
    gone: "এই মেসেজটি নেই, অথবা এখনই পাঠানো হচ্ছে।",
    secretsGone:
      "এই মেসেজে একবার ব্যবহারের একটি লিংক বা কোড ছিল, পাঠানোর পর যা আর রাখা হয় না। গ্রাহককে নতুন একটি চাইতে বলুন।",
  },
} satisfies Translation<typeof en>;
