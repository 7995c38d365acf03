import type { Translation } from "@/messages/translation";
import type en from "@/messages/en/layout";

export default {
  nav: {
    home: "হোম",
    portfolio: "পোর্টফোলিও",
    blog: "ব্লগ",
    manageProducts: "প্রোডাক্ট ম্যানেজ",
    dashboard: "ড্যাশবোর্ড",
    myProfile: "আমার প্রোফাইল",
    myOrder: "আমার অর্ডার",
    addReview: "রিভিউ দিন",
    makeAdmin: "অ্যাডমিন বানান",
    manageAllOrders: "সব অর্ডার ম্যানেজ",
    addProducts: "প্রোডাক্ট যোগ করুন",
    outbox: "আউটবক্স",
    overview: "এক নজরে",
    returnRequests: "ফেরত",
    bikes: "বাইক",
    allProducts: "সব প্রোডাক্ট",
    motorcycleParts: "মোটরসাইকেলের পার্টস",
    workshopTools: "ওয়ার্কশপ টুলস",
    ridingAccessories: "রাইডিং এক্সেসরিজ",
    safetyGear: "সেফটি গিয়ার",
    fitmentAdvice: "কোন পার্টস ফিট হবে",
    aboutUs: "আমাদের কথা",
    whyChooseUs: "কেন MotoForge",
    contact: "যোগাযোগ",
    terms: "ব্যবহারের শর্তাবলি",
    privacy: "প্রাইভেসি নীতি",
    returns: "রিটার্ন ও রিফান্ড",
  },
  header: {
    mainNav: "প্রধান মেনু",
    mobileNav: "মোবাইল মেনু",
    openMenu: "মেনু খুলুন",
    closeMenu: "মেনু বন্ধ করুন",
    language: "ভাষা",
  },
  logo: {
    home: "{name} হোম",
  },
  search: {
    form: "সাইটে খুঁজুন",
    label: "প্রোডাক্ট খুঁজুন",
    placeholder: "প্রোডাক্ট খুঁজুন",
    submit: "খুঁজুন",
  },
  user: {
    loading: "অ্যাকাউন্ট লোড হচ্ছে",
    login: "লগইন",
    signOut: "লগআউট",
  },
  footer: {
    description:
      "১৯৯২ সাল থেকে বাংলাদেশে তৈরি মোটরসাইকেলের পার্টস, এক্সেসরিজ ও ওয়ার্কশপ টুলস। ২৪ ঘণ্টায় ডেলিভারি, ২০০০ টাকার বেশি অর্ডারে ফ্রি ডেলিভারি।",
    tagline: "১৯৯২ সাল থেকে",
    columns: {
      services: "সেবা",
      company: "কোম্পানি",
      legal: "আইনি তথ্য",
      social: "সোশ্যাল",
    },
    copyright: "কপিরাইট © {year} {legalName} সর্বস্বত্ব সংরক্ষিত। {tagline}।",
  },
  social: {
    opensInNewTab: "{title} (নতুন ট্যাবে খুলবে)",
  },
  contact: {
    address: "প্লট ১৪, ধোলাইখাল রোড, ঢাকা ১১০০, বাংলাদেশ",
    hours: "শনি থেকে বৃহস্পতিবার, সকাল ৯টা থেকে রাত ৮টা",
  },
  chat: {
    greeting: "হ্যালো! আপনাকে কীভাবে সাহায্য করতে পারি?",
    replyTime: "সাধারণত এক দিনের মধ্যে উত্তর দিই",
    invalidPhone: "ফোন নম্বরটি সঠিক নয়",
    call: "কল করুন {phone}",
    open: "আমাদের সাথে চ্যাট করুন",
    close: "চ্যাট বন্ধ করুন",
    messageLabel: "আপনার মেসেজ",
    messagePlaceholder: "মেসেজ লিখুন..",
    send: "মেসেজ পাঠান",
  },
  dashboardSidebar: {
    label: "ড্যাশবোর্ড",
    loadingLinks: "আপনার লিংকগুলো লোড হচ্ছে",
  },
} satisfies Translation<typeof en>;
