import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/courier";

export default {
  book: {
    label: "Steadfast-এ বুক করুন",
    pending: "বুক করা হচ্ছে...",
    ariaLabel: "অর্ডার {orderNumber} Steadfast-এ বুক করুন",
    title: "অর্ডার {orderNumber} Steadfast-এ বুক করবেন?",
    description:
      "Steadfast পার্সেলটি নিয়ে যাবে এবং ক্রেতার কাছ থেকে {cod} নেবে। অর্ডারটি পাঠানো হয়েছে হবে এবং ক্রেতা ট্র্যাকিং লিংক পাবেন।",
    keep: "এখন না",
    confirm: "হ্যাঁ, বুক করুন",
    booked: "অর্ডার {orderNumber} Steadfast-এ বুক হয়েছে: ট্র্যাকিং {trackingCode}।",
    failed: "কিছু একটা ভুল হয়েছে",
  },
  consignment: {
    label: "Steadfast কনসাইনমেন্ট {consignmentId}, ট্র্যাকিং {trackingCode}",
    status: "Steadfast জানিয়েছে: {status}",
    collected: "আদায় হয়েছে {amount}",
  },
  track: {
    metadata: {
      title: "অর্ডার ট্র্যাক করুন",
      description: "অর্ডার নম্বর ও যে ফোন নম্বরে অর্ডার করেছেন তা দিয়ে আপনার MotoForge অর্ডার দেখুন।",
    },
    title: "অর্ডার ট্র্যাক করুন",
    lead: "অর্ডার নম্বর ও যে ফোন নম্বরে অর্ডার করেছেন তা লিখুন। অ্যাকাউন্ট লাগবে না।",
    orderNumber: "অর্ডার নম্বর",
    orderNumberPlaceholder: "MF-10001",
    phone: "ফোন নম্বর",
    phonePlaceholder: "01711000000",
    submit: "ট্র্যাক করুন",
    result: {
      heading: "অর্ডার {number}",
      for: "{name}-এর জন্য, {district}",
      status: "অবস্থা",
      courier: "কুরিয়ার",
      tracking: "ট্র্যাকিং কোড",
      noCourier: "এখনো কুরিয়ারের হাতে দেওয়া হয়নি",
      timeline: "টাইমলাইন",
    },
  },
} satisfies Translation<typeof en>;
