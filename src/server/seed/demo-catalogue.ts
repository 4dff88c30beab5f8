// The demo catalogue: common industrial chemicals a Dhaka distributor stocks, with real CAS numbers,
// typical specifications and indicative prices in several currencies. Pictures are drawn locally
// from `pack` (see demo-images.ts).
import type { ProductCurrency, QuantityUnit } from '@/contract/enums';

export type Pack = 'drum' | 'steel-drum' | 'jerrycan' | 'bag' | 'bottle';

export type DemoProduct = {
  name: string;
  category: string;
  casNumber?: string;
  description: string;
  specifications: [string, string][];
  price:
    | { minValue: number; maxValue?: number; currency: ProductCurrency; unit: QuantityUnit }
    | { contactForPrice: true; currency?: ProductCurrency; unit?: QuantityUnit };
  inStock?: boolean;
  pack: Pack;
  /** Extra pictures for the gallery: label close-ups and pack sizes. */
  extraPhotos?: number;
  documents?: ('sds' | 'tds')[];
  contactPhone?: string;
};

const SALES_DESK = '+880 1711-123456';

export const DEMO_CATALOGUE: DemoProduct[] = [
  // Acids & Alkalis
  {
    name: 'Sulphuric Acid 98%',
    category: 'Acids & Alkalis',
    casNumber: '7664-93-9',
    description:
      'Concentrated sulphuric acid (H2SO4) of 98% minimum strength for fertiliser blending, battery electrolyte preparation, pH control in effluent treatment and metal pickling. Supplied in acid-resistant HDPE drums and in bulk by tanker within Dhaka and Chattogram. Highly corrosive: always add acid to water, never water to acid.',
    specifications: [
      ['Assay (H2SO4)', '98.0% min'],
      ['Specific gravity at 15 °C', '1.84'],
      ['Iron (Fe)', '50 ppm max'],
      ['Appearance', 'Clear, colourless oily liquid'],
      ['Packing', '35 kg HDPE carboy, 250 kg drum'],
    ],
    price: { minValue: 28, maxValue: 32, currency: 'BDT', unit: 'kg' },
    pack: 'jerrycan',
    extraPhotos: 7,
    documents: ['sds', 'tds'],
  },
  {
    name: 'Hydrochloric Acid 33%',
    category: 'Acids & Alkalis',
    casNumber: '7647-01-0',
    description:
      'Technical grade hydrochloric acid (muriatic acid) for descaling boilers, regenerating cation exchange resins, pickling steel and neutralising alkaline effluent. Fuming liquid with a pungent odour; store in a ventilated, acid-proof area away from metals and oxidisers.',
    specifications: [
      ['Assay (HCl)', '33% min'],
      ['Specific gravity', '1.16'],
      ['Iron (Fe)', '10 ppm max'],
      ['Packing', '30 kg HDPE carboy'],
    ],
    price: { minValue: 22, currency: 'BDT', unit: 'kg' },
    pack: 'jerrycan',
    documents: ['sds'],
  },
  {
    name: 'Nitric Acid 68%',
    category: 'Acids & Alkalis',
    casNumber: '7697-37-2',
    description:
      'Nitric acid of 68% strength for metal etching and passivation of stainless steel, nitration and the manufacture of fertilisers. A strong oxidiser: keep away from organic materials. Sold only to registered industrial users against an end-use declaration.',
    specifications: [
      ['Assay (HNO3)', '68% min'],
      ['Specific gravity', '1.41'],
      ['Chloride (Cl)', '5 ppm max'],
    ],
    price: { contactForPrice: true, unit: 'kg' },
    inStock: false,
    pack: 'jerrycan',
    documents: ['sds'],
  },
  {
    name: 'Caustic Soda Flakes 99%',
    category: 'Acids & Alkalis',
    casNumber: '1310-73-2',
    description:
      'Sodium hydroxide flakes of 99% purity for textile scouring and mercerising, soap and detergent manufacture, pH adjustment in water treatment and paper pulping. Packed in 25 kg moisture-proof bags with a PE liner. Dissolving releases heat; wear goggles and gloves.',
    specifications: [
      ['Assay (NaOH)', '99.0% min'],
      ['Sodium carbonate (Na2CO3)', '0.5% max'],
      ['Sodium chloride (NaCl)', '0.03% max'],
      ['Form', 'White flakes'],
      ['Packing', '25 kg PP woven bag with PE liner'],
    ],
    price: { minValue: 520, maxValue: 560, currency: 'USD', unit: 'MT' },
    pack: 'bag',
    extraPhotos: 2,
    documents: ['sds', 'tds'],
  },
  {
    name: 'Soda Ash Light 99.2%',
    category: 'Acids & Alkalis',
    casNumber: '497-19-8',
    description:
      'Light soda ash (sodium carbonate) for dyeing fixation with reactive dyes, glass and detergent production and water softening. Free-flowing white powder with low iron content, imported from Turkey and China.',
    specifications: [
      ['Assay (Na2CO3)', '99.2% min'],
      ['Bulk density', '0.50-0.60 g/ml'],
      ['Iron (Fe)', '0.004% max'],
    ],
    price: { minValue: 310, currency: 'USD', unit: 'MT' },
    pack: 'bag',
  },
  {
    name: 'Acetic Acid Glacial 99.8%',
    category: 'Acids & Alkalis',
    casNumber: '64-19-7',
    description:
      'Glacial acetic acid for neutralisation after scouring, pH control in dyebaths, vinyl acetate and ester production and food processing. Colourless liquid with a sharp vinegar odour; flammable and corrosive.',
    specifications: [
      ['Assay', '99.8% min'],
      ['Water', '0.15% max'],
      ['Colour (Pt-Co)', '10 max'],
    ],
    price: { minValue: 780, currency: 'USD', unit: 'MT' },
    pack: 'drum',
    documents: ['sds'],
  },
  {
    name: 'Formic Acid 85%',
    category: 'Acids & Alkalis',
    casNumber: '64-18-6',
    description:
      'Formic acid 85% for leather tanning and dyeing, textile dye fixation and silage preservation. A volatile organic acid that leaves no residue on fabric, preferred where acetic acid odour is a problem.',
    specifications: [
      ['Assay', '85% min'],
      ['Chloride', '5 ppm max'],
      ['Packing', '35 kg carboy'],
    ],
    price: { minValue: 950, currency: 'EUR', unit: 'MT' },
    pack: 'jerrycan',
  },
  {
    name: 'Phosphoric Acid 85% Food Grade',
    category: 'Acids & Alkalis',
    casNumber: '7664-38-2',
    description:
      'Food grade orthophosphoric acid for beverage acidulation, metal surface treatment before painting, and phosphate fertiliser production. Meets FCC specifications for heavy metals.',
    specifications: [
      ['Assay (H3PO4)', '85% min'],
      ['Heavy metals (as Pb)', '10 ppm max'],
      ['Arsenic', '3 ppm max'],
    ],
    price: { minValue: 1150, currency: 'USD', unit: 'MT' },
    pack: 'jerrycan',
  },

  // Textile Chemicals
  {
    name: 'Hydrogen Peroxide 50%',
    category: 'Textile Chemicals',
    casNumber: '7722-84-1',
    description:
      'Stabilised hydrogen peroxide 50% for bleaching cotton knits, yarn and denim, and for pulp bleaching and effluent oxidation. Vented HDPE carboys prevent pressure build-up. Keep out of sunlight and away from metals that catalyse decomposition.',
    specifications: [
      ['Assay (H2O2)', '50% min'],
      ['Stability (96 h at 100 °C)', '97% min'],
      ['Packing', '30 kg vented carboy'],
    ],
    price: { minValue: 95, currency: 'BDT', unit: 'kg' },
    pack: 'jerrycan',
    extraPhotos: 2,
    documents: ['sds', 'tds'],
  },
  {
    name: 'Sodium Hydrosulphite 88%',
    category: 'Textile Chemicals',
    casNumber: '7775-14-6',
    description:
      'Sodium dithionite (hydros) for vat and sulphur dye reduction, denim washing and stripping. Packed under nitrogen in steel drums: keep the lid closed, as moisture makes it self-heat.',
    specifications: [
      ['Assay', '88% min'],
      ['Packing', '50 kg steel drum'],
    ],
    price: { minValue: 1.45, currency: 'USD', unit: 'kg' },
    pack: 'steel-drum',
    documents: ['sds'],
  },
  {
    name: "Sodium Sulphate Anhydrous (Glauber's Salt)",
    category: 'Textile Chemicals',
    casNumber: '7757-82-6',
    description:
      'Anhydrous sodium sulphate used as an exhausting electrolyte in reactive and direct dyeing of cotton, and as a filler in detergent powders. Neutral, white and free-flowing.',
    specifications: [
      ['Assay (Na2SO4)', '99% min'],
      ['pH (5% solution)', '6-8'],
      ['Whiteness', '90 min'],
    ],
    price: { minValue: 18, currency: 'BDT', unit: 'kg' },
    pack: 'bag',
    documents: ['tds'],
  },
  {
    name: 'Non-ionic Wetting Agent',
    category: 'Textile Chemicals',
    description:
      'Low-foam non-ionic wetting and scouring agent for continuous and batch pretreatment of cotton and blends. Fast wetting in alkaline and peroxide baths; biodegradable formulation.',
    specifications: [
      ['Ionic nature', 'Non-ionic'],
      ['pH (1% solution)', '6-8'],
      ['Dosage', '0.5-1.0 g/l'],
    ],
    price: { contactForPrice: true, unit: 'kg' },
    pack: 'jerrycan',
    documents: ['tds'],
    contactPhone: SALES_DESK,
  },
  {
    name: 'Reactive Dye Fixing Agent',
    category: 'Textile Chemicals',
    description:
      'Formaldehyde-free cationic fixing agent that improves the wash and wet rub fastness of reactive and direct dyeings. Applied by exhaust or padding after soaping.',
    specifications: [
      ['Ionic nature', 'Cationic'],
      ['Formaldehyde', 'Nil'],
      ['Dosage', '1-2% on weight of fabric'],
    ],
    price: { contactForPrice: true, unit: 'kg' },
    pack: 'jerrycan',
    contactPhone: SALES_DESK,
  },
  {
    name: 'Sodium Silicate Liquid',
    category: 'Textile Chemicals',
    casNumber: '1344-09-8',
    description:
      'Neutral-grade liquid sodium silicate (water glass) used as a peroxide bleaching stabiliser, in detergents and as a binder for foundry sand and refractory cements.',
    specifications: [
      ['Ratio SiO2:Na2O', '3.2 ± 0.1'],
      ['Baume', '42-44'],
    ],
    price: { minValue: 25, currency: 'BDT', unit: 'kg' },
    pack: 'drum',
  },
  {
    name: 'Optical Brightener CBS-X',
    category: 'Textile Chemicals',
    casNumber: '27344-41-8',
    description:
      'Distyryl biphenyl optical brightening agent for cotton and detergent powders, giving a bright bluish-white. Excellent light and chlorine fastness.',
    specifications: [
      ['E 1/1 value', '1100 min'],
      ['Moisture', '5% max'],
    ],
    price: { minValue: 12, maxValue: 14, currency: 'USD', unit: 'kg' },
    inStock: false,
    pack: 'drum',
  },

  // Water Treatment
  {
    name: 'Poly Aluminium Chloride (PAC) 30%',
    category: 'Water Treatment',
    casNumber: '1327-41-9',
    description:
      'Yellow powder coagulant for drinking water, ETP and textile effluent treatment. Works over a wide pH range, forms large flocs quickly and leaves less sludge than alum.',
    specifications: [
      ['Al2O3', '30% min'],
      ['Basicity', '40-90%'],
      ['Insolubles', '0.5% max'],
    ],
    price: { minValue: 380, currency: 'USD', unit: 'MT' },
    pack: 'bag',
    extraPhotos: 2,
    documents: ['tds'],
  },
  {
    name: 'Aluminium Sulphate (Alum) Non-Ferric',
    category: 'Water Treatment',
    casNumber: '10043-01-3',
    description:
      'Non-ferric aluminium sulphate kibbles for municipal water clarification, paper sizing and effluent treatment. Low iron content keeps paper and water colour clean.',
    specifications: [
      ['Al2O3', '16% min'],
      ['Iron (Fe2O3)', '0.005% max'],
    ],
    price: { minValue: 32, currency: 'BDT', unit: 'kg' },
    pack: 'bag',
  },
  {
    name: 'Sodium Hypochlorite 10-12%',
    category: 'Water Treatment',
    casNumber: '7681-52-9',
    description:
      'Liquid chlorine bleach for disinfecting water, swimming pools and surfaces, and for textile bleaching. Loses strength in heat and light, so it is dispatched fresh from the plant.',
    specifications: [
      ['Available chlorine', '10-12%'],
      ['Free alkali', '1% max'],
    ],
    price: { minValue: 20, currency: 'BDT', unit: 'litre' },
    pack: 'jerrycan',
  },
  {
    name: 'Calcium Hypochlorite 70%',
    category: 'Water Treatment',
    casNumber: '7778-54-3',
    description:
      'Granular calcium hypochlorite with 70% available chlorine for disinfecting drinking water, tube wells and cooling towers. Stable in storage when kept cool and dry.',
    specifications: [
      ['Available chlorine', '70% min'],
      ['Form', 'Granules'],
      ['Packing', '45 kg drum'],
    ],
    price: { minValue: 2.1, currency: 'USD', unit: 'kg' },
    pack: 'drum',
  },
  {
    name: 'Ferric Chloride 40% Solution',
    category: 'Water Treatment',
    casNumber: '7705-08-0',
    description:
      'Ferric chloride solution for phosphate removal, sludge conditioning and coagulation of industrial wastewater, and for etching printed circuit boards.',
    specifications: [
      ['FeCl3', '40% min'],
      ['Free acid (HCl)', '0.5% max'],
    ],
    price: { contactForPrice: true, unit: 'MT' },
    pack: 'jerrycan',
  },
  {
    name: 'Anionic Polyacrylamide Flocculant',
    category: 'Water Treatment',
    casNumber: '9003-05-8',
    description:
      'High molecular weight anionic polyacrylamide that bridges fine particles into fast-settling flocs. For clarifiers, belt presses and mineral processing; dose 0.5-2 ppm.',
    specifications: [
      ['Molecular weight', '15-18 million'],
      ['Charge density', 'Medium anionic'],
      ['Solid content', '89% min'],
    ],
    price: { minValue: 2.4, currency: 'GBP', unit: 'kg' },
    pack: 'bag',
  },

  // Solvents
  {
    name: 'Isopropyl Alcohol 99.9%',
    category: 'Solvents',
    casNumber: '67-63-0',
    description:
      'High-purity isopropyl alcohol (IPA) for cleaning electronics, formulating hand sanitisers and disinfectants, and as a solvent for inks and coatings. Evaporates quickly without residue. Highly flammable.',
    specifications: [
      ['Purity', '99.9% min'],
      ['Water', '0.1% max'],
      ['Packing', '160 kg steel drum'],
    ],
    price: { minValue: 1.35, currency: 'USD', unit: 'litre' },
    pack: 'steel-drum',
    extraPhotos: 2,
  },
  {
    name: 'Acetone Technical',
    category: 'Solvents',
    casNumber: '67-64-1',
    description:
      'Acetone for thinning resins and lacquers, cleaning tools and surfaces, and as a process solvent in pharmaceuticals and adhesives. Very volatile; keep away from ignition sources.',
    specifications: [
      ['Purity', '99.5% min'],
      ['Water', '0.5% max'],
    ],
    price: { minValue: 1.1, currency: 'USD', unit: 'kg' },
    inStock: false,
    pack: 'steel-drum',
  },
  {
    name: 'Methanol 99.85%',
    category: 'Solvents',
    casNumber: '67-56-1',
    description:
      'Methanol (methyl alcohol) for formaldehyde and resin production, as a solvent and antifreeze. Toxic if swallowed: never used in products for human consumption.',
    specifications: [
      ['Purity', '99.85% min'],
      ['Water', '0.1% max'],
    ],
    price: { minValue: 420, maxValue: 450, currency: 'USD', unit: 'MT' },
    pack: 'steel-drum',
  },
  {
    name: 'Toluene',
    category: 'Solvents',
    casNumber: '108-88-3',
    description:
      'Aromatic solvent for paints, thinners, adhesives and printing inks, and a feedstock for chemical synthesis. Imported nitration grade with low sulphur.',
    specifications: [
      ['Purity', '99.5% min'],
      ['Distillation range', '110-111 °C'],
    ],
    price: { minValue: 1.05, currency: 'EUR', unit: 'kg' },
    pack: 'steel-drum',
  },
  {
    name: 'Ethyl Acetate',
    category: 'Solvents',
    casNumber: '141-78-6',
    description:
      'Fast-evaporating ester solvent with a mild fruity odour for flexible packaging inks, adhesives, nail care and coatings.',
    specifications: [
      ['Purity', '99.8% min'],
      ['Acidity (as acetic acid)', '0.01% max'],
    ],
    price: { minValue: 1.3, currency: 'USD', unit: 'kg' },
    pack: 'steel-drum',
  },
  {
    name: 'Xylene Mixed Isomers',
    category: 'Solvents',
    casNumber: '1330-20-7',
    description:
      'Mixed xylene solvent for paints, agrochemical formulations, rubber and cleaning. Slower evaporating than toluene, giving better flow in coatings.',
    specifications: [
      ['Total xylenes + ethylbenzene', '99% min'],
      ['Distillation range', '137-143 °C'],
    ],
    price: { contactForPrice: true, unit: 'drum' },
    pack: 'steel-drum',
  },

  // Industrial Chemicals
  {
    name: 'Sodium Bicarbonate Food Grade',
    category: 'Industrial Chemicals',
    casNumber: '144-55-8',
    description:
      'Refined sodium bicarbonate (baking soda) for bakeries, beverages, animal feed, fire extinguishers and pH buffering in swimming pools.',
    specifications: [
      ['Assay (NaHCO3)', '99.0-100.5%'],
      ['Loss on drying', '0.25% max'],
      ['Packing', '25 kg bag'],
    ],
    price: { minValue: 60, currency: 'BDT', unit: 'kg' },
    pack: 'bag',
    documents: ['sds'],
  },
  {
    name: 'Titanium Dioxide Rutile',
    category: 'Industrial Chemicals',
    casNumber: '13463-67-7',
    description:
      'Chloride-process rutile titanium dioxide with high opacity and brightness for paints, plastics masterbatch, paper and inks. Surface treated for easy dispersion.',
    specifications: [
      ['TiO2', '93% min'],
      ['Oil absorption', '19 g/100 g'],
      ['Brightness', '95 min'],
    ],
    price: { minValue: 3.2, maxValue: 3.5, currency: 'USD', unit: 'kg' },
    pack: 'bag',
    extraPhotos: 2,
    documents: ['sds', 'tds'],
  },
  {
    name: 'Hydrated Lime',
    category: 'Industrial Chemicals',
    casNumber: '1305-62-0',
    description:
      'Calcium hydroxide powder for neutralising acidic effluent, softening water, construction mortar and sugar refining.',
    specifications: [
      ['Ca(OH)2', '90% min'],
      ['Fineness (200 mesh)', '95% passing'],
    ],
    price: { minValue: 14, currency: 'BDT', unit: 'kg' },
    pack: 'bag',
  },
  {
    name: 'Sodium Metabisulphite',
    category: 'Industrial Chemicals',
    casNumber: '7681-57-4',
    description:
      'Sodium metabisulphite for dechlorination of water, antichlor after bleaching, food and beverage preservation, and as a reducing agent in photography and tanning.',
    specifications: [
      ['Assay (Na2S2O5)', '97% min'],
      ['Iron', '10 ppm max'],
    ],
    price: { minValue: 0.95, currency: 'USD', unit: 'kg' },
    pack: 'bag',
    documents: ['sds'],
  },
  {
    name: 'Glycerine 99.5% USP',
    category: 'Industrial Chemicals',
    casNumber: '56-81-5',
    description:
      'Refined vegetable glycerine for cosmetics, pharmaceuticals, food and tobacco humectants, and as a plasticiser. Clear, odourless and sweet tasting.',
    specifications: [
      ['Purity', '99.5% min'],
      ['Colour (APHA)', '10 max'],
      ['Packing', '250 kg drum'],
    ],
    price: { minValue: 1.2, currency: 'GBP', unit: 'kg' },
    pack: 'drum',
  },
  {
    name: 'Paraffin Wax Fully Refined',
    category: 'Industrial Chemicals',
    casNumber: '8002-74-2',
    description:
      'Fully refined paraffin wax slabs (58-60 °C) for candles, packaging coatings, crayons and rubber compounding. Low oil content, white and odourless.',
    specifications: [
      ['Melting point', '58-60 °C'],
      ['Oil content', '0.5% max'],
    ],
    price: { minValue: 1350, currency: 'USD', unit: 'MT' },
    pack: 'bag',
  },

  // Laboratory Reagents
  {
    name: 'Potassium Permanganate AR',
    category: 'Laboratory Reagents',
    casNumber: '7722-64-7',
    description:
      'Analytical reagent grade potassium permanganate for redox titrations, COD determination and water disinfection studies. Dark purple crystals; a strong oxidiser.',
    specifications: [
      ['Assay', '99.0% min'],
      ['Insoluble matter', '0.2% max'],
      ['Pack size', '500 g bottle'],
    ],
    price: { minValue: 1250, currency: 'BDT', unit: 'kg' },
    pack: 'bottle',
  },
  {
    name: 'Silver Nitrate AR 99.8%',
    category: 'Laboratory Reagents',
    casNumber: '7761-88-8',
    description:
      'Silver nitrate crystals for chloride titration (Mohr method), staining and electroplating research. Light-sensitive: supplied in amber glass.',
    specifications: [
      ['Assay', '99.8% min'],
      ['Pack size', '25 g and 100 g'],
    ],
    price: { contactForPrice: true, unit: 'bottle' },
    pack: 'bottle',
  },
  {
    name: 'EDTA Disodium Salt AR',
    category: 'Laboratory Reagents',
    casNumber: '6381-92-6',
    description:
      'Disodium EDTA dihydrate for complexometric titration of water hardness, buffer preparation and sequestering metal ions in dyebaths.',
    specifications: [
      ['Assay', '99.0-101.0%'],
      ['pH (5% solution)', '4.0-5.0'],
    ],
    price: { minValue: 38, currency: 'USD', unit: 'kg' },
    pack: 'bottle',
  },
  {
    name: 'Phenolphthalein Indicator',
    category: 'Laboratory Reagents',
    casNumber: '77-09-8',
    description:
      'Phenolphthalein powder for acid-base titrations: colourless in acid, pink above pH 8.2. Prepare a 1% solution in ethanol for routine use.',
    specifications: [
      ['Transition range', 'pH 8.2-10.0'],
      ['Pack size', '100 g bottle'],
    ],
    price: { minValue: 850, currency: 'BDT', unit: 'bottle' },
    pack: 'bottle',
  },
];

