// The demo catalogue's Bengali names and short descriptions, as traders in Bangladesh write them,
// and its specifications' labels and values in Bengali. Keyed by the English texts, so the English
// catalogue (demo-catalogue.ts) stays as it is.

export const DEMO_BENGALI: Record<string, { name: string; description: string }> = {
  'Sulphuric Acid 98%': {
    name: 'সালফিউরিক অ্যাসিড ৯৮%',
    description:
      'সার মিশ্রণ, ব্যাটারির ইলেকট্রোলাইট, ইটিপিতে pH নিয়ন্ত্রণ ও মেটাল পিকলিংয়ের জন্য ৯৮% ঘন সালফিউরিক অ্যাসিড। অ্যাসিড-প্রতিরোধী HDPE ড্রামে এবং ঢাকা ও চট্টগ্রামে ট্যাংকারে সরবরাহ করা হয়। সবসময় পানিতে অ্যাসিড ঢালুন, অ্যাসিডে পানি নয়।',
  },
  'Hydrochloric Acid 33%': {
    name: 'হাইড্রোক্লোরিক অ্যাসিড ৩৩%',
    description:
      'বয়লারের স্কেল পরিষ্কার, ক্যাটায়ন রেজিন রিজেনারেশন, স্টিল পিকলিং ও ক্ষারীয় বর্জ্য নিউট্রাল করার জন্য টেকনিক্যাল গ্রেড হাইড্রোক্লোরিক অ্যাসিড (মিউরিয়েটিক অ্যাসিড)। বাতাস চলাচল আছে এমন জায়গায়, ধাতু থেকে দূরে রাখুন।',
  },
  'Nitric Acid 68%': {
    name: 'নাইট্রিক অ্যাসিড ৬৮%',
    description:
      'মেটাল এচিং, স্টেইনলেস স্টিল প্যাসিভেশন, নাইট্রেশন ও সার উৎপাদনের জন্য ৬৮% নাইট্রিক অ্যাসিড। শক্তিশালী অক্সিডাইজার: জৈব পদার্থ থেকে দূরে রাখুন।',
  },
  'Caustic Soda Flakes 99%': {
    name: 'কস্টিক সোডা ফ্লেক্স ৯৯%',
    description:
      'টেক্সটাইল স্কাওয়ারিং ও মার্সেরাইজিং, সাবান ও ডিটারজেন্ট তৈরি, পানি শোধনে pH ঠিক রাখা এবং কাগজের মণ্ড তৈরির জন্য ৯৯% বিশুদ্ধ সোডিয়াম হাইড্রোক্সাইড ফ্লেক্স।',
  },
  'Soda Ash Light 99.2%': {
    name: 'সোডা অ্যাশ লাইট ৯৯.২%',
    description:
      'রিঅ্যাকটিভ ডাইংয়ে ফিক্সেশন, কাচ ও ডিটারজেন্ট উৎপাদন এবং পানি নরম করার জন্য লাইট সোডা অ্যাশ (সোডিয়াম কার্বোনেট)। কম আয়রনযুক্ত, ঝরঝরে সাদা পাউডার।',
  },
  'Acetic Acid Glacial 99.8%': {
    name: 'গ্লেসিয়াল অ্যাসিটিক অ্যাসিড ৯৯.৮%',
    description:
      'স্কাওয়ারিংয়ের পর নিউট্রালাইজেশন, ডাইবাথে pH নিয়ন্ত্রণ, এস্টার উৎপাদন ও খাদ্য প্রক্রিয়াকরণের জন্য গ্লেসিয়াল অ্যাসিটিক অ্যাসিড।',
  },
  'Formic Acid 85%': {
    name: 'ফরমিক অ্যাসিড ৮৫%',
    description:
      'চামড়া ট্যানিং ও ডাইং, টেক্সটাইলে ডাই ফিক্সেশন এবং সাইলেজ সংরক্ষণের জন্য ৮৫% ফরমিক অ্যাসিড। কাপড়ে কোনো অবশিষ্টাংশ রাখে না।',
  },
  'Phosphoric Acid 85% Food Grade': {
    name: 'ফসফরিক অ্যাসিড ৮৫% ফুড গ্রেড',
    description: 'পানীয়ে অম্লতা আনা, রং করার আগে ধাতব পৃষ্ঠ প্রস্তুত এবং ফসফেট সার উৎপাদনের জন্য ফুড গ্রেড অর্থোফসফরিক অ্যাসিড।',
  },
  'Hydrogen Peroxide 50%': {
    name: 'হাইড্রোজেন পারক্সাইড ৫০%',
    description:
      'কটন নিট, সুতা ও ডেনিম ব্লিচিং, পাল্প ব্লিচিং ও বর্জ্য অক্সিডেশনের জন্য স্ট্যাবিলাইজড ৫০% হাইড্রোজেন পারক্সাইড। ভেন্টযুক্ত HDPE কারবয়ে সরবরাহ করা হয়।',
  },
  'Sodium Hydrosulphite 88%': {
    name: 'সোডিয়াম হাইড্রোসালফাইট ৮৮% (হাইড্রোজ)',
    description:
      'ভ্যাট ও সালফার ডাই রিডাকশন, ডেনিম ওয়াশিং ও স্ট্রিপিংয়ের জন্য সোডিয়াম ডাইথায়োনাইট (হাইড্রোজ)। আর্দ্রতা থেকে দূরে রাখুন, ড্রামের ঢাকনা বন্ধ রাখুন।',
  },
  "Sodium Sulphate Anhydrous (Glauber's Salt)": {
    name: 'সোডিয়াম সালফেট অ্যানহাইড্রাস (গ্লোবার সল্ট)',
    description:
      'কটনের রিঅ্যাকটিভ ও ডাইরেক্ট ডাইংয়ে ইলেকট্রোলাইট হিসেবে এবং ডিটারজেন্ট পাউডারে ফিলার হিসেবে ব্যবহৃত অ্যানহাইড্রাস সোডিয়াম সালফেট।',
  },
  'Non-ionic Wetting Agent': {
    name: 'নন-আয়নিক ওয়েটিং এজেন্ট',
    description:
      'কটন ও ব্লেন্ড কাপড়ের প্রিট্রিটমেন্টের জন্য কম ফেনার নন-আয়নিক ওয়েটিং ও স্কাওয়ারিং এজেন্ট। ক্ষারীয় ও পারক্সাইড বাথে দ্রুত কাজ করে।',
  },
  'Reactive Dye Fixing Agent': {
    name: 'রিঅ্যাকটিভ ডাই ফিক্সিং এজেন্ট',
    description: 'রিঅ্যাকটিভ ও ডাইরেক্ট ডাইংয়ের ওয়াশ ও ওয়েট রাব ফাস্টনেস বাড়ানোর জন্য ফরমালডিহাইডমুক্ত ক্যাটায়নিক ফিক্সিং এজেন্ট।',
  },
  'Sodium Silicate Liquid': {
    name: 'সোডিয়াম সিলিকেট লিকুইড',
    description:
      'পারক্সাইড ব্লিচিংয়ে স্ট্যাবিলাইজার, ডিটারজেন্টে এবং ফাউন্ড্রি বালু ও রিফ্র্যাক্টরি সিমেন্টে বাইন্ডার হিসেবে ব্যবহৃত লিকুইড সোডিয়াম সিলিকেট (ওয়াটার গ্লাস)।',
  },
  'Optical Brightener CBS-X': {
    name: 'অপটিক্যাল ব্রাইটনার CBS-X',
    description: 'কটন ও ডিটারজেন্ট পাউডারে উজ্জ্বল নীলাভ-সাদা ভাব আনার জন্য অপটিক্যাল ব্রাইটনিং এজেন্ট।',
  },
  'Poly Aluminium Chloride (PAC) 30%': {
    name: 'পলি অ্যালুমিনিয়াম ক্লোরাইড (প্যাক) ৩০%',
    description:
      'খাবার পানি, ইটিপি ও টেক্সটাইল বর্জ্য শোধনের জন্য হলুদ পাউডার কোয়াগুলেন্ট। দ্রুত বড় ফ্লক তৈরি করে, ফিটকিরির চেয়ে কম স্লাজ হয়।',
  },
  'Aluminium Sulphate (Alum) Non-Ferric': {
    name: 'অ্যালুমিনিয়াম সালফেট (ফিটকিরি) নন-ফেরিক',
    description: 'পানি পরিষ্কার, কাগজের সাইজিং ও বর্জ্য শোধনের জন্য নন-ফেরিক অ্যালুমিনিয়াম সালফেট (ফিটকিরি)।',
  },
  'Sodium Hypochlorite 10-12%': {
    name: 'সোডিয়াম হাইপোক্লোরাইট ১০-১২%',
    description:
      'পানি, সুইমিং পুল ও মেঝে জীবাণুমুক্ত করা এবং টেক্সটাইল ব্লিচিংয়ের জন্য লিকুইড ক্লোরিন ব্লিচ। তাপ ও আলোতে শক্তি কমে, তাই তাজা সরবরাহ করা হয়।',
  },
  'Calcium Hypochlorite 70%': {
    name: 'ক্যালসিয়াম হাইপোক্লোরাইট ৭০% (ব্লিচিং পাউডার)',
    description: 'খাবার পানি, টিউবওয়েল ও কুলিং টাওয়ার জীবাণুমুক্ত করার জন্য ৭০% ক্লোরিনযুক্ত দানাদার ক্যালসিয়াম হাইপোক্লোরাইট।',
  },
  'Ferric Chloride 40% Solution': {
    name: 'ফেরিক ক্লোরাইড ৪০% দ্রবণ',
    description:
      'শিল্প বর্জ্য পানি থেকে ফসফেট অপসারণ, স্লাজ কন্ডিশনিং ও কোয়াগুলেশন এবং PCB এচিংয়ের জন্য ফেরিক ক্লোরাইড দ্রবণ।',
  },
  'Anionic Polyacrylamide Flocculant': {
    name: 'অ্যানায়নিক পলিঅ্যাক্রিলামাইড ফ্লকুলেন্ট',
    description: 'সূক্ষ্ম কণাকে দ্রুত থিতিয়ে পড়া ফ্লকে পরিণত করে; ক্ল্যারিফায়ার ও বেল্ট প্রেসে ০.৫-২ ppm মাত্রায় ব্যবহার করুন।',
  },
  'Isopropyl Alcohol 99.9%': {
    name: 'আইসোপ্রোপাইল অ্যালকোহল ৯৯.৯% (IPA)',
    description:
      'ইলেকট্রনিক্স পরিষ্কার, হ্যান্ড স্যানিটাইজার ও জীবাণুনাশক তৈরি এবং কালি ও কোটিংয়ে সলভেন্ট হিসেবে উচ্চ বিশুদ্ধতার IPA।',
  },
  'Acetone Technical': {
    name: 'এসিটোন টেকনিক্যাল',
    description: 'রেজিন ও ল্যাকার পাতলা করা, যন্ত্রপাতি পরিষ্কার এবং ওষুধ ও আঠা তৈরিতে সলভেন্ট হিসেবে এসিটোন। অত্যন্ত দাহ্য।',
  },
  'Methanol 99.85%': {
    name: 'মিথানল ৯৯.৮৫%',
    description:
      'ফরমালডিহাইড ও রেজিন উৎপাদন, সলভেন্ট ও অ্যান্টিফ্রিজের জন্য মিথানল। বিষাক্ত: খাওয়ার কোনো পণ্যে কখনো ব্যবহার করা যাবে না।',
  },
  Toluene: {
    name: 'টলুইন',
    description: 'রং, থিনার, আঠা ও প্রিন্টিং কালির জন্য অ্যারোমেটিক সলভেন্ট।',
  },
  'Ethyl Acetate': {
    name: 'ইথাইল এসিটেট',
    description: 'ফ্লেক্সিবল প্যাকেজিংয়ের কালি, আঠা ও কোটিংয়ের জন্য দ্রুত উবে যাওয়া এস্টার সলভেন্ট।',
  },
  'Xylene Mixed Isomers': {
    name: 'জাইলিন (মিক্সড আইসোমার)',
    description: 'রং, কৃষি রাসায়নিক, রাবার ও পরিষ্কারের কাজে মিক্সড জাইলিন সলভেন্ট; টলুইনের চেয়ে ধীরে উবে যায়।',
  },
  'Sodium Bicarbonate Food Grade': {
    name: 'সোডিয়াম বাইকার্বোনেট ফুড গ্রেড (খাবার সোডা)',
    description: 'বেকারি, পানীয়, পশুখাদ্য, অগ্নিনির্বাপক ও সুইমিং পুলের pH ঠিক রাখার জন্য পরিশোধিত খাবার সোডা।',
  },
  'Titanium Dioxide Rutile': {
    name: 'টাইটানিয়াম ডাইঅক্সাইড রুটাইল',
    description: 'রং, প্লাস্টিক মাস্টারব্যাচ, কাগজ ও কালির জন্য উচ্চ অস্বচ্ছতা ও উজ্জ্বলতার রুটাইল টাইটানিয়াম ডাইঅক্সাইড।',
  },
  'Hydrated Lime': {
    name: 'হাইড্রেটেড লাইম (চুন)',
    description: 'অ্যাসিডিক বর্জ্য নিউট্রাল করা, পানি নরম করা, নির্মাণ মশলা ও চিনি পরিশোধনের জন্য ক্যালসিয়াম হাইড্রোক্সাইড পাউডার।',
  },
  'Sodium Metabisulphite': {
    name: 'সোডিয়াম মেটাবাইসালফাইট',
    description:
      'পানি থেকে ক্লোরিন দূর করা, ব্লিচিংয়ের পর অ্যান্টিক্লোর এবং খাদ্য ও পানীয় সংরক্ষণের জন্য সোডিয়াম মেটাবাইসালফাইট।',
  },
  'Glycerine 99.5% USP': {
    name: 'গ্লিসারিন ৯৯.৫% USP',
    description: 'কসমেটিকস, ওষুধ, খাদ্য ও তামাকে আর্দ্রতা ধরে রাখতে এবং প্লাস্টিসাইজার হিসেবে পরিশোধিত উদ্ভিজ্জ গ্লিসারিন।',
  },
  'Paraffin Wax Fully Refined': {
    name: 'প্যারাফিন ওয়াক্স (ফুলি রিফাইন্ড)',
    description: 'মোমবাতি, প্যাকেজিং কোটিং, ক্রেয়ন ও রাবার কম্পাউন্ডিংয়ের জন্য ফুলি রিফাইন্ড প্যারাফিন ওয়াক্স স্ল্যাব (৫৮-৬০ °C)।',
  },
  'Potassium Permanganate AR': {
    name: 'পটাশিয়াম পারম্যাঙ্গানেট AR',
    description:
      'রিডক্স টাইট্রেশন, COD নির্ণয় ও পানি জীবাণুমুক্তকরণ পরীক্ষার জন্য অ্যানালিটিক্যাল রিএজেন্ট গ্রেড পটাশিয়াম পারম্যাঙ্গানেট।',
  },
  'Silver Nitrate AR 99.8%': {
    name: 'সিলভার নাইট্রেট AR ৯৯.৮%',
    description:
      'ক্লোরাইড টাইট্রেশন (মোর পদ্ধতি), স্টেইনিং ও ইলেকট্রোপ্লেটিং গবেষণার জন্য সিলভার নাইট্রেট ক্রিস্টাল। আলোতে নষ্ট হয়, তাই বাদামি কাচের বোতলে সরবরাহ করা হয়।',
  },
  'EDTA Disodium Salt AR': {
    name: 'EDTA ডাইসোডিয়াম সল্ট AR',
    description:
      'পানির খরতা নির্ণয়ে কমপ্লেক্সোমেট্রিক টাইট্রেশন, বাফার তৈরি ও ডাইবাথে ধাতব আয়ন আটকে রাখার জন্য ডাইসোডিয়াম EDTA।',
  },
  'Phenolphthalein Indicator': {
    name: 'ফেনলফথ্যালিন ইন্ডিকেটর',
    description: 'অ্যাসিড-ক্ষার টাইট্রেশনের জন্য ফেনলফথ্যালিন পাউডার: অ্যাসিডে বর্ণহীন, pH ৮.২-এর ওপরে গোলাপি।',
  },
};

