type PortfolioStat = { label: string; value: string };
type PortfolioMilestone = { year: string; title: string; text: string };
type PortfolioCapability = { title: string; text: string };
type PortfolioProject = { title: string; client: string; text: string };

export type Portfolio = {
  headline: string;
  intro: string[];
  stats: PortfolioStat[];
  milestones: PortfolioMilestone[];
  capabilities: PortfolioCapability[];
  projects: PortfolioProject[];
};

export const portfolio: Portfolio = {
  headline: "Made in Dhaka for Bangladeshi roads since 1992",
  intro: [
    "MotoForge began as a two-lathe workshop in Dholaikhal, Old Dhaka, turning replacement parts for the motorcycles and auto-rickshaws of the neighbourhood. More than thirty years later we design, machine and test chain and sprocket kits, brake components and workshop tools in our own factory, and supply dealers and fleets across the country.",
    "Our parts are built for the conditions riders here actually face: dust, heat, monsoon flooding, heavy loads and stop-start traffic. Every batch is checked in-house before it leaves the factory, and the same people who make the parts answer questions from riders and mechanics every day.",
  ],
  stats: [
    { label: "Years in business", value: "30+" },
    { label: "Parts in catalogue", value: "1,200+" },
    { label: "Dealers across Bangladesh", value: "150+" },
    { label: "Riders served", value: "200,000+" },
  ],
  milestones: [
    {
      year: "1992",
      title: "A small workshop in Dholaikhal",
      text: "Our founder opens a workshop with two second-hand lathes and three mechanics, repairing and re-machining motorcycle parts for local garages.",
    },
    {
      year: "1998",
      title: "First MotoForge-branded sprockets",
      text: "After years of re-machining worn parts, we produce our first own-brand rear sprockets for the popular 100 cc commuter bikes of the time.",
    },
    {
      year: "2005",
      title: "Move to a factory in Keraniganj",
      text: "Growing demand from garages and dealers takes us to a larger factory with its own press shop, assembly area and a dedicated stores team.",
    },
    {
      year: "2010",
      title: "CNC machining comes in-house",
      text: "We install our first CNC turning and milling centres, improving accuracy and consistency across sprockets, brake discs and hubs.",
    },
    {
      year: "2014",
      title: "Heat treatment and testing lab",
      text: "A controlled heat treatment line and a small testing lab allow us to harden sprocket teeth and verify hardness and wear on every batch.",
    },
    {
      year: "2017",
      title: "Dealers in all eight divisions",
      text: "Our dealer network reaches every division of Bangladesh, from Rangpur to Chattogram, backed by a central warehouse in Dhaka.",
    },
    {
      year: "2021",
      title: "Tools and riding gear range",
      text: "We add workshop tools, tyre gauges, lubricants and riding gear, chosen and tested by our own technicians before they go into the catalogue.",
    },
    {
      year: "Today",
      title: "MotoForge online shop",
      text: "Riders anywhere in Bangladesh can now order directly from us, with delivery in 24 hours, mobile and card payments, and 7-day returns.",
    },
  ],
  capabilities: [
    {
      title: "CNC machining",
      text: "CNC turning and milling centres produce sprockets, brake discs, spacers and hubs to tight, repeatable tolerances.",
    },
    {
      title: "Heat treatment",
      text: "Induction and furnace hardening give sprocket teeth and wear parts the surface hardness they need for long service on dusty roads.",
    },
    {
      title: "Quality control",
      text: "Incoming steel is checked against its material certificate, and finished parts are measured with gauges and callipers against our drawings.",
    },
    {
      title: "In-house testing",
      text: "Hardness testing, wear checks and road trials on our own test bikes confirm that a part performs before it reaches a dealer.",
    },
    {
      title: "Fitment engineering",
      text: "Our technicians measure original parts from the bikes most ridden in Bangladesh so our replacements fit without modification.",
    },
    {
      title: "Packing and distribution",
      text: "A central warehouse in Dhaka packs dealer and online orders the same day, with protective packaging for every part.",
    },
  ],
  projects: [
    {
      title: "Brake parts for a ride-sharing fleet",
      client: "A Dhaka ride-hailing fleet operator",
      text: "We supply sintered brake pads and rotors for more than 400 fleet motorcycles, with a monthly replacement schedule that reduced brake-related downtime and kept riders safer through the monsoon.",
    },
    {
      title: "Custom sprockets for a racing team",
      client: "A national-level amateur racing team",
      text: "Our engineers machined lightweight sprockets in several gearing ratios so the team could tune each bike to different tracks, with quick turnaround between race weekends.",
    },
    {
      title: "Tool kits for technical training",
      client: "A technical training institute in Gazipur",
      text: "We designed a durable workshop tool kit, including socket sets and torque wrenches, for motorcycle mechanic courses, with spares and refresher sessions for instructors.",
    },
    {
      title: "Chain kits for a delivery service",
      client: "A Chattogram-based parcel delivery company",
      text: "Heavy-duty chain and sprocket kits for high-mileage delivery bikes, backed by on-site fitting guidance for the company’s in-house mechanics.",
    },
  ],
};