/** A few honest-looking buyer reviews, so the detail pages show real ratings and replies. */
export const DEMO_REVIEWS: {
  product: string;
  name: string;
  email: string;
  text: string;
  rating?: number;
  reply?: string;
}[] = [
  {
    product: 'Caustic Soda Flakes 99%',
    name: 'Mizanur Rahman',
    email: 'mizan@example.com',
    text: 'Consistent quality over three orders for our scouring line. Bags arrive dry and sealed.',
    rating: 5,
  },
  {
    product: 'Caustic Soda Flakes 99%',
    name: 'Farhana Akter',
    email: 'farhana@example.com',
    text: 'Good product. Delivery to Gazipur took four days, a little slower than promised.',
    rating: 4,
    reply: 'Thank you, Farhana. We have added a second truck on the Gazipur route since then.',
  },
  {
    product: 'Hydrogen Peroxide 50%',
    name: 'Tanvir Hossain',
    email: 'tanvir@example.com',
    text: 'Stable strength, our bleaching results are even. Do you supply 35% as well?',
    rating: 5,
    reply: 'Yes, 35% is available in 30 kg carboys. Please send a pricing inquiry for your volume.',
  },
  {
    product: 'Poly Aluminium Chloride (PAC) 30%',
    name: 'Shahidul Islam',
    email: 'shahidul@example.com',
    text: 'Works well in our ETP, sludge volume went down compared to alum.',
    rating: 4,
  },
  {
    product: 'Sulphuric Acid 98%',
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    text: 'Is the SDS available in Bangla for our store staff?',
  },
];
