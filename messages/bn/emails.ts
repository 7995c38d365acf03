import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/emails";

export default {
  greeting: "প্রিয় {name},",
  order: {
    seeOrder: "অর্ডার দেখুন",
    invoice: "আপনার চালানপত্র, প্রিন্ট বা সংরক্ষণের জন্য: {url}",
    track: "লগইন ছাড়াই যেকোনো সময় অর্ডারের খবর দেখুন: {url} (যে ফোন নম্বরে অর্ডার করেছেন তা দিয়ে)।",
    items: "{quantity} x {name}",
    itemCount: "{count, plural, other {#টি পণ্য}}",
    details: {
      order: "অর্ডার",
      delivery: "ডেলিভারি",
      free: "ফ্রি",
      total: "মোট",
      payment: "পেমেন্ট",
      deliverTo: "ঠিকানা",
    },
    refunded:
      "যে {method, select, card {কার্ডে} other {বিকাশ, নগদ, রকেট অ্যাকাউন্ট বা কার্ডে}} পেমেন্ট করেছিলেন, সেখানে {total} ফেরত পাঠানো হয়েছে{hasReference, select, yes { (রিফান্ড রেফারেন্স {reference})} other {}}। সাধারণত ৫ কর্মদিবসের মধ্যে ব্যাংক বা ওয়ালেটে টাকা দেখা যায়।",
    paymentMethod: "{method, select, cod {ক্যাশ অন ডেলিভারি} card {কার্ড} other {বিকাশ, নগদ, রকেট বা কার্ড}}",
    placedCod: {
      subject: "অর্ডার {number} কনফার্ম হয়েছে: {items}",
      confirmed: "অর্ডারের জন্য ধন্যবাদ। আপনার অর্ডার কনফার্ম হয়েছে; পণ্য হাতে পেয়ে কুরিয়ারকে নগদ {total} দেবেন।",
      call: "ডেলিভারির আগে আমরা {phone} নম্বরে ফোন করব।",
      heldSubject: "অর্ডার {number} পেয়েছি: {items}",
      held: "অর্ডারের জন্য ধন্যবাদ। পাঠানোর আগে আমরা {phone} নম্বরে ফোন করে নিশ্চিত করব; পণ্য হাতে পেয়ে কুরিয়ারকে নগদ {total} দেবেন।",
    },
    placedOnline: {
      subject: "অর্ডার {number}: পেমেন্টের অপেক্ষায়",
      payBy: "অর্ডারের জন্য ধন্যবাদ। অনুগ্রহ করে {time}-এর মধ্যে (ঢাকা সময়) {total} পেমেন্ট করুন।",
      payByPaymentPage: "অর্ডারের জন্য ধন্যবাদ। পেমেন্ট পেজে দেওয়া সময়ের মধ্যে (ঢাকা সময়) {total} পেমেন্ট করুন।",
      hold: "আপনার জন্য পার্টসগুলো {minutes, plural, other {{n} মিনিট}} রাখা থাকবে; এর মধ্যে পেমেন্ট না হলে অর্ডারটি বাতিল হয়ে যাবে এবং পার্টসগুলো আবার বিক্রিতে উঠবে।",
      pay: "{total} পেমেন্ট করুন",
    },
    paid: {
      subject: "অর্ডার {number}-এর পেমেন্ট হয়েছে",
      received:
        "আপনার {total} পেমেন্ট আমরা পেয়েছি{hasTransaction, select, yes { (ট্রানজেকশন {transaction})} other {}}। আপনার পার্টস প্যাক করা হচ্ছে; কুরিয়ারে দেওয়া হলে আপনাকে জানাব।",
    },
    shipped: {
      subject: "অর্ডার {number} {hasCourier, select, yes {{courier}-এর মাধ্যমে} other {কুরিয়ারে}} পাঠানো হয়েছে",
      withCourier:
        "আপনার পার্টস এখন {hasCourier, select, yes {{courier}-এর} other {কুরিয়ারের}} কাছে{hasTracking, select, yes {, ট্র্যাকিং নম্বর {tracking}} other {}}।",
      payCash: "কুরিয়ারকে দেওয়ার জন্য নগদ {total} তৈরি রাখুন।",
      nothingToPay: "পেমেন্ট হয়ে গেছে: ডেলিভারির সময় কিছু দিতে হবে না।",
    },
    delivered: {
      subject: "অর্ডার {number} ডেলিভারি হয়েছে",
      delivered: "আপনার পার্টস ডেলিভারি হয়েছে। আমাদের সাথে থাকার জন্য ধন্যবাদ!",
      review: "পার্টস পছন্দ হয়েছে? আপনার রিভিউ অন্য রাইডারদের বেছে নিতে সাহায্য করবে।",
      writeReview: "রিভিউ লিখুন",
    },
    cancelled: {
      subject: "অর্ডার {number} বাতিল হয়েছে",
      cancelled: "আপনার অর্ডার বাতিল হয়েছে এবং পার্টসগুলো আবার বিক্রিতে উঠেছে।",
    },
    returned: {
      subject: "অর্ডার {number} আমাদের কাছে ফিরে এসেছে: {total} ফেরত",
      returned: "কুরিয়ার আপনার পার্সেল আমাদের কাছে ফিরিয়ে এনেছে, তাই অর্ডারটি বন্ধ হয়েছে এবং পার্টসগুলো আবার বিক্রিতে উঠেছে।",
    },
    expired: {
      subject: "অর্ডার {number} বাতিল: সময়মতো পেমেন্ট হয়নি",
      expired: "সময়মতো পেমেন্ট না হওয়ায় আপনার অর্ডারটি বাতিল হয়েছে এবং পার্টসগুলো আবার বিক্রিতে উঠেছে। কোনো টাকা কাটা হয়নি।",
      orderAgain: "চাইলে আবার অর্ডার করতে পারেন।",
      browse: "পার্টস দেখুন",
    },
  },
  returns: {
    details: {
      return: "ফেরত",
      reason: "কারণ",
      refund: "টাকা ফেরত",
      refundBy: "টাকা ফেরতের শেষ দিন",
    },
    reason:
      "{reason, select, damaged {ভাঙা অবস্থায় এসেছে} defective {কাজ করে না} wrongPart {ভুল পার্ট} doesNotFit {আমার বাইকে লাগে না} missing {কিছু একটা নেই} other {অন্য কিছু}}",
    requested: {
      subject: "অর্ডার {number}: আপনার ফেরতের অনুরোধ পেয়েছি",
      received: "{items} ফেরত দেওয়ার অনুরোধ পেয়েছি। ৭২ ঘণ্টার মধ্যে উত্তর দেব।",
    },
    approved: {
      subject: "অর্ডার {number}: আপনার ফেরত অনুমোদিত",
      approved: "আপনার ফেরত অনুমোদিত হয়েছে। পার্টস যেভাবে ফেরত পাঠাবেন: {note}",
      refundBy: "সর্বোচ্চ {date}-এর মধ্যে {amount} ফেরত দেব।",
    },
    rejected: {
      subject: "অর্ডার {number}: আপনার ফেরত গ্রহণ করা যাচ্ছে না",
      rejected: "আপনার ফেরত গ্রহণ করা যাচ্ছে না: {note}",
      contact: "আমাদের ভুল মনে হলে এই ইমেইলের উত্তর দিন।",
    },
    received: {
      subject: "অর্ডার {number}: ফেরত পাঠানো পার্টস পৌঁছেছে",
      received: "আপনার ফেরত পাঠানো পার্টস পৌঁছেছে। সর্বোচ্চ {date}-এর মধ্যে {amount} ফেরত দেব।",
    },
    refunded: {
      subject: "অর্ডার {number}: {amount} ফেরত দেওয়া হয়েছে",
      refunded:
        "{amount} ফেরত দেওয়া হয়েছে {method, select, gateway {যে কার্ড বা ওয়ালেটে পেমেন্ট করেছিলেন সেখানে} bkash {আপনার বিকাশ নম্বরে} nagad {আপনার নগদ নম্বরে} rocket {আপনার রকেট নম্বরে} other {আপনার ব্যাংক অ্যাকাউন্টে}}{hasReference, select, yes { (রেফারেন্স {reference})} other {}}। ব্যাংক ও ওয়ালেটে সাধারণত ৫ কর্মদিবসের মধ্যে দেখা যায়।",
    },
  },
  sms: {
    placedCod: "{shop}: অর্ডার {number} কনফার্ম। ডেলিভারিতে নগদ {total} দেবেন। আগে ফোন করব।",
    placedCodHeld: "{shop}: অর্ডার {number} পেয়েছি। পাঠানোর আগে ফোন করে নিশ্চিত করব। নগদ {total} দেবেন।",
    placedOnline:
      "{shop}: অর্ডার {number}। {hasTime, select, yes {{time}-এর মধ্যে } other {}}{total} পেমেন্ট করুন (আমার অর্ডার), নইলে বাতিল হবে।",
    shipped:
      "{shop}: অর্ডার {number} {hasCourier, select, yes {{courier}-এ} other {কুরিয়ারে}} পাঠানো হয়েছে{hasTracking, select, yes {, ট্র্যাকিং {tracking}} other {}}।",
    returned:
      "{shop}: অর্ডার {number} আমাদের কাছে ফিরে এসেছে। যেভাবে পেমেন্ট করেছিলেন, সেখানে {total} ফেরত পাঠানো হয়েছে।",
    keepCash: "নগদ {total} তৈরি রাখুন।",
    // Only the link: two Bangla SMS parts leave little room.
    track: "{url}",
    phoneCode: "{shop} কোড: {code}। ক্যাশ অন ডেলিভারির জন্য নম্বর নিশ্চিত করে, ৫ মিনিট চলবে। কাউকে বলবেন না।",
    returnStep:
      "{shop}: অর্ডার {number}-এর ফেরত {status, select, requested {পেয়েছি, ৭২ ঘণ্টায় উত্তর দেব} approved {অনুমোদিত, ইমেইল দেখুন} rejected {গ্রহণ হয়নি, ইমেইল দেখুন} received {পৌঁছেছে, {date}-এর মধ্যে {amount} ফেরত} other {{amount} ফেরত দেওয়া হয়েছে}}।",
  },
  account: {
    verify: {
      subject: "MotoForge-এ আপনার ইমেইল কনফার্ম করুন",
      welcome:
        "MotoForge-এ স্বাগতম। এটি যে আপনার ইমেইল, তা কনফার্ম করুন: নতুন অ্যাকাউন্টে লগইন থাকা অবস্থায় নিচের লিংকটি খুলুন।",
      ignore: "আপনি সাইন আপ না করে থাকলে এই মেসেজটি উপেক্ষা করুন।",
      action: "ইমেইল কনফার্ম করুন",
    },
    reset: {
      subject: "আপনার MotoForge পাসওয়ার্ড রিসেট করুন",
      asked:
        "কেউ (আশা করি আপনিই) আপনার MotoForge অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। নিচের লিংক থেকে নতুন পাসওয়ার্ড দিতে পারবেন; লিংকটি এক ঘণ্টার মধ্যে একবারই কাজ করবে।",
      signsOut:
        "নতুন পাসওয়ার্ড দিলে সব ডিভাইস থেকে আপনার অ্যাকাউন্ট লগআউট হয়ে যাবে। আপনি রিসেট না চেয়ে থাকলে এই মেসেজটি উপেক্ষা করুন: আপনার পাসওয়ার্ড আগের মতোই থাকবে।",
      action: "নতুন পাসওয়ার্ড দিন",
    },
  },
} satisfies Translation<typeof en>;
