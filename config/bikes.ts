/**
 * The motorcycles the shop knows on a fresh database: the models that sell in Bangladesh.
 * Written to the `bikes` collection once (lib/db/migrations.ts); the admin adds more on the
 * Bikes page. `years` is the span of model years of this generation, the last one the
 * current year for a model still on sale; `cc` is the displacement as the maker rounds it.
 * Where each figure comes from is in docs/product.md ("Fits my bike").
 */
export const INITIAL_BIKES = [
  { make: "bajaj", makeName: "Bajaj", model: "platina-100", name: "Platina 100", years: [2006, 2026], cc: 102 },
  { make: "bajaj", makeName: "Bajaj", model: "discover-125", name: "Discover 125", years: [2012, 2026], cc: 125 },
  { make: "bajaj", makeName: "Bajaj", model: "pulsar-150", name: "Pulsar 150", years: [2001, 2026], cc: 150 },
  { make: "bajaj", makeName: "Bajaj", model: "pulsar-n160", name: "Pulsar N160", years: [2022, 2026], cc: 165 },
  { make: "tvs", makeName: "TVS", model: "apache-rtr-160-4v", name: "Apache RTR 160 4V", years: [2018, 2026], cc: 160 },
  { make: "hero", makeName: "Hero", model: "splendor-plus", name: "Splendor+", years: [2004, 2026], cc: 97 },
  { make: "hero", makeName: "Hero", model: "glamour-125", name: "Glamour 125", years: [2005, 2026], cc: 125 },
  { make: "honda", makeName: "Honda", model: "livo-110", name: "Livo 110", years: [2015, 2026], cc: 110 },
  { make: "honda", makeName: "Honda", model: "cb-hornet-160r", name: "CB Hornet 160R", years: [2015, 2023], cc: 163 },
  { make: "yamaha", makeName: "Yamaha", model: "fzs-v3", name: "FZS V3", years: [2019, 2026], cc: 149 },
  { make: "yamaha", makeName: "Yamaha", model: "r15-v4", name: "R15 V4", years: [2021, 2026], cc: 155 },
  { make: "suzuki", makeName: "Suzuki", model: "gixxer-155", name: "Gixxer 155", years: [2019, 2026], cc: 155 },
] as const satisfies readonly {
  make: string;
  makeName: string;
  model: string;
  name: string;
  years: readonly [number, number];
  cc: number;
}[];
