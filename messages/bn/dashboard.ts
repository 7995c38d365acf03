import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/dashboard";

export default {
  metadata: {
    title: "ড্যাশবোর্ড",
    titleTemplate: "%s | ড্যাশবোর্ড",
  },
  makeAdmin: {
    title: "অ্যাডমিন বানান",
    description: "{count, plural, one {# জন নিবন্ধিত ইউজার} other {# জন নিবন্ধিত ইউজার}}",
    search: {
      label: "ইমেইলের শুরু",
      placeholder: "rider@example.com",
      find: "খুঁজুন",
      clear: "খোঁজা বাতিল",
      noMatch: "{q} দিয়ে শুরু হওয়া কোনো ইউজারের ইমেইল নেই।",
    },
    table: {
      email: "ইমেইল",
      name: "নাম",
      role: "ভূমিকা",
    },
    admin: "অ্যাডমিন",
    button: "অ্যাডমিন বানান",
    pending: "বানানো হচ্ছে...",
    success: "সফলভাবে অ্যাডমিন বানানো হয়েছে",
    failure: "অ্যাডমিন বানানো যায়নি",
    confirm: {
      title: "{email}-কে অ্যাডমিন বানাবেন?",
      description:
        "অ্যাডমিন সব অর্ডার দেখতে ও বাতিল করতে পারেন, পণ্য ও দাম বদলাতে পারেন, রিটার্নের টাকা ফেরত দিতে পারেন এবং অন্যদের অ্যাডমিন বানাতে পারেন। দোকানে এটি ফিরিয়ে নেওয়ার কোনো বোতাম নেই।",
      keep: "কাস্টমারই রাখুন",
    },
  },
  bikes: {
    title: "বাইক",
    description:
      "{count, plural, one {#টি মডেল} other {#টি মডেল}}, যা রাইডাররা “আমার বাইক”-এ বেছে নিতে পারেন এবং পার্টসের সাথে মেলানো যায়।",
    addHeading: "নতুন মডেল যোগ করুন",
    table: {
      maker: "কোম্পানি",
      model: "মডেল",
      years: "মডেল সাল",
      engine: "ইঞ্জিন",
    },
    engineSize: "{cc} সিসি",
    form: {
      label: "নতুন মডেল যোগ করুন",
      maker: "কোম্পানি",
      makerHint: "রাইডাররা যে নামে চেনেন: Bajaj, TVS, Honda",
      model: "মডেল",
      firstYear: "প্রথম মডেল সাল",
      lastYear: "শেষ মডেল সাল",
      lastYearHint: "এখনো বিক্রি হলে এই বছর",
      engine: "ইঞ্জিন",
      engineHint: "সিসি, পূর্ণসংখ্যায়",
      submit: "মডেল যোগ করুন",
      pending: "যোগ হচ্ছে...",
      added: "{make} {model} বাইকের তালিকায় যোগ হয়েছে।",
    },
  },
} satisfies Translation<typeof en>;
