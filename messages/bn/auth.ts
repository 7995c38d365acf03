import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/auth";

export default {
  noUser: "কেউ লগইন করা নেই",
  googleFailed: "গুগল দিয়ে লগইন শেষ হয়নি। আবার চেষ্টা করুন।",
  googleUnverified:
    "গুগল এই ইমেইল ঠিকানাটি যাচাই করেনি, তাই এটি দিয়ে শপের অ্যাকাউন্ট খোলা যাবে না। আগে গুগলে যাচাই করে নিন, অথবা ইমেইল ও পাসওয়ার্ড দিয়ে সাইন আপ করুন।",
  login: {
    metadata: {
      title: "লগইন",
      description: "পার্টস অর্ডার, পেমেন্ট আর অর্ডার ট্র্যাক করতে আপনার MotoForge অ্যাকাউন্টে লগইন করুন।",
    },
    title: "লগইন",
    description: "আবার স্বাগতম। পার্টস অর্ডার করতে আর অর্ডারের খবর রাখতে লগইন করুন।",
    submit: "লগইন",
    switchPrompt: "MotoForge-এ নতুন?",
    switchLabel: "অ্যাকাউন্ট খুলুন",
  },
  signup: {
    metadata: {
      title: "সাইন আপ",
      description: "MotoForge অ্যাকাউন্ট খুলে মোটরসাইকেলের পার্টস ও টুলস অর্ডার করুন, ২৪ ঘণ্টায় ডেলিভারি।",
    },
    title: "অ্যাকাউন্ট খুলুন",
    description: "সাইন আপ করে পার্টস অর্ডার করুন, কার্ডে পেমেন্ট দিন আর কেনা জিনিসের রিভিউ লিখুন।",
    submit: "সাইন আপ",
    switchPrompt: "আগেই অ্যাকাউন্ট আছে?",
    switchLabel: "লগইন",
  },
  form: {
    name: "নাম",
    namePlaceholder: "আপনার নাম",
    email: "ইমেইল",
    emailPlaceholder: "you@example.com",
    password: "পাসওয়ার্ড",
    passwordPlaceholder: "কমপক্ষে ৬ অক্ষর",
    forgotPassword: "পাসওয়ার্ড ভুলে গেছেন?",
    loading: "অপেক্ষা করুন...",
  },
  or: "অথবা",
  google: {
    continue: "গুগল দিয়ে চালিয়ে যান",
    redirecting: "গুগলে নিয়ে যাওয়া হচ্ছে...",
    notConfigured: "এই শপে এখনো গুগল দিয়ে লগইন চালু করা হয়নি।",
    failed: "গুগল দিয়ে লগইন করতে শপের সাথে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।",
  },
  forgot: {
    metadata: {
      title: "পাসওয়ার্ড ভুলে গেছেন",
      description: "আপনার MotoForge অ্যাকাউন্টের নতুন পাসওয়ার্ড দেওয়ার লিংক নিন।",
    },
    title: "পাসওয়ার্ড ভুলে গেছেন?",
    description: "নতুন পাসওয়ার্ড দেওয়ার একটি লিংক আমরা আপনাকে ইমেইলে পাঠাব।",
    submit: "রিসেট লিংক পাঠান",
    sending: "পাঠানো হচ্ছে...",
  },
  reset: {
    metadata: { title: "নতুন পাসওয়ার্ড দিন" },
    title: "নতুন পাসওয়ার্ড দিন",
    description: "কমপক্ষে ৬ অক্ষর। এতে সব ডিভাইস থেকে লগআউট হয়ে যাবে।",
    incomplete: "লিংকটি অসম্পূর্ণ।",
    askAgain: "নতুন লিংক চান",
    newPassword: "নতুন পাসওয়ার্ড",
    submit: "নতুন পাসওয়ার্ড সেভ করুন",
    saving: "সেভ হচ্ছে...",
    done: "আপনার পাসওয়ার্ড বদলানো হয়েছে, আর সব ডিভাইস থেকে অ্যাকাউন্ট লগআউট করা হয়েছে।",
    logIn: "নতুন পাসওয়ার্ডে লগইন করুন",
  },
} satisfies Translation<typeof en>;