// The demo specifications' labels in Bengali; a label starting with one of these keeps what follows
// it ("Assay (H2SO4)" → "বিশুদ্ধতা (H2SO4)"). Whole labels come before their beginnings. Labels that are
// chemical formulas (Al2O3, TiO2) read the same in both languages and have none.
const SPECIFICATION_LABELS: [string, string][] = [
  ['Acidity (as acetic acid)', 'অম্লতা (অ্যাসিটিক অ্যাসিড হিসেবে)'],
  ['Assay', 'বিশুদ্ধতা'],
  ['Purity', 'বিশুদ্ধতা'],
  ['Packing', 'প্যাকিং'],
  ['Pack size', 'প্যাক সাইজ'],
  ['Appearance', 'দেখতে'],
  ['Form', 'ধরন'],
  ['Specific gravity at 15 °C', 'আপেক্ষিক গুরুত্ব (১৫ °C-এ)'],
  ['Specific gravity', 'আপেক্ষিক গুরুত্ব'],
  ['Stability (96 h at 100 °C)', 'স্থায়িত্ব (১০০ °C-এ ৯৬ ঘণ্টা)'],
  ['Fineness (200 mesh)', 'সূক্ষ্মতা (২০০ মেশ)'],
  ['pH (1% solution)', 'pH (১% দ্রবণ)'],
  ['pH (5% solution)', 'pH (৫% দ্রবণ)'],
  ['Ratio SiO2:Na2O', 'SiO2:Na2O অনুপাত'],
  ['Heavy metals (as Pb)', 'ভারী ধাতু (Pb হিসেবে)'],
  ['Total xylenes + ethylbenzene', 'মোট জাইলিন ও ইথাইলবেনজিন'],
  ['E 1/1 value', 'E 1/1 মান'],
  ['Iron', 'আয়রন'],
  ['Water', 'পানি'],
  ['Moisture', 'আর্দ্রতা'],
  ['Dosage', 'ব্যবহারের মাত্রা'],
  ['Melting point', 'গলনাঙ্ক'],
  ['Distillation range', 'পাতন সীমা'],
  ['Brightness', 'উজ্জ্বলতা'],
  ['Whiteness', 'শুভ্রতা'],
  ['Available chlorine', 'কার্যকর ক্লোরিন'],
  ['Molecular weight', 'আণবিক ভর'],
  ['Arsenic', 'আর্সেনিক'],
  ['Basicity', 'ক্ষারকত্ব'],
  ['Baume', 'বোমে'],
  ['Bulk density', 'বাল্ক ঘনত্ব'],
  ['Charge density', 'চার্জ ঘনত্ব'],
  ['Chloride', 'ক্লোরাইড'],
  ['Colour', 'রং'],
  ['Formaldehyde', 'ফরমালডিহাইড'],
  ['Free acid', 'মুক্ত অ্যাসিড'],
  ['Free alkali', 'মুক্ত ক্ষার'],
  ['Insoluble matter', 'অদ্রবণীয় পদার্থ'],
  ['Insolubles', 'অদ্রবণীয় পদার্থ'],
  ['Ionic nature', 'আয়নিক প্রকৃতি'],
  ['Loss on drying', 'শুকানোর পর ওজন কমা'],
  ['Oil absorption', 'তেল শোষণ'],
  ['Oil content', 'তেলের পরিমাণ'],
  ['Sodium carbonate', 'সোডিয়াম কার্বনেট'],
  ['Sodium chloride', 'সোডিয়াম ক্লোরাইড'],
  ['Solid content', 'কঠিন পদার্থের পরিমাণ'],
  ['Transition range', 'রং বদলের সীমা'],
];

