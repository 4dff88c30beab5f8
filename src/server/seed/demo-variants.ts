// The demo catalogue's grades and packs, by product name: what a Dhaka distributor actually sells each
// chemical in, with indicative taka prices (bulk packs cheaper per kg, reagent grades per bottle or
// jar) and minimum orders. Every demo product has at least one.
import type { PackContainer, ProductGrade, QuantityUnit, StockState } from '@/contract/enums';
import type { VariantValues } from '@/contract/variants';

type Row = [
  grade: ProductGrade,
  purity: string | null,
  pack: [quantity: number, unit: QuantityUnit, container: PackContainer],
  /** Taka per `per`: one figure, a range, or null for contact for price. */
  price: [number] | [number, number] | null,
  per: QuantityUnit,
  extra?: { stock?: StockState; moq?: [number, QuantityUnit] },
];

const rows = (list: Row[]): VariantValues[] =>
  list.map(([grade, purity, [packQuantity, packUnit, container], price, per, extra]) => ({
    id: null,
    grade,
    purity,
    packQuantity,
    packUnit,
    container,
    price: {
      contactForPrice: price === null,
      minValue: price?.[0] ?? null,
      maxValue: price?.[1] ?? null,
      currency: 'BDT',
      unit: per,
    },
    moq: extra?.moq?.[0] ?? null,
    moqUnit: extra?.moq?.[1] ?? null,
    stock: extra?.stock ?? 'in_stock',
  }));

