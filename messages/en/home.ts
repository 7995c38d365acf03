/** The home page's sections, in the order the page shows them, and the portfolio page. */
export default {
  hero: {
    eyebrow: "Made in Bangladesh since 1992",
    title: "Parts and tools that keep Bangladesh riding",
    lead: "Chains, brakes, lights and workshop tools built in our Dhaka factory and delivered to your door in 24 hours.",
    shop: "Shop the collection",
    tips: "Riding and repair tips",
  },
  trust: {
    title: "customers trust our parts",
  },
  tools: {
    eyebrow: "Tools Collection",
    title: "Fresh from our factory",
    lead: "Our newest parts and tools, made and tested in Dhaka and ready to ship today.",
    empty: "New tools are on their way. Check back soon.",
    seeAll: "See all tools",
  },
  service: {
    eyebrow: "Our Service",
    title: "Trusted by riders and workshops worldwide",
    lead: "Three decades of making parts that last have taken us far beyond Dhaka.",
    stats: {
      countries: { label: "Countries", value: "80" },
      customers: { label: "Customers", value: "1.2B+" },
      revenue: { label: "Revenue", value: "2.2T+" },
      parts: { label: "Parts", value: "30+" },
    },
  },
  reviews: {
    eyebrow: "Customer Reviews",
    title: "What riders say about us",
    empty: "Be the first to review what you bought.",
  },
  tips: {
    eyebrow: "Ride safe",
    title: "10 rules for overtaking safely",
    lead: "Most serious crashes on our highways happen during a pass. Make every one of yours a safe one.",
    items: {
      lookAhead: "Overtake only where you can see far enough ahead to finish the move safely.",
      mirrors: "Check your mirrors and look over your shoulder before you pull out.",
      signal: "Signal early so the driver ahead and the traffic behind know your plan.",
      gear: "Drop a gear first so the engine has power to pass quickly.",
      bends: "Never overtake on a bend, at the crest of a hill or near a junction.",
      gap: "Keep a safe gap from the vehicle ahead until you start the pass.",
      trucks: "Pass trucks and buses quickly; their blind spots are large and long.",
      crossings: "Do not overtake at zebra crossings, bridges or where the road narrows.",
      pullBackIn: "Pull back in only when you can see the overtaken vehicle in your mirror.",
      doubt: "If in doubt, hold back: arriving a minute later beats not arriving at all.",
    },
  },
  helmet: {
    imageAlt: "MotoForge Velocity full-face helmet in charcoal and orange",
    eyebrow: "New Products",
    title: "Velocity full-face helmet",
    text: "A tough polycarbonate shell, a scratch-resistant anti-fog visor and a removable, washable lining made for long rides in the heat and rain of Bangladesh.",
    features: {
      standards: "Meets DOT and ECE 22.06 impact standards",
      vents: "Five vents for airflow in traffic",
      sizes: "Sizes S to XXL with a quick-release buckle",
    },
    buy: "Buy Now",
  },
  why: {
    eyebrow: "Why Choose Us",
    title: "A shop built around riders",
    items: {
      delivery: {
        title: "Quick delivery",
        text: "Orders reach you within 24 hours anywhere in Dhaka and fast across Bangladesh.",
      },
      support: {
        title: "24-hour support",
        text: "Talk to a real mechanic by phone or chat, day and night, about fitment and repairs.",
      },
      checkout: {
        title: "Secure checkout",
        text: "Every payment is protected by 128-bit SSL encryption from cart to confirmation.",
      },
    },
  },
  benefits: {
    label: "Shopping benefits",
    items: {
      shipping: { title: "Free shipping", text: "On every order above 2000 taka" },
      returns: { title: "7-day returns", text: "Money-back guarantee, no questions asked" },
      delivery: { title: "24-hour delivery", text: "Dispatched the same day you order" },
      wallets: { title: "Bkash, Rocket, Nagad", text: "Pay the way you already do" },
    },
  },
  contact: {
    eyebrow: "Contact",
    title: "Talk to a mechanic, not a call centre",
    lead: "Not sure which part fits your bike? Send us the model and year and we will tell you.",
    visit: "Visit our factory shop",
    call: "Call us",
    email: "Email us",
    hours: "Opening hours",
  },
  portfolio: {
    metadata: { title: "Portfolio" },
    eyebrow: "Portfolio",
    headline: "Made in Dhaka for Bangladeshi roads since 1992",
    intro: {
      history:
        "MotoForge began as a two-lathe workshop in Dholaikhal, Old Dhaka, turning replacement parts for the motorcycles and auto-rickshaws of the neighbourhood. More than thirty years later we design, machine and test chain and sprocket kits, brake components and workshop tools in our own factory, and supply dealers and fleets across the country.",
      conditions:
        "Our parts are built for the conditions riders here actually face: dust, heat, monsoon flooding, heavy loads and stop-start traffic. Every batch is checked in-house before it leaves the factory, and the same people who make the parts answer questions from riders and mechanics every day.",
    },
    stats: {
      years: { label: "Years in business", value: "30+" },
      parts: { label: "Parts in catalogue", value: "1,200+" },
      dealers: { label: "Dealers across Bangladesh", value: "150+" },
      riders: { label: "Riders served", value: "200,000+" },
    },
    milestonesTitle: "Our road so far",
    milestones: {
      y1992: {
        year: "1992",
        title: "A small workshop in Dholaikhal",
        text: "Our founder opens a workshop with two second-hand lathes and three mechanics, repairing and re-machining motorcycle parts for local garages.",
      },
      y1998: {
        year: "1998",
        title: "First MotoForge-branded sprockets",
        text: "After years of re-machining worn parts, we produce our first own-brand rear sprockets for the popular 100 cc commuter bikes of the time.",
      },
      y2005: {
        year: "2005",
        title: "Move to a factory in Keraniganj",
        text: "Growing demand from garages and dealers takes us to a larger factory with its own press shop, assembly area and a dedicated stores team.",
      },
      y2010: {
        year: "2010",
        title: "CNC machining comes in-house",
        text: "We install our first CNC turning and milling centres, improving accuracy and consistency across sprockets, brake discs and hubs.",
      },
      y2014: {
        year: "2014",
        title: "Heat treatment and testing lab",
        text: "A controlled heat treatment line and a small testing lab allow us to harden sprocket teeth and verify hardness and wear on every batch.",
      },
      y2017: {
        year: "2017",
        title: "Dealers in all eight divisions",
        text: "Our dealer network reaches every division of Bangladesh, from Rangpur to Chattogram, backed by a central warehouse in Dhaka.",
      },
      y2021: {
        year: "2021",
        title: "Tools and riding gear range",
        text: "We add workshop tools, tyre gauges, lubricants and riding gear, chosen and tested by our own technicians before they go into the catalogue.",
      },
      today: {
        year: "Today",
        title: "MotoForge online shop",
        text: "Riders anywhere in Bangladesh can now order directly from us, with delivery in 24 hours, mobile and card payments, and 7-day returns.",
      },
    },
    capabilitiesTitle: "What our factory does",
    capabilities: {
      cnc: {
        title: "CNC machining",
        text: "CNC turning and milling centres produce sprockets, brake discs, spacers and hubs to tight, repeatable tolerances.",
      },
      heat: {
        title: "Heat treatment",
        text: "Induction and furnace hardening give sprocket teeth and wear parts the surface hardness they need for long service on dusty roads.",
      },
      quality: {
        title: "Quality control",
        text: "Incoming steel is checked against its material certificate, and finished parts are measured with gauges and callipers against our drawings.",
      },
      testing: {
        title: "In-house testing",
        text: "Hardness testing, wear checks and road trials on our own test bikes confirm that a part performs before it reaches a dealer.",
      },
      fitment: {
        title: "Fitment engineering",
        text: "Our technicians measure original parts from the bikes most ridden in Bangladesh so our replacements fit without modification.",
      },
      packing: {
        title: "Packing and distribution",
        text: "A central warehouse in Dhaka packs dealer and online orders the same day, with protective packaging for every part.",
      },
    },
    projectsTitle: "Selected projects",
    projects: {
      fleet: {
        title: "Brake parts for a ride-sharing fleet",
        client: "A Dhaka ride-hailing fleet operator",
        text: "We supply sintered brake pads and rotors for more than 400 fleet motorcycles, with a monthly replacement schedule that reduced brake-related downtime and kept riders safer through the monsoon.",
      },
      racing: {
        title: "Custom sprockets for a racing team",
        client: "A national-level amateur racing team",
        text: "Our engineers machined lightweight sprockets in several gearing ratios so the team could tune each bike to different tracks, with quick turnaround between race weekends.",
      },
      training: {
        title: "Tool kits for technical training",
        client: "A technical training institute in Gazipur",
        text: "We designed a durable workshop tool kit, including socket sets and torque wrenches, for motorcycle mechanic courses, with spares and refresher sessions for instructors.",
      },
      delivery: {
        title: "Chain kits for a delivery service",
        client: "A Chattogram-based parcel delivery company",
        text: "Heavy-duty chain and sprocket kits for high-mileage delivery bikes, backed by on-site fitting guidance for the company’s in-house mechanics.",
      },
    },
  },
} as const;
