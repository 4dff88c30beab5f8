// The API's messages in the request's language: the site's Bengali pages send Accept-Language: bn and
// get every error and confirmation in Bengali; without it (or in English) the answers are the spec's
// English, exactly as before. And the account's language: stored at signup from a Bengali page,
// changed with PUT /api/me/language, part of the session's answer.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries, products, users } from '@/server/db/schema';
import { setupApi } from '../helpers/api';
import { bearer, signUp } from '../helpers/users';

let productId: string;

const t = setupApi();
beforeAll(async () => {
  const [row] = await t.app.db
    .insert(products)
    .values({
      name: 'Caustic Soda Flakes 99%',
      description: 'Sodium hydroxide flakes',
      category: 'Industrial Chemicals',
    })
    .returning();
  productId = row.id;
});

const bn = { 'accept-language': 'bn' };

describe('error answers', () => {
  it('answers a bad signup in Bengali, field messages too, and in English without Accept-Language', async () => {
    const payload = { fullName: '', email: 'someone@example.com', password: 'secret1' };
    const bengali = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers: bn });
    expect(bengali.statusCode).toBe(400);
    expect(bengali.json()).toEqual({
      message: 'পূর্ণ নাম দিতে হবে',
      errors: [{ path: 'fullName', message: 'পূর্ণ নাম দিতে হবে' }],
    });
    const english = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(english.json()).toEqual({
      message: 'Full name is required',
      errors: [{ path: 'fullName', message: 'Full name is required' }],
    });
    const explicit = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(explicit.body).toBe(english.body);
  });

  it('answers a bad inquiry in Bengali', async () => {
    const payload = { name: 'রহিম', email: 'not-an-address', inquiry: 'দাম জানাবেন', productId };
    const response = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload, headers: bn });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা দিন',
    });
    const english = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload });
    expect(english.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('answers a missing resource, a missing route and a login-only call in Bengali', async () => {
    const product = await t.app.inject({
      method: 'GET',
      url: '/api/products/00000000-0000-4000-8000-000000000000',
      headers: bn,
    });
    expect(product.statusCode).toBe(404);
    expect(product.json().message).toBe('পণ্যটি পাওয়া যায়নি');
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/products/00000000-0000-4000-8000-000000000000',
    });
    expect(english.json().message).toBe('Product not found');

    const route = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: bn });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({ message: 'GET /api/nothing-here পাওয়া যায়নি' });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bn });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('অনুগ্রহ করে আগে লগইন করুন');
  });

  it('answers a generic validation message through its pattern', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: [], headers: bn });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('অনুরোধটি একটি JSON অবজেক্ট হতে হবে');
  });
});

describe('confirmations and the inquiry language', () => {
  it('confirms an inquiry in Bengali and keeps the language it was asked in', async () => {
    const payload = {
      name: 'রহিম উদ্দিন',
      email: 'rahim@example.com',
      inquiry: '৫ টন কস্টিক সোডার দাম',
      productId,
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/inquiries', payload, headers: bn });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('আপনার দামের অনুরোধ জমা হয়েছে!');
    const [row] = await t.app.db.select().from(inquiries).where(eq(inquiries.id, response.json().data._id));
    expect(row.language).toBe('bn');

    const english = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...payload, inquiry: 'Price for 5 tons' },
    });
    expect(english.json().message).toBe('Your inquiry has been submitted successfully!');
    const [englishRow] = await t.app.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, english.json().data._id));
    expect(englishRow.language).toBe('en');
  });
});

describe('the account language', () => {
  it('stores the language of the page an account was made on and answers it with the session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { fullName: 'করিম', email: 'karim@example.com', password: 'secret1' },
      headers: bn,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ language: 'bn', message: 'অ্যাকাউন্ট তৈরি হয়েছে' });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(check.json().language).toBe('bn');
  });

  it('leaves the language out for an account that never said one', async () => {
    const user = await signUp(t.app);
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(user) });
    expect(check.json()).not.toHaveProperty('language');
  });

  it('saves the signed-in account language with PUT /api/me/language', async () => {
    const user = await signUp(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'bn' },
      headers: { ...bearer(user), ...bn },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'bn', message: 'ভাষা সংরক্ষিত হয়েছে' });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, user.email));
    expect(row.language).toBe('bn');
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/check', headers: bearer(user) });
    expect(check.json().language).toBe('bn');

    const english = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'en' },
      headers: bearer(user),
    });
    expect(english.json()).toEqual({ language: 'en', message: 'Language saved' });

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'fr' },
      headers: { ...bearer(user), ...bn },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('ভাষা হতে হবে "en" অথবা "bn"');

    const guest = await t.app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'bn' } });
    expect(guest.statusCode).toBe(401);
  });
});
