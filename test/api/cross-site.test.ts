// A signed-in browser's session cookie goes along with requests that other sites' pages make. Unsafe
// calls that rely on that cookie must come from the site itself; a Bearer token (which no other page
// can read) and guests are unaffected.
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, products } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { createTestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';
import { bearer, signUpAdmin } from '../helpers/users';

const REFUSED = 'Cross-site request refused: this action must be sent from the site itself';

let productId: string;
const t = setupApi(() => createTestApp({ publicUrl: 'https://chem.example' }));
const admin = t.signUpAdmin();
beforeAll(async () => {
  const [row] = await t.app.db
    .insert(products)
    .values({ name: 'Soda Ash', description: 'Sodium carbonate', category: 'Acids & Alkalis' })
    .returning({ id: products.id });
  productId = row.id;
});

const productCount = async () => (await t.app.db.select({ n: count() }).from(products))[0].n;

async function createProduct(headers: Record<string, string>, cookies?: Record<string, string>) {
  const body = await multipart({
    name: `Caustic Soda ${Math.random()}`,
    description: 'Sodium hydroxide flakes for textile processing.',
    category: 'Acids & Alkalis',
    price: JSON.stringify({ minValue: 850, currency: 'BDT', unit: 'kg', contactForPrice: false }),
    photo: { file: 'photo.jpg', type: 'image/jpeg' },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    cookies,
  });
}

describe('an unsafe call signed in by the session cookie alone', () => {
  it('is refused with 403 from a sibling origin, by Origin or by Sec-Fetch-Site, creating nothing', async () => {
    const cookies = { token: admin.token };
    const before = await productCount();
    const attempts: Record<string, string>[] = [
      { origin: 'https://shop.chem.example' },
      { origin: 'http://chem.example' }, // another scheme is another origin
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const response = await createProduct(headers, cookies);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json(), JSON.stringify(headers)).toEqual({ message: REFUSED });
    }
    expect(await productCount()).toBe(before);
  });

  it('is refused for JSON calls too, and a cross-site logout leaves the session alone', async () => {
    const other = await signUpAdmin(t.app);
    const cookies = { token: other.token };
    const sibling = { origin: 'https://shop.chem.example' };
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: sibling, cookies });
    expect(logout.statusCode).toBe(403);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${productId}`,
      headers: sibling,
      cookies,
    });
    expect(deletion.statusCode).toBe(403);
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: sibling, cookies });
    expect(check.statusCode).toBe(200); // reading is not refused, and the session still works
  });

  it("is accepted from the site's public origin, from the origin it was addressed to, and from non-browsers", async () => {
    const cookies = { token: admin.token };
    const attempts: Record<string, string>[] = [
      { origin: 'https://chem.example' },
      { host: '10.0.0.5:3000', origin: 'http://10.0.0.5:3000' },
      { 'sec-fetch-site': 'same-origin' },
      {}, // curl with a cookie jar: no page can have sent it
    ];
    for (const headers of attempts) {
      const response = await createProduct(headers, cookies);
      expect(response.statusCode, `${JSON.stringify(headers)}: ${response.body}`).toBe(201);
    }
  });
});

describe('calls that do not rest on the cookie', () => {
  it('are unaffected by the origin: a Bearer token, or a guest with or without a stale cookie', async () => {
    const sibling = { origin: 'https://shop.chem.example' };
    const withBearer = await createProduct({ ...sibling, ...bearer(admin) }, { token: admin.token });
    expect(withBearer.statusCode, withBearer.body).toBe(201);

    const before = (await t.app.db.select({ n: count() }).from(comments))[0].n;
    for (const cookies of [undefined, { token: 'expired-or-made-up' }]) {
      const comment = await t.app.inject({
        method: 'POST',
        url: `/api/comments/product/${productId}`,
        headers: sibling,
        cookies,
        payload: {
          commentText: 'Good quality',
          commenterName: 'Guest',
          email: 'guest@example.com',
          rating: 5,
        },
      });
      expect(comment.statusCode, comment.body).toBe(201);
    }
    expect((await t.app.db.select({ n: count() }).from(comments))[0].n).toBe(before + 2);
  });
});