/** A demo specification's Bengali label, when it is not a formula alone. */
export function bengaliSpecificationLabel(name: string): string | undefined {
  const known = SPECIFICATION_LABELS.find(([english]) => name === english || name.startsWith(`${english} (`));
  return known ? `${known[1]}${name.slice(known[0].length)}` : undefined;
}

// Values in words, whole; the rest are figures with "min" or "max", packs, or figures alone.
const SPECIFICATION_VALUES: Record<string, string> = {
  'Clear, colourless oily liquid': 'স্বচ্ছ, বর্ণহীন তৈলাক্ত তরল',
  Granules: 'দানাদার',
  'White flakes': 'সাদা ফ্লেক্স',
  Nil: 'নেই',
  Cationic: 'ক্যাটায়নিক',
  'Non-ionic': 'নন-আয়নিক',
  'Medium anionic': 'মাঝারি অ্যানায়নিক',
  '95% passing': '৯৫% পার হয়',
  '15-18 million': '১.৫-১.৮ কোটি',
  '1-2% on weight of fabric': 'কাপড়ের ওজনের ১-২%',
  '0.5-1.0 g/l': 'প্রতি লিটারে ০.৫-১.০ গ্রাম',
  '25 g and 100 g': '২৫ গ্রাম ও ১০০ গ্রাম',
  '19 g/100 g': 'প্রতি ১০০ গ্রামে ১৯ গ্রাম',
};

