/** The blog: riders' questions answered by the workshop, grouped by category. Entries are keyed by their slug (config/blog.ts). */
export default {
  metadata: { title: "Blog" },
  eyebrow: "Blog",
  title: "Rider questions, answered",
  description:
    "Practical advice from the MotoForge workshop on chains, brakes, tyres, fitment, delivery, payments and returns for riders across Bangladesh.",
  questionsNav: "Questions",
  onThisPage: "On this page",
  categories: {
    maintenance: "Maintenance",
    partsFitment: "Parts & fitment",
    ordersDelivery: "Orders & delivery",
    paymentsReturns: "Payments & returns",
    safety: "Safety",
  },
  // One answer paragraph a key (p1, p2, …), shown in that order.
  entries: {
    "chain-sprocket-care-dhaka-roads": {
      question: "How often should I clean and lube my chain, and when should I replace the chain and sprocket kit?",
      answer: {
        p1: "On Dhaka roads, dust, sand and waterlogged streets wear a chain much faster than the owner’s manual assumes. Clean and lubricate the chain every 500–700 km, and always after riding in rain or through standing water. Use a chain cleaner or kerosene with a soft brush, wipe it dry, then apply chain lube to the inside of the rollers while the chain is still slightly warm. Leave it for 15–20 minutes before riding so the lube does not fling off.",
        p2: "Check the slack every two weeks with the bike on its centre stand. Most commuter bikes need about 20–30 mm of up-and-down play at the middle of the lower run, but follow the figure on your swingarm sticker or in the manual. A chain that is too tight damages the gearbox output bearing; one that is too loose can jump the sprocket.",
        p3: "Replace the kit when the adjuster reaches the end of its marks, when the chain has tight spots that stay kinked, or when the sprocket teeth look hooked or pointed like a shark fin. With regular care a commuter kit usually lasts 15,000–25,000 km. Always change the chain and both sprockets together: a new chain on worn sprockets wears out in a few weeks.",
      },
    },
    "organic-vs-sintered-brake-pads-monsoon": {
      question: "Organic or sintered brake pads: which is better for monsoon riding?",
      answer: {
        p1: "Organic (resin) pads are quiet, gentle on the disc and bite well when cold, which makes them a good choice for light commuter bikes ridden mostly in town. Their weakness is water and heat: they lose some bite when wet and wear faster in gritty, muddy conditions.",
        p2: "Sintered pads are made from metal particles fused together. They keep a more consistent grip in heavy rain, resist fade on long descents and last noticeably longer, so we recommend them for heavier bikes, riders who carry a pillion often, and anyone riding through the monsoon every day. Use them only where the disc is approved for sintered pads; most modern steel discs are, but check the product page or ask us.",
        p3: "Whichever you choose, replace pads when the friction material is down to about 1.5–2 mm or the wear groove has gone. New pads need bedding in: make 10–15 moderate stops from around 40 km/h without locking the wheel, and avoid hard emergency braking for the first 100 km where you can.",
      },
    },
    "checking-setting-tyre-pressure": {
      question: "How do I check and set my tyre pressure correctly?",
      answer: {
        p1: "Check pressure at least once a week and always when the tyres are cold, before you ride or after the bike has stood for a few hours. A tyre warmed by riding reads higher and can fool you into letting air out.",
        p2: "Use the pressures printed on the sticker on your swingarm or chain guard, or in the owner’s manual, not the maximum figure moulded on the tyre sidewall. Many commuter bikes sit around 25–29 psi at the front and 29–33 psi at the rear for a solo rider, with a few extra psi at the rear when carrying a pillion or luggage.",
        p3: "Petrol pump gauges are often inaccurate, so keep your own pocket or dial gauge and fill up to slightly above the target, then bleed down to the exact figure. Under-inflated tyres make steering heavy, overheat on long rides and are more likely to puncture; over-inflated tyres reduce grip, especially on wet roads.",
      },
    },
    "spark-plug-replacement-and-colour": {
      question: "When should I replace the spark plug, and what does its colour tell me?",
      answer: {
        p1: "A standard nickel plug in a commuter bike usually needs replacing every 8,000–12,000 km; iridium plugs can last 20,000 km or more. Check your manual for the exact interval and plug code. Signs of a tired plug include hard starting, misfiring under load, poor pick-up and higher fuel consumption.",
        p2: "Reading the tip is a quick health check. Light tan or greyish-brown means the engine is running well. Dry black soot points to a rich mixture, a clogged air filter or lots of short trips. Wet, oily black deposits suggest oil is getting into the cylinder through worn rings or valve seals. A chalky white or blistered tip means the engine is running lean or hot and should be checked soon.",
        p3: "Before fitting, check the gap with a feeler gauge against the figure in your manual, typically 0.6–0.9 mm. Never bend the fine centre electrode of an iridium plug. Thread the plug in by hand first to avoid cross-threading, then tighten to the specified torque or, for a new plug with a crush washer, about half a turn past finger-tight.",
      },
    },
    "using-a-torque-wrench-correctly": {
      question: "How do I use a torque wrench correctly?",
      answer: {
        p1: "Always work from the torque figure in your service manual: axle nuts, brake caliper bolts, disc bolts, sprocket nuts and the oil drain plug all have their own specification. Threads should be clean and, unless the manual says otherwise, dry. Oil or grease on a thread lets the same setting stretch the bolt much further.",
        p2: "Set the wrench, hold it by the centre of the handle and pull slowly and steadily at a right angle until it clicks. Stop at the first click; pulling on past it over-tightens the fastener. For a set of bolts such as a brake disc, tighten in a criss-cross pattern in two stages.",
        p3: "A click-type torque wrench is a measuring tool, not a breaker bar, so do not use it to undo tight bolts. After use, wind it back to the lowest setting before storing it in its case, and have it checked for accuracy about once a year if you use it often.",
      },
    },
    "led-headlight-upgrade-legal-safe": {
      question: "Can I upgrade to an LED headlight legally and safely?",
      answer: {
        p1: "Yes, as long as the result behaves like a proper headlight. Choose a plain white light (around 5,500–6,500 K), keep a working low beam and make sure it is aimed correctly so it does not dazzle oncoming riders and drivers. Blue, coloured or flashing lights are unsafe and can draw attention from traffic police.",
        p2: "Match the bulb base to your bike, for example HS1, H4 or a model-specific unit, and check the wiring. Some commuter bikes run the headlight on AC straight from the alternator, so you need an AC/DC-compatible LED bulb or the light will flicker or fail. Each bulb's description says what it is; if you are not sure it suits your bike, ask us through the chat button before you order.",
        p3: "After fitting, park about 5 metres from a wall at night and check the low beam cut-off sits just below the height of the headlight. Adjust the beam screw if needed. A well-aimed LED lights up potholes and waterlogged patches far better than a weak halogen without blinding anyone.",
      },
    },
    "choosing-the-right-part-for-your-bike": {
      question: "How do I make sure a part will fit my bike?",
      answer: {
        p1: "Start with the exact model, variant and year of manufacture from your registration papers. Many bikes are sold in several versions, such as drum or disc brake, single or dual-channel ABS, or carburettor and fuel injection, and the parts often differ between them.",
        p2: "If you still have the old part, take it with you to compare: measure it and compare it with the description on our product page. For chains, note the size (for example 428) and the number of links; for sprockets, count the teeth on the front and rear.",
        p3: "If you are not sure, send us a photo of the old part and your bike’s model and year through the chat button on any page. Our team will confirm the fitment before you order, which saves you the trouble of a return later.",
      },
    },
    "orders-delivery-and-free-shipping": {
      question: "How fast is delivery, and when is shipping free?",
      answer: {
        p1: "We deliver orders in 24 hours. Parts are packed and handed to our courier partners as soon as your payment is confirmed, and you can follow your order's status on the My order page of your dashboard.",
        p2: "Shipping is free on every order above ৳2,000.",
        p3: "During Eid holidays, hartals or severe flooding, couriers can occasionally be delayed. If that happens we will contact you with an updated delivery time. You can always check the status of your order on the My order page of your dashboard.",
      },
    },
    "payment-methods-bkash-rocket-nagad-card": {
      question: "Which payment methods do you accept?",
      answer: {
        p1: "You can pay with bKash, Rocket and Nagad, or with a debit or credit card. All payments are processed through secure payment gateways; MotoForge never sees or stores your full card number.",
        p2: "For mobile financial services, you confirm the payment on your own phone. Our staff will never ask for your PIN or one-time password (OTP) by phone, SMS or chat. If anyone does, please do not share it and let us know.",
        p3: "As soon as a payment is confirmed, your order moves to processing and you receive a confirmation. If a payment fails but money has left your account, contact us with the transaction ID and we will sort it out quickly.",
      },
    },
    "seven-day-returns-money-back": {
      question: "What is your return policy?",
      answer: {
        p1: "Every order comes with 7-day returns and a money-back guarantee. If a part does not fit, is not what you expected or arrives damaged, tell us within 7 days of delivery and we will arrange a return.",
        p2: "Items should be unused and in their original packaging with all accessories. Parts that have been fitted and used, or damaged by incorrect installation, cannot normally be returned unless they are faulty.",
        p3: "Once we receive and check the item, we refund the full amount to your original payment method, whether bKash, Rocket, Nagad or card. If you prefer, we can send a replacement or the correct part instead.",
      },
    },
    "helmet-sizing-and-safety-standards": {
      question: "How do I choose the right helmet size, and which safety standards should I look for?",
      answer: {
        p1: "Measure around your head with a soft tape about 2 cm above your eyebrows and over the widest part at the back. As a rough guide, 55–56 cm is Small, 57–58 cm Medium, 59–60 cm Large and 61–62 cm XL, but always check the size chart for the helmet you are buying.",
        p2: "A correct fit feels snug all round, with the cheek pads pressing gently on your cheeks. With the strap fastened, the helmet should not twist when you turn it by hand or roll forward off your head. Padding settles slightly over the first few weeks, so do not buy a size that feels loose on day one.",
        p3: "Look for a recognised safety certification label such as ECE 22.06, DOT (FMVSS 218) or ISI (IS 4151). Replace any helmet that has taken a hard knock or been in a crash, even if it looks fine, and replace it anyway after about five years of regular use as the protective foam ages.",
      },
    },
    "after-riding-through-waterlogged-streets": {
      question: "What should I check after riding through waterlogged streets?",
      answer: {
        p1: "Test your brakes gently as soon as you are out of the water: wet pads and discs or drums can take a few stops to bite normally again. Dragging the brakes lightly for a few seconds while riding slowly helps dry them.",
        p2: "At home, rinse off mud, then dry, clean and lube the chain, because dirty water strips away lube and starts rust overnight. If water reached the air box, check the air filter and drain the box; a soaked filter makes the engine run rough and can let water into the engine.",
        p3: "If the engine oil looks milky or creamy on the dipstick or sight glass, water has got in. Do not keep riding; change the oil and have the bike checked. Avoid crossing water deeper than the bottom of your exhaust or air intake whenever you can.",
      },
    },
  },
} as const;