export const DEMO_VARIANTS: Record<string, VariantValues[]> = {
  'Sulphuric Acid 98%': rows([
    ['technical', '98%', [35, 'kg', 'carboy'], [30, 32], 'kg', { moq: [10, 'carboy'] }],
    ['technical', '98%', [250, 'kg', 'drum'], [28, 30], 'kg', { moq: [4, 'drum'] }],
    ['technical', '98%', [20, 'MT', 'tanker'], null, 'MT', { stock: 'on_order' }],
    ['ar', '98%', [2.5, 'litre', 'bottle'], [1450], 'bottle', { stock: 'low' }],
  ]),
  'Hydrochloric Acid 33%': rows([
    ['technical', '33%', [30, 'kg', 'carboy'], [22, 24], 'kg', { moq: [10, 'carboy'] }],
    ['commercial', '32%', [20, 'MT', 'tanker'], null, 'MT', { stock: 'on_order' }],
    ['ar', '37%', [2.5, 'litre', 'bottle'], [1250], 'bottle'],
  ]),
  'Nitric Acid 68%': rows([
    ['technical', '68%', [35, 'kg', 'carboy'], null, 'kg', { moq: [5, 'carboy'] }],
    ['ar', '69%', [2.5, 'litre', 'bottle'], [2100], 'bottle', { stock: 'low' }],
  ]),
  'Caustic Soda Flakes 99%': rows([
    ['technical', '99%', [25, 'kg', 'bag'], [68, 72], 'kg', { moq: [40, 'bag'] }],
    ['commercial', '98%', [25, 'kg', 'bag'], [64, 66], 'kg', { moq: [200, 'bag'] }],
    ['lr', '98%', [500, 'g', 'jar'], [380], 'piece'],
  ]),
  'Soda Ash Light 99.2%': rows([
    ['technical', '99.2%', [50, 'kg', 'bag'], [40, 42], 'kg', { moq: [20, 'bag'] }],
    ['commercial', '99%', [1000, 'kg', 'bag'], [38], 'kg', { moq: [5, 'bag'], stock: 'on_order' }],
  ]),
  'Acetic Acid Glacial 99.8%': rows([
    ['technical', '99.8%', [30, 'kg', 'carboy'], [110, 118], 'kg'],
    ['technical', '99.8%', [215, 'kg', 'drum'], [104], 'kg', { moq: [2, 'drum'] }],
    ['food', '99.8%', [30, 'kg', 'carboy'], [145], 'kg', { stock: 'low' }],
  ]),
  'Formic Acid 85%': rows([
    ['technical', '85%', [35, 'kg', 'carboy'], [128, 135], 'kg', { moq: [5, 'carboy'] }],
    ['technical', '85%', [1200, 'kg', 'ibc'], [122], 'kg', { stock: 'on_order' }],
  ]),
  'Phosphoric Acid 85% Food Grade': rows([
    ['food', '85%', [35, 'kg', 'carboy'], [155, 165], 'kg', { moq: [5, 'carboy'] }],
    ['technical', '85%', [35, 'kg', 'carboy'], [138], 'kg'],
    ['ar', '85%', [500, 'mL', 'bottle'], [890], 'bottle'],
  ]),
  'Hydrogen Peroxide 50%': rows([
    ['technical', '50%', [30, 'kg', 'carboy'], [95, 100], 'kg', { moq: [5, 'carboy'] }],
    ['commercial', '35%', [30, 'kg', 'carboy'], [78], 'kg'],
    ['technical', '50%', [1100, 'kg', 'ibc'], [90], 'kg', { stock: 'on_order' }],
  ]),
  'Sodium Hydrosulphite 88%': rows([
    ['technical', '88%', [50, 'kg', 'drum'], [175, 185], 'kg', { moq: [4, 'drum'] }],
    ['commercial', '85%', [50, 'kg', 'drum'], [165], 'kg', { stock: 'low' }],
  ]),
  "Sodium Sulphate Anhydrous (Glauber's Salt)": rows([
    ['technical', '99%', [50, 'kg', 'bag'], [18, 20], 'kg', { moq: [20, 'bag'] }],
    ['commercial', '98%', [50, 'kg', 'bag'], [16], 'kg'],
  ]),
  'Non-ionic Wetting Agent': rows([
    ['technical', null, [50, 'kg', 'drum'], null, 'kg'],
    ['technical', null, [200, 'kg', 'drum'], null, 'kg', { moq: [2, 'drum'] }],
  ]),
  'Reactive Dye Fixing Agent': rows([
    ['technical', null, [50, 'kg', 'drum'], null, 'kg'],
    ['technical', null, [1000, 'kg', 'ibc'], null, 'kg', { stock: 'on_order' }],
  ]),
  'Sodium Silicate Liquid': rows([
    ['technical', null, [300, 'kg', 'drum'], [25, 27], 'kg', { moq: [2, 'drum'] }],
    ['commercial', null, [20, 'MT', 'tanker'], [22], 'kg', { stock: 'on_order' }],
  ]),
  'Optical Brightener CBS-X': rows([
    ['technical', null, [25, 'kg', 'carton'], [1450, 1650], 'kg', { moq: [2, 'carton'] }],
  ]),
  'Poly Aluminium Chloride (PAC) 30%': rows([
    ['technical', '30%', [25, 'kg', 'bag'], [46, 50], 'kg', { moq: [40, 'bag'] }],
    ['food', '30%', [25, 'kg', 'bag'], [58], 'kg', { stock: 'low' }],
  ]),
  'Aluminium Sulphate (Alum) Non-Ferric': rows([
    ['technical', '17% Al2O3', [50, 'kg', 'bag'], [32, 34], 'kg', { moq: [20, 'bag'] }],
    ['commercial', '16% Al2O3', [50, 'kg', 'bag'], [28], 'kg'],
  ]),
  'Sodium Hypochlorite 10-12%': rows([
    ['technical', '10-12%', [30, 'litre', 'carboy'], [20, 22], 'litre', { moq: [10, 'carboy'] }],
    ['commercial', '5%', [20, 'litre', 'jerrycan'], [16], 'litre'],
  ]),
  'Calcium Hypochlorite 70%': rows([
    ['technical', '70%', [45, 'kg', 'drum'], [255, 270], 'kg', { moq: [2, 'drum'] }],
    ['technical', '65%', [40, 'kg', 'drum'], [235], 'kg', { stock: 'low' }],
  ]),
  'Ferric Chloride 40% Solution': rows([
    ['technical', '40%', [35, 'kg', 'carboy'], null, 'kg'],
    ['technical', '40%', [1300, 'kg', 'ibc'], null, 'kg', { stock: 'on_order' }],
  ]),
  'Anionic Polyacrylamide Flocculant': rows([
    ['technical', null, [25, 'kg', 'bag'], [390, 420], 'kg', { moq: [2, 'bag'] }],
  ]),
  'Isopropyl Alcohol 99.9%': rows([
    ['technical', '99.9%', [160, 'kg', 'drum'], [185, 195], 'kg', { moq: [1, 'drum'] }],
    ['pharma', '99.9% USP', [20, 'litre', 'jerrycan'], [240], 'litre'],
    ['ar', '99.9%', [2.5, 'litre', 'bottle'], [1350], 'bottle'],
  ]),
  'Acetone Technical': rows([
    ['technical', '99.5%', [160, 'kg', 'drum'], [138, 145], 'kg', { moq: [1, 'drum'] }],
    ['ar', '99.8%', [2.5, 'litre', 'bottle'], [1150], 'bottle', { stock: 'low' }],
  ]),
  'Methanol 99.85%': rows([
    ['technical', '99.85%', [160, 'kg', 'drum'], [62, 66], 'kg', { moq: [2, 'drum'] }],
    ['technical', '99.85%', [20, 'MT', 'tanker'], null, 'MT', { stock: 'on_order' }],
    ['ar', '99.9%', [2.5, 'litre', 'bottle'], [980], 'bottle'],
  ]),
  Toluene: rows([
    ['technical', '99.5%', [179, 'kg', 'drum'], [138, 145], 'kg', { moq: [1, 'drum'] }],
    ['ar', '99.5%', [2.5, 'litre', 'bottle'], [1250], 'bottle'],
  ]),
  'Ethyl Acetate': rows([
    ['technical', '99.5%', [180, 'kg', 'drum'], [165, 172], 'kg', { moq: [1, 'drum'] }],
    ['ar', '99.8%', [2.5, 'litre', 'bottle'], [1400], 'bottle', { stock: 'on_order' }],
  ]),
  'Xylene Mixed Isomers': rows([
    ['technical', null, [179, 'kg', 'drum'], null, 'drum', { moq: [2, 'drum'] }],
  ]),
  'Sodium Bicarbonate Food Grade': rows([
    ['food', '99%', [25, 'kg', 'bag'], [60, 64], 'kg', { moq: [10, 'bag'] }],
    ['pharma', '99.5% BP', [25, 'kg', 'bag'], [88], 'kg', { stock: 'low' }],
    ['technical', '99%', [50, 'kg', 'bag'], [54], 'kg'],
  ]),
  'Titanium Dioxide Rutile': rows([
    ['technical', '93%', [25, 'kg', 'bag'], [385, 420], 'kg', { moq: [4, 'bag'] }],
  ]),
  'Hydrated Lime': rows([
    ['commercial', '90%', [25, 'kg', 'bag'], [14, 16], 'kg', { moq: [40, 'bag'] }],
    ['food', '95%', [25, 'kg', 'bag'], [26], 'kg', { stock: 'on_order' }],
  ]),
  'Sodium Metabisulphite': rows([
    ['technical', '97%', [25, 'kg', 'bag'], [112, 118], 'kg', { moq: [4, 'bag'] }],
    ['food', '97%', [25, 'kg', 'bag'], [135], 'kg'],
  ]),
  'Glycerine 99.5% USP': rows([
    ['pharma', '99.5% USP', [250, 'kg', 'drum'], [190, 200], 'kg', { moq: [1, 'drum'] }],
    ['pharma', '99.5% USP', [25, 'kg', 'carboy'], [215], 'kg'],
    ['technical', '99%', [250, 'kg', 'drum'], [165], 'kg', { stock: 'low' }],
  ]),
  'Paraffin Wax Fully Refined': rows([
    ['technical', '58-60 °C', [50, 'kg', 'bag'], [168, 178], 'kg', { moq: [4, 'bag'] }],
    ['food', '58-60 °C', [50, 'kg', 'bag'], [205], 'kg', { stock: 'on_order' }],
  ]),
  'Potassium Permanganate AR': rows([
    ['ar', '99%', [500, 'g', 'jar'], [780], 'piece'],
    ['technical', '98.5%', [25, 'kg', 'drum'], [560, 590], 'kg', { moq: [2, 'drum'] }],
  ]),
  'Silver Nitrate AR 99.8%': rows([
    ['ar', '99.8%', [25, 'g', 'bottle'], null, 'bottle', { stock: 'low' }],
    ['ar', '99.8%', [100, 'g', 'bottle'], null, 'bottle', { stock: 'on_order' }],
  ]),
  'EDTA Disodium Salt AR': rows([
    ['ar', '99%', [500, 'g', 'jar'], [2350], 'piece'],
    ['lr', '98%', [500, 'g', 'jar'], [1650], 'piece'],
    ['technical', '98%', [25, 'kg', 'bag'], [1450, 1550], 'kg', { stock: 'on_order' }],
  ]),
  'Phenolphthalein Indicator': rows([
    ['ar', '1% solution', [125, 'mL', 'bottle'], [850], 'bottle'],
    ['lr', '1% solution', [500, 'mL', 'bottle'], [2450], 'bottle'],
  ]),
};