const PACKS: Record<string, string> = {
  bag: 'ব্যাগ',
  drum: 'ড্রাম',
  'steel drum': 'স্টিল ড্রাম',
  carboy: 'কারবয়',
  'HDPE carboy': 'HDPE কারবয়',
  'vented carboy': 'ভেন্টযুক্ত কারবয়',
  bottle: 'বোতল',
  'PP woven bag with PE liner': 'PP বোনা ব্যাগ (PE লাইনারসহ)',
};

const bengaliDigits = (text: string) => text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]);

/** "25 kg bag" → "২৫ কেজির ব্যাগ", "100 g bottle" → "১০০ গ্রামের বোতল". */
function bengaliPack(text: string): string | undefined {
  const found = /^(\d+) (kg|g) (.+)$/.exec(text);
  const pack = found && PACKS[found[3]];
  if (!found || !pack) return undefined;
  return `${bengaliDigits(found[1])} ${found[2] === 'kg' ? 'কেজির' : 'গ্রামের'} ${pack}`;
}

/**
 * A demo specification's value in Bengali, with Bengali digits as the Bengali product names have them:
 * "98.0% min" → "সর্বনিম্ন ৯৮.০%", "35 kg HDPE carboy, 250 kg drum" → "৩৫ কেজির HDPE কারবয়, ২৫০ কেজির
 * ড্রাম", "1.84" → "১.৮৪". Undefined for a value left in English.
 */
export function bengaliSpecificationValue(value: string): string | undefined {
  if (SPECIFICATION_VALUES[value]) return SPECIFICATION_VALUES[value];
  const bound = /^(.+) (min|max)$/.exec(value);
  if (bound) return `${bound[2] === 'min' ? 'সর্বনিম্ন' : 'সর্বোচ্চ'} ${bengaliDigits(bound[1])}`;
  const packs = value.split(', ').map(bengaliPack);
  if (packs.every(Boolean)) return packs.join(', ');
  // Figures and symbols alone ("1.84", "pH 8.2-10.0", "110-111 °C"): their digits.
  if (!/[a-z]/i.test(value.replace(/ppm|pH|°C|g\/ml/g, ''))) return bengaliDigits(value);
  return undefined;
}
