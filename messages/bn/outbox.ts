import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/outbox";

export default {
  title: "আউটবক্স",
  description: "{count, plural, one {#টি মেসেজ} other {#টি মেসেজ}}, নতুনগুলো আগে",
  descriptionTo: "{to}-কে {count, plural, one {#টি মেসেজ} other {#টি মেসেজ}}, নতুনগুলো আগে",
  emailOff: "ইমেইল চালু করা হয়নি (SMTP_URL), তাই চালু না হওয়া পর্যন্ত ইমেইলগুলো এখানে অপেক্ষা করবে।",
  smsOff: "এসএমএস চালু করা হয়নি (SMS_PROVIDER, SMS_API_KEY): কোনো এসএমএস যাচ্ছে না।",
  table: {
    queued: "সারিতে যোগ",
    to: "প্রাপক",
    message: "মেসেজ",
    status: "স্ট্যাটাস",
    attempts: "চেষ্টা",
    resend: "আবার পাঠান",
  },
  channels: {
    email: "ইমেইল",
    sms: "এসএমএস",
  },
  statuses: {
    pending: "অপেক্ষায়",
    sending: "যাচ্ছে",
    sent: "পাঠানো হয়েছে",
    failed: "ব্যর্থ",
  },
  attempts: "{attempts} / {max}",
  secretsGone: "একবারের লিংক: নতুন একটি চাইতে হবে",
  search: {
    label: "ইমেইল বা মোবাইল",
    placeholder: "rider@example.com, 01711-000000",
    find: "খুঁজুন",
    clear: "খোঁজা বাতিল",
    noMatch: "{to}-কে কোনো মেসেজ পাঠানো হয়নি।",
  },
  resend: {
    label: "আবার পাঠান",
    pending: "সারিতে যোগ হচ্ছে...",
    ariaLabel: "{to}-কে মেসেজটি আবার পাঠান",
    queued: "{to}-এর মেসেজটি আবার পাঠানোর সারিতে যোগ হয়েছে।",
    failed: "মেসেজটি আবার সারিতে যোগ করা গেল না।",
  },
} satisfies Translation<typeof en>;
