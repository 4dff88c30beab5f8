// A large, realistic catalogue for the benchmark: the demo products (with their Bengali names and
// descriptions) in many grades, origins and pack sizes, with pictures and documents recorded as
// stored media (no image processing).
import type { StoredImage } from '@/contract/media';
import type { products } from '@/server/db/schema';
import { DEMO_CATALOGUE } from '@/server/seed/demo-catalogue';
import { DEMO_BENGALI } from '@/server/seed/demo-catalogue-bengali';

const GRADES = [
  'Technical Grade',
  'Industrial Grade',
  'AR Grade',
  'LR Grade',
  'Food Grade',
  'Pharma Grade',
  'Premium',
];
const ORIGINS = [
  'India',
  'China',
  'Germany',
  'Thailand',
  'Korea',
  'Turkey',
  'Malaysia',
  'Japan',
  'Saudi Arabia',
];
const PACKS = [
  '25 kg Bag',
  '50 kg Drum',
  '200 L Drum',
  '1 MT IBC',
  '35 kg Carboy',
  '500 g Bottle',
  'Bulk Tanker',
];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'BDT'] as const;

// A fixed seed: every run benchmarks the same catalogue.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const image = (n: number): StoredImage => ({
  asset: n.toString(16).padStart(32, '0'),
  width: 1200,
  height: 900,
  widths: [400, 800, 1200],
});

export function syntheticProducts(count: number): (typeof products.$inferInsert)[] {
  const next = random(1958);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const base = DEMO_CATALOGUE[i % DEMO_CATALOGUE.length];
    const grade = pick(GRADES);
    const origin = pick(ORIGINS);
    const pack = pick(PACKS);
    const contactForPrice = next() < 0.15;
    const min = Math.round((1 + next() * 2000) * 100) / 100;
    return {
      name: `${base.name} ${grade} (${origin}) - ${pack}`,
      description: `${base.description} ${grade} material made in ${origin}, supplied as ${pack}. Batch certificate of analysis with every lot; samples available for qualification.`,
      nameBn: DEMO_BENGALI[base.name]?.name ?? null,
      descriptionBn: DEMO_BENGALI[base.name]?.description ?? null,
      category: base.category,
      casNumber: base.casNumber ?? null,
      specifications: base.specifications.map(([name, value]) => ({ name, value })),
      photo: image(i * 3 + 1),
      additionalPhotos: [image(i * 3 + 2), image(i * 3 + 3)],
      documents: [
        { asset: image(i).asset, kind: 'sds' as const, title: 'Safety Data Sheet (SDS)', byteSize: 48_000 },
      ],
      inStock: next() > 0.1,
      contactPhone: next() > 0.7 ? '+880 1711-123456' : null,
      priceMin: contactForPrice ? null : min,
      priceMax: contactForPrice || next() > 0.4 ? null : Math.round(min * 1.15 * 100) / 100,
      currency: pick(CURRENCIES),
      unit: pick(['kg', 'MT', 'litre', 'drum', 'piece'] as const),
      contactForPrice,
      createdAt: new Date(now - i * 60_000),
    };
  });
}
