// Test data made through the real API, as an admin would make it, for the browser journeys.
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { FORM_MIN_FILL_MS, FORM_STAMP_FIELD } from '@/contract/spam';
import type { RunningServer } from './server';

export type CreatedProduct = {
  _id: string;
  variants: { _id: string }[];
  name: string;
  casNumber?: string | null;
  photo: { url: string } | null;
};

// The public forms the spam rule guards (src/server/features/spam/form-guard.ts).
const PUBLIC_FORMS = /^\/(inquiries|contact|samples|comments\/product\/[^/]+|documents\/[^/]+\/requests)$/;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData);

/**
 * Calls the running server's API, JSON or multipart; a non-2xx answer throws with its body. A public
 * form's POST is sent as a person fills it (src/contract/spam.ts): with a start stamp the server
 * issued at least the minimum fill time before. A stamp vouches for one submission, so each takes
 * the one asked for ahead of it and asks for the next.
 */
export function apiClient(server: RunningServer) {
  const askStamp = async () => {
    const response = await fetch(`${server.url}/api/form-stamp`);
    const answer = (await response.json()) as { stamp: string };
    return { stamp: answer.stamp, at: Date.now() };
  };
  let next: ReturnType<typeof askStamp> | null = null;
  const humanStamp = async () => {
    // Taken before waiting, so that two submissions at once never share one.
    const mine = next ?? askStamp();
    next = askStamp();
    const issued = await mine;
    const wait = issued.at + FORM_MIN_FILL_MS + 200 - Date.now();
    if (wait > 0) await sleep(wait);
    return issued.stamp;
  };
  const call = async <T>(method: string, url: string, given?: unknown, token?: string): Promise<T> => {
    const body =
      method === 'POST' && PUBLIC_FORMS.test(url) && isPlainObject(given) && !(FORM_STAMP_FIELD in given)
        ? { ...given, [FORM_STAMP_FIELD]: await humanStamp() }
        : given;
    const isForm = body instanceof FormData;
    const response = await fetch(`${server.url}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  };
  return {
    call,
    adminToken: async () => (await call<{ token: string }>('POST', '/auth/login', server.admin)).token,
  };
}

/**
 * Adds to a product a safety data sheet given on request (by e-mail), so that the documents page lists
 * it with its request button; `pdf` is the file's content (a different one per call stores a new file).
 */
export async function addSdsOnRequest(
  call: ReturnType<typeof apiClient>['call'],
  token: string,
  productId: string,
  { language = 'en', pdf = ['%PDF-1.4\n%%EOF\n'] }: { language?: string; pdf?: BlobPart[] } = {},
) {
  const form = new FormData();
  form.append('kind', 'sds');
  form.append('language', language);
  form.append('revisionDate', '2026-02-01');
  form.append('access', 'on_request');
  form.append('file', new Blob(pdf, { type: 'application/pdf' }), 'sds.pdf');
  await call('POST', `/products/${productId}/documents`, form, token);
}

/** A 1200x900 picture in a given hue with a caption, so every upload is a different photo. */
export async function picture(hue: number, caption: string): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="hsl(${hue}, 60%, 75%)"/>
    <circle cx="600" cy="420" r="220" fill="hsl(${hue}, 55%, 45%)"/>
    <text x="600" y="800" font-size="64" font-family="DejaVu Sans" text-anchor="middle">${caption}</text>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

export type ProductSpec = {
  name: string;
  nameBn?: string;
  description?: string;
  category?: string;
  casNumber?: string;
  inStock?: boolean;
  price?: object;
  extraPhotos?: number;
  hue?: number;
  /** Hazard and transport data, as the product form sends them (src/contract/hazards.ts). */
  safety?: object;
  transport?: object;
  /** Grades and packs, as the admin's form sends them. */
  variants?: object[];
};

export async function createProduct(
  api: ReturnType<typeof apiClient>,
  token: string,
  spec: ProductSpec,
): Promise<CreatedProduct> {
  const form = new FormData();
  form.append('name', spec.name);
  if (spec.nameBn) form.append('nameBn', spec.nameBn);
  form.append(
    'description',
    spec.description ??
      `${spec.name} of consistent industrial quality, stocked in our Tejgaon warehouse and delivered across Bangladesh.`,
  );
  form.append('category', spec.category ?? 'Industrial Chemicals');
  if (spec.casNumber) form.append('casNumber', spec.casNumber);
  form.append('inStock', String(spec.inStock ?? true));
  form.append(
    'price',
    JSON.stringify(spec.price ?? { minValue: 450, currency: 'USD', unit: 'MT', contactForPrice: false }),
  );
  if (spec.safety) form.append('safety', JSON.stringify(spec.safety));
  if (spec.transport) form.append('transport', JSON.stringify(spec.transport));
  if (spec.variants) form.append('variants', JSON.stringify(spec.variants));
  const hue = spec.hue ?? Math.floor(Math.random() * 360);
  form.append('photo', await picture(hue, spec.name), 'main.jpg');
  for (let i = 1; i <= (spec.extraPhotos ?? 0); i++) {
    form.append(
      'additionalPhotos',
      await picture((hue + i * 40) % 360, `${spec.name} ${i + 1}`),
      `extra-${i}.jpg`,
    );
  }
  const { product } = await api.call<{ product: CreatedProduct }>('POST', '/products', form, token);
  return product;
}
