import type { Locale } from "@/lib/i18n/locales";

/**
 * Bangladesh's 64 districts by their 8 divisions, as the order form's select groups them and
 * couriers name them (the spellings in use since 2018: Chattogram, Cumilla, Jashore, Bogura).
 */
export const DIVISIONS = [
  { division: "Barishal", districts: ["Barguna", "Barishal", "Bhola", "Jhalokati", "Patuakhali", "Pirojpur"] },
  {
    division: "Chattogram",
    districts: [
      "Bandarban",
      "Brahmanbaria",
      "Chandpur",
      "Chattogram",
      "Cox's Bazar",
      "Cumilla",
      "Feni",
      "Khagrachhari",
      "Lakshmipur",
      "Noakhali",
      "Rangamati",
    ],
  },
  {
    division: "Dhaka",
    districts: [
      "Dhaka",
      "Faridpur",
      "Gazipur",
      "Gopalganj",
      "Kishoreganj",
      "Madaripur",
      "Manikganj",
      "Munshiganj",
      "Narayanganj",
      "Narsingdi",
      "Rajbari",
      "Shariatpur",
      "Tangail",
    ],
  },
  {
    division: "Khulna",
    districts: [
      "Bagerhat",
      "Chuadanga",
      "Jashore",
      "Jhenaidah",
      "Khulna",
      "Kushtia",
      "Magura",
      "Meherpur",
      "Narail",
      "Satkhira",
    ],
  },
  { division: "Mymensingh", districts: ["Jamalpur", "Mymensingh", "Netrokona", "Sherpur"] },
  {
    division: "Rajshahi",
    districts: ["Bogura", "Chapainawabganj", "Joypurhat", "Naogaon", "Natore", "Pabna", "Rajshahi", "Sirajganj"],
  },
  {
    division: "Rangpur",
    districts: [
      "Dinajpur",
      "Gaibandha",
      "Kurigram",
      "Lalmonirhat",
      "Nilphamari",
      "Panchagarh",
      "Rangpur",
      "Thakurgaon",
    ],
  },
  { division: "Sylhet", districts: ["Habiganj", "Moulvibazar", "Sunamganj", "Sylhet"] },
] as const;

export type District = (typeof DIVISIONS)[number]["districts"][number];
export type Division = (typeof DIVISIONS)[number]["division"];

export const DISTRICTS: readonly District[] = DIVISIONS.flatMap((group) => group.districts);

/**
 * The divisions and districts as Bangla readers write them. Shown on Bangla pages only: the
 * value stored with an order or a profile, and sent to the courier, stays the English name.
 */
const BANGLA: Record<Division | District, string> = {
  // Barishal
  Barishal: "বরিশাল",
  Barguna: "বরগুনা",
  Bhola: "ভোলা",
  Jhalokati: "ঝালকাঠি",
  Patuakhali: "পটুয়াখালী",
  Pirojpur: "পিরোজপুর",
  // Chattogram
  Chattogram: "চট্টগ্রাম",
  Bandarban: "বান্দরবান",
  Brahmanbaria: "ব্রাহ্মণবাড়িয়া",
  Chandpur: "চাঁদপুর",
  "Cox's Bazar": "কক্সবাজার",
  Cumilla: "কুমিল্লা",
  Feni: "ফেনী",
  Khagrachhari: "খাগড়াছড়ি",
  Lakshmipur: "লক্ষ্মীপুর",
  Noakhali: "নোয়াখালী",
  Rangamati: "রাঙ্গামাটি",
  // Dhaka
  Dhaka: "ঢাকা",
  Faridpur: "ফরিদপুর",
  Gazipur: "গাজীপুর",
  Gopalganj: "গোপালগঞ্জ",
  Kishoreganj: "কিশোরগঞ্জ",
  Madaripur: "মাদারীপুর",
  Manikganj: "মানিকগঞ্জ",
  Munshiganj: "মুন্সীগঞ্জ",
  Narayanganj: "নারায়ণগঞ্জ",
  Narsingdi: "নরসিংদী",
  Rajbari: "রাজবাড়ী",
  Shariatpur: "শরীয়তপুর",
  Tangail: "টাঙ্গাইল",
  // Khulna
  Khulna: "খুলনা",
  Bagerhat: "বাগেরহাট",
  Chuadanga: "চুয়াডাঙ্গা",
  Jashore: "যশোর",
  Jhenaidah: "ঝিনাইদহ",
  Kushtia: "কুষ্টিয়া",
  Magura: "মাগুরা",
  Meherpur: "মেহেরপুর",
  Narail: "নড়াইল",
  Satkhira: "সাতক্ষীরা",
  // Mymensingh
  Mymensingh: "ময়মনসিংহ",
  Jamalpur: "জামালপুর",
  Netrokona: "নেত্রকোনা",
  Sherpur: "শেরপুর",
  // Rajshahi
  Rajshahi: "রাজশাহী",
  Bogura: "বগুড়া",
  Chapainawabganj: "চাঁপাইনবাবগঞ্জ",
  Joypurhat: "জয়পুরহাট",
  Naogaon: "নওগাঁ",
  Natore: "নাটোর",
  Pabna: "পাবনা",
  Sirajganj: "সিরাজগঞ্জ",
  // Rangpur
  Rangpur: "রংপুর",
  Dinajpur: "দিনাজপুর",
  Gaibandha: "গাইবান্ধা",
  Kurigram: "কুড়িগ্রাম",
  Lalmonirhat: "লালমনিরহাট",
  Nilphamari: "নীলফামারী",
  Panchagarh: "পঞ্চগড়",
  Thakurgaon: "ঠাকুরগাঁও",
  // Sylhet
  Sylhet: "সিলেট",
  Habiganj: "হবিগঞ্জ",
  Moulvibazar: "মৌলভীবাজার",
  Sunamganj: "সুনামগঞ্জ",
};

/**
 * The divisions' and districts' names in `locale`, for a client component to be given: none in
 * English, where a place's name is its value, so English pages' scripts carry no Bengali names.
 */
export type PlaceNames = Readonly<Record<string, string>> | null;

export const placeNames = (locale: Locale): PlaceNames => (locale === "en" ? null : BANGLA);

/** A division's or district's name from `names`; a name they do not know (an old order's) is shown as stored. */
export const nameOfPlace = (name: string, names: PlaceNames): string =>
  names && Object.hasOwn(names, name) ? names[name]! : name;

/** A division's or district's name in `locale` (on the server; client components are given `placeNames`). */
export const placeName = (name: string, locale: Locale): string => nameOfPlace(name, placeNames(locale));
