import type { Fit } from "@/lib/bikes/fitment";
import type { ToolDocument } from "@/lib/db/collections";
import type { Category } from "@/lib/validations/limits";

/**
 * The demo catalogue: MotoForge's own parts and tools, with images from public/images/tools,
 * and the bikes each part fits (tools, lube and gear fit every bike).
 */
export type SeedTool = Omit<ToolDocument, "_id" | "createdAt" | "category" | "fitKeys"> & { category: Category };

const fit = (make: string, model: string, from: number, to: number): Fit => ({ make, model, years: [from, to] });
const universal = { universal: true, fits: [] };

export const seedTools: SeedTool[] = [
  {
    name: "Chain and Sprocket Kit 428H",
    category: "parts",
    shortDescription:
      "Heat-treated 428H O-ring chain with front and rear sprockets for 100–150 cc commuters. Lasts up to 25,000 km with regular lubrication.",
    orderQuantity: 2,
    availableQuantity: 180,
    price: 38.5,
    image: "/images/tools/chain-sprocket-kit.svg",
    universal: false,
    fits: [
      fit("bajaj", "platina-100", 2006, 2026),
      fit("bajaj", "discover-125", 2012, 2026),
      fit("bajaj", "pulsar-150", 2001, 2026),
      fit("hero", "splendor-plus", 2004, 2026),
      fit("hero", "glamour-125", 2005, 2026),
      fit("honda", "livo-110", 2015, 2026),
    ],
  },
  {
    name: "Sintered Disc Brake Pads",
    category: "parts",
    shortDescription:
      "Copper-sintered front pads that bite hard in monsoon rain and shrug off heat on long descents. Fits most 150 cc disc calipers.",
    orderQuantity: 4,
    availableQuantity: 420,
    price: 9.75,
    image: "/images/tools/brake-pads.svg",
    universal: false,
    fits: [
      fit("bajaj", "pulsar-150", 2010, 2026),
      fit("bajaj", "pulsar-n160", 2022, 2026),
      fit("tvs", "apache-rtr-160-4v", 2018, 2026),
      fit("honda", "cb-hornet-160r", 2015, 2023),
      fit("yamaha", "fzs-v3", 2019, 2026),
      fit("suzuki", "gixxer-155", 2019, 2026),
    ],
  },
  {
    name: "Iridium Spark Plug CR8EIX",
    category: "parts",
    shortDescription:
      "Fine-wire iridium plug for crisp cold starts and steady idling in Dhaka traffic. Gapped and ready to fit, lasts about 30,000 km.",
    orderQuantity: 5,
    availableQuantity: 650,
    price: 6.2,
    image: "/images/tools/spark-plug.svg",
    universal: false,
    fits: [
      fit("tvs", "apache-rtr-160-4v", 2018, 2026),
      fit("yamaha", "fzs-v3", 2019, 2026),
      fit("yamaha", "r15-v4", 2021, 2026),
      fit("suzuki", "gixxer-155", 2019, 2026),
    ],
  },
  {
    name: "42-Piece Socket Wrench Set",
    category: "tools",
    shortDescription:
      "Chrome-vanadium sockets from 4 to 22 mm, a 72-tooth ratchet and extensions in a steel case. The kit every home mechanic needs.",
    orderQuantity: 1,
    availableQuantity: 75,
    price: 54,
    image: "/images/tools/socket-wrench-set.svg",
    ...universal,
  },
  {
    name: "Digital Tyre Pressure Gauge",
    category: "tools",
    shortDescription:
      "Backlit gauge reading 0–100 psi to 0.5 psi, with a 360° chuck that reaches awkward valves. Check pressures weekly, ride safer.",
    orderQuantity: 2,
    availableQuantity: 240,
    price: 12.9,
    image: "/images/tools/tyre-pressure-gauge.svg",
    ...universal,
  },
  {
    name: "LED Headlight Bulb H4 6000K",
    category: "accessories",
    shortDescription:
      "Plug-in H4 LED with a focused beam pattern that does not dazzle oncoming traffic. Draws less current than halogen, runs cool.",
    orderQuantity: 2,
    availableQuantity: 310,
    price: 17.5,
    image: "/images/tools/led-headlight.svg",
    universal: false,
    fits: [
      fit("bajaj", "platina-100", 2006, 2026),
      fit("bajaj", "discover-125", 2012, 2026),
      fit("bajaj", "pulsar-150", 2001, 2026),
      fit("hero", "splendor-plus", 2004, 2026),
      fit("honda", "livo-110", 2015, 2026),
    ],
  },
  {
    name: "All-Weather Chain Lube 400 ml",
    category: "accessories",
    shortDescription:
      "Sticky, water-resistant spray that stays on the chain through rain and dust. One can lubricates about 30 times.",
    orderQuantity: 3,
    availableQuantity: 520,
    price: 7.4,
    image: "/images/tools/chain-lube.svg",
    ...universal,
  },
  {
    name: "Click Torque Wrench 10–60 Nm",
    category: "tools",
    shortDescription:
      "3/8-inch drive click wrench calibrated to ±4%, for axle nuts, caliper bolts and sump plugs done to spec, never by feel.",
    orderQuantity: 1,
    availableQuantity: 60,
    price: 42,
    image: "/images/tools/torque-wrench.svg",
    ...universal,
  },
  {
    name: "Wave Disc Brake Rotor 276 mm",
    category: "parts",
    shortDescription:
      "Laser-cut stainless rotor with a floating carrier that sheds heat and water fast. Direct fit for popular 150–160 cc sport bikes.",
    orderQuantity: 1,
    availableQuantity: 90,
    price: 64,
    image: "/images/tools/disc-brake-rotor.svg",
    universal: false,
    fits: [
      fit("bajaj", "pulsar-n160", 2022, 2026),
      fit("tvs", "apache-rtr-160-4v", 2018, 2026),
      fit("suzuki", "gixxer-155", 2019, 2026),
    ],
  },
  {
    name: "Armoured Riding Gloves",
    category: "safety-gear",
    shortDescription:
      "Breathable mesh gloves with hard knuckle shells, palm sliders and touch-screen fingertips. Sizes S to XXL.",
    orderQuantity: 2,
    availableQuantity: 200,
    price: 21,
    image: "/images/tools/riding-gloves.svg",
    ...universal,
  },
];

export const seedReviews = [
  {
    name: "Tanvir Ahmed",
    buyerReview: "The chain kit fitted my Pulsar perfectly and it's still quiet after 6,000 km of Dhaka traffic.",
    rating: 5,
  },
  {
    name: "Nusrat Jahan",
    buyerReview:
      "Ordered brake pads at night, they arrived next morning. Much better bite in the rain than the old ones.",
    rating: 5,
  },
  {
    name: "Rafiq Hasan",
    buyerReview: "Good socket set for the price. The case latch could be stronger, but the sockets are excellent.",
    rating: 4,
  },
  {
    name: "Shakil Mahmud",
    buyerReview: "Asked on WhatsApp which LED suits my FZ; they answered in minutes and the bulb is bright and tidy.",
    rating: 4.5,
  },
];

/** Accounts to try the shop with, on the embedded database only. README lists them. */
export const demoUsers = [
  { name: "Demo Admin", email: "admin@motoforge.demo", password: "admin-demo-1992", role: "admin" },
  { name: "Demo Rider", email: "rider@motoforge.demo", password: "rider-demo-1992", role: "user" },
] as const;
