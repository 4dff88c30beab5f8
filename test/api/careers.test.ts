import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyToday } from '@/contract/career-rules';
import { careers } from '@/server/db/schema';
import { setupApi } from '../helpers/api';

const t = setupApi();
const admin = t.signUpAdmin({ fullName: 'Farhana Akter' });
const user = t.signUp();

/** A date `days` away from the company's today, as YYYY-MM-DD. */
const dayFromToday = (days: number) => {
  const date = new Date(`${companyToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const postBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sales Engineer',
  description: 'Look after textile mills around Narayanganj.',
  location: 'Dhaka',
  department: 'Sales',
  jobType: 'Full-time',
  experienceLevel: 'Mid Level',
  requirements: ['B.Sc. in Chemistry', '3 years in chemical sales'],
  responsibilities: ['Visit customers', 'Prepare quotations'],
  qualifications: ['Driving licence'],
  salary: { min: 60000, max: 90000, currency: 'BDT' },
  applicationDeadline: dayFromToday(30),
  ...overrides,
});

const call = t.call;

async function createPost(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/careers', admin, postBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; [key: string]: unknown };
}

const careerCount = async () => (await t.app.db.select({ n: count() }).from(careers))[0].n;
const stored = async (id: string) => (await t.app.db.select().from(careers).where(eq(careers.id, id)))[0];

// Every rule of spec §5 with its message, plus the shapes the server also refuses.
const INVALID: [Record<string, unknown>, string][] = [
  [{ title: '   ' }, 'Title is required'],
  [{ title: undefined }, 'Title is required'],
  [{ description: '' }, 'Description is required'],
  [{ location: ' ' }, 'Location is required'],
  [{ location: undefined }, 'Location is required'],
  [{ department: '' }, 'Department is required'],
  [{ requirements: ['', '  '] }, 'At least one requirement is required'],
  [{ requirements: [] }, 'At least one requirement is required'],
  [{ requirements: undefined }, 'At least one requirement is required'],
  [{ responsibilities: [' '] }, 'At least one responsibility is required'],
  [{ responsibilities: 'Visit customers' }, 'At least one responsibility is required'],
  [
    { salary: { min: 90000, max: 60000, currency: 'BDT' } },
    'Minimum salary must be less than maximum salary',
  ],
  [
    { salary: { min: 50000, max: 50000, currency: 'BDT' } },
    'Minimum salary must be less than maximum salary',
  ],
  [{ salary: { min: 'plenty', currency: 'BDT' } }, 'Please enter a valid salary'],
  [{ salary: { min: -1, currency: 'BDT' } }, 'Please enter a valid salary'],
  [{ salary: { min: 1, currency: 'INR' } }, 'Please select a valid salary currency'],
  [{ applicationDeadline: dayFromToday(-1) }, 'Application deadline must be in the future'],
  [{ applicationDeadline: '2020-01-01' }, 'Application deadline must be in the future'],
  [{ applicationDeadline: 'next week' }, 'Please enter a valid application deadline'],
  [{ applicationDeadline: '2031-02-30' }, 'Please enter a valid application deadline'],
  [{ jobType: 'Freelance' }, 'Please select a valid job type'],
  [{ experienceLevel: 'Guru' }, 'Please select a valid experience level'],
  [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
  [{ qualifications: ['x'.repeat(501)] }, 'Each list entry must be at most 500 characters'],
  [
    { requirements: Array.from({ length: 51 }, (_, i) => `Skill ${i}`) },
    'A list can have at most 50 entries',
  ],
];

describe('POST /api/careers', () => {
  it('creates the post, posted by the admin, and answers 201 {success, data, message}', async () => {
    const response = await call('POST', '/api/careers', admin, postBody());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Career post created successfully!',
      data: { ...postBody(), isActive: true, postedBy: { username: 'Farhana Akter' } },
    });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('fills the defaults, removes blank entries and omits empty salary and deadline', async () => {
    const data = await createPost({
      jobType: undefined,
      experienceLevel: undefined,
      requirements: ['', '  Fluent Bangla  ', ''],
      responsibilities: ['Keep stock records', ' '],
      qualifications: [''],
      salary: { min: '', max: '' },
      applicationDeadline: '',
    });
    expect(data).toMatchObject({
      jobType: 'Full-time',
      experienceLevel: 'Entry Level',
      requirements: ['Fluent Bangla'],
      responsibilities: ['Keep stock records'],
      qualifications: [],
      salary: { min: null, max: null, currency: 'USD' },
      applicationDeadline: null,
      isActive: true,
    });
    const bare = await createPost({
      qualifications: undefined,
      salary: undefined,
      applicationDeadline: undefined,
    });
    expect(bare).toMatchObject({
      qualifications: [],
      salary: { min: null, max: null },
      applicationDeadline: null,
    });
  });

  it('takes one salary bound alone, a deadline of today, and an inactive start', async () => {
    expect((await createPost({ salary: { min: 45000.5, currency: 'EUR' } })).salary).toEqual({
      min: 45000.5,
      max: null,
      currency: 'EUR',
    });
    expect((await createPost({ salary: { max: '120000', currency: 'GBP' } })).salary).toEqual({
      min: null,
      max: 120000,
      currency: 'GBP',
    });
    expect((await createPost({ applicationDeadline: companyToday() })).applicationDeadline).toBe(
      companyToday(),
    );
    expect((await createPost({ isActive: false })).isActive).toBe(false);
  });

  it('refuses each broken rule with 400, its message and success:false, storing nothing', async () => {
    const before = await careerCount();
    for (const [overrides, message] of INVALID) {
      const response = await call('POST', '/api/careers', admin, postBody(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toMatchObject({ success: false, message });
    }
    const notAnObject = await call('POST', '/api/careers', admin, [1, 2]);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toMatchObject({ success: false, message: 'Title is required' });
    expect(await careerCount()).toBe(before);
  });

  it('names the field of each broken rule, all at once', async () => {
    const response = await call('POST', '/api/careers', admin, {
      title: '',
      description: '',
      location: '',
      department: '',
      requirements: [''],
      responsibilities: [''],
      salary: { min: 5, max: 1 },
    });
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'title',
      'description',
      'location',
      'department',
      'requirements',
      'responsibilities',
      'salary.max',
    ]);
  });

  it('is for admins: guests get 401 (whatever they send), users 403, nothing stored', async () => {
    const before = await careerCount();
    for (const payload of [postBody(), {}]) {
      const guest = await call('POST', '/api/careers', null, payload);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ success: false, message: 'Please login first' });
      const signedIn = await call('POST', '/api/careers', user, payload);
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.json().success).toBe(false);
    }
    expect(await careerCount()).toBe(before);
  });
});

describe('GET /api/careers', () => {
  beforeEach(async () => {
    await t.app.db.delete(careers);
  });

  it('answers an empty list when there are no posts', async () => {
    const response = await call('GET', '/api/careers', null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('lists active posts only, newest first, without the author', async () => {
    const older = await createPost({ title: 'Store Keeper' });
    const hidden = await createPost({ title: 'Old Opening', isActive: false });
    const newer = await createPost({ title: 'Lab Chemist' });
    const response = await call('GET', '/api/careers', null);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.map((post: { _id: string }) => post._id)).toEqual([newer._id, older._id]);
    expect(data.some((post: { _id: string }) => post._id === hidden._id)).toBe(false);
    expect(data[0]).not.toHaveProperty('postedBy');
    expect(data[0]).toMatchObject({ title: 'Lab Chemist', isActive: true, salary: postBody().salary });
  });

  it('shows the same list to users and admins', async () => {
    await createPost();
    await createPost({ isActive: false });
    for (const who of [user, admin])
      expect((await call('GET', '/api/careers', who)).json().data).toHaveLength(1);
  });
});

describe('GET /api/careers/admin/all', () => {
  it('lists every post, active and inactive, newest first, with the author', async () => {
    const active = await createPost({ title: 'Driver' });
    const inactive = await createPost({ title: 'Accountant', isActive: false });
    const response = await call('GET', '/api/careers/admin/all', admin);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.slice(0, 2).map((post: { _id: string }) => post._id)).toEqual([inactive._id, active._id]);
    expect(data[0]).toMatchObject({ isActive: false, postedBy: { username: 'Farhana Akter' } });
  });

  it('is for admins: guests 401, users 403', async () => {
    expect((await call('GET', '/api/careers/admin/all', null)).json()).toEqual({
      success: false,
      message: 'Please login first',
    });
    expect((await call('GET', '/api/careers/admin/all', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/careers/admin/all', user)).statusCode).toBe(403);
  });
});

describe('GET /api/careers/:id', () => {
  it('shows an active post to anyone', async () => {
    const post = await createPost({ title: 'QC Officer' });
    for (const who of [null, user]) {
      const response = await call('GET', `/api/careers/${post._id}`, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { _id: post._id, title: 'QC Officer' } });
      expect(response.json().data).not.toHaveProperty('postedBy');
    }
  });

  it('hides an inactive post (404) from guests and users, but not from admins', async () => {
    const post = await createPost({ isActive: false });
    for (const who of [null, user]) {
      const response = await call('GET', `/api/careers/${post._id}`, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Career post not found' });
    }
    const response = await call('GET', `/api/careers/${post._id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ isActive: false, postedBy: { username: 'Farhana Akter' } });
  });

  it('answers 404 for an unknown post and for a malformed id', async () => {
    const missing = await call('GET', `/api/careers/${randomUUID()}`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Career post not found' });
    const malformed = await call('GET', '/api/careers/not-a-uuid', null);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({ success: false, message: 'Career post not found' });
  });
});

describe('PUT /api/careers/:id', () => {
  it('replaces the fields and answers {success, data, message}', async () => {
    const post = await createPost();
    const changes = postBody({
      title: 'Senior Sales Engineer',
      experienceLevel: 'Senior Level',
      requirements: ['5 years in chemical sales', ''],
      qualifications: [],
      salary: { min: '', max: '150000', currency: 'BDT' },
      applicationDeadline: '',
    });
    const response = await call('PUT', `/api/careers/${post._id}`, admin, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Career post updated successfully!',
      data: {
        _id: post._id,
        title: 'Senior Sales Engineer',
        experienceLevel: 'Senior Level',
        requirements: ['5 years in chemical sales'],
        qualifications: [],
        salary: { min: null, max: 150000, currency: 'BDT' },
        applicationDeadline: null,
        isActive: true,
        createdAt: post.createdAt,
      },
    });
    expect((await stored(post._id)).updatedAt.getTime()).toBeGreaterThan(
      new Date(post.createdAt as string).getTime(),
    );
  });

  it('keeps the active state unless the update says otherwise', async () => {
    const post = await createPost({ isActive: false });
    const kept = await call('PUT', `/api/careers/${post._id}`, admin, postBody({ isActive: undefined }));
    expect(kept.json().data.isActive).toBe(false);
    const changed = await call('PUT', `/api/careers/${post._id}`, admin, postBody({ isActive: true }));
    expect(changed.json().data.isActive).toBe(true);
  });

  it('applies the deadline rule only when the deadline is set or changed', async () => {
    const post = await createPost();
    const past = dayFromToday(-20);
    // The post's deadline has passed since it was written.
    await t.app.db.update(careers).set({ applicationDeadline: past }).where(eq(careers.id, post._id));

    const kept = await call(
      'PUT',
      `/api/careers/${post._id}`,
      admin,
      postBody({ title: 'Renamed', applicationDeadline: past }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ title: 'Renamed', applicationDeadline: past });

    const moved = await call(
      'PUT',
      `/api/careers/${post._id}`,
      admin,
      postBody({ applicationDeadline: dayFromToday(-19) }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      success: false,
      message: 'Application deadline must be in the future',
    });
    expect((await stored(post._id)).applicationDeadline).toBe(past);

    const extended = await call(
      'PUT',
      `/api/careers/${post._id}`,
      admin,
      postBody({ applicationDeadline: dayFromToday(7) }),
    );
    expect(extended.json().data.applicationDeadline).toBe(dayFromToday(7));
  });

  it('refuses each broken rule with its message and changes nothing', async () => {
    const post = await createPost({ title: 'Unchanged' });
    const before = await stored(post._id);
    for (const [overrides, message] of INVALID) {
      const response = await call('PUT', `/api/careers/${post._id}`, admin, postBody(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toMatchObject({ success: false, message });
    }
    expect(await stored(post._id)).toEqual(before);
  });

  it('answers 404 for an unknown post and for a malformed id', async () => {
    const missing = await call('PUT', `/api/careers/${randomUUID()}`, admin, postBody());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Career post not found' });
    expect((await call('PUT', '/api/careers/42', admin, postBody())).statusCode).toBe(404);
  });

  it('is for admins: guests 401, users 403, nothing changed', async () => {
    const post = await createPost({ title: 'Guarded' });
    expect(
      (await call('PUT', `/api/careers/${post._id}`, null, postBody({ title: 'Hacked' }))).statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/api/careers/${post._id}`, user, postBody({ title: 'Hacked' }))).statusCode,
    ).toBe(403);
    expect((await stored(post._id)).title).toBe('Guarded');
  });
});

describe('PATCH /api/careers/:id/toggle-status', () => {
  it('turns a post inactive and active again, hiding and showing it to the public', async () => {
    const post = await createPost({ title: 'Toggled' });
    const off = await call('PATCH', `/api/careers/${post._id}/toggle-status`, admin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      success: true,
      message: 'Career post is now inactive',
      data: { _id: post._id, isActive: false },
    });
    expect((await call('GET', `/api/careers/${post._id}`, null)).statusCode).toBe(404);
    const publicIds = (await call('GET', '/api/careers', null))
      .json()
      .data.map((p: { _id: string }) => p._id);
    expect(publicIds).not.toContain(post._id);

    const on = await call('PATCH', `/api/careers/${post._id}/toggle-status`, admin);
    expect(on.json()).toMatchObject({
      success: true,
      message: 'Career post is now active',
      data: { isActive: true },
    });
    expect((await call('GET', `/api/careers/${post._id}`, null)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown post and for a malformed id', async () => {
    const missing = await call('PATCH', `/api/careers/${randomUUID()}/toggle-status`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Career post not found' });
    expect((await call('PATCH', '/api/careers/abc/toggle-status', admin)).statusCode).toBe(404);
  });

  it('is for admins: guests 401, users 403, state unchanged', async () => {
    const post = await createPost();
    expect((await call('PATCH', `/api/careers/${post._id}/toggle-status`, null)).statusCode).toBe(401);
    expect((await call('PATCH', `/api/careers/${post._id}/toggle-status`, user)).statusCode).toBe(403);
    expect((await stored(post._id)).isActive).toBe(true);
  });
});

describe('DELETE /api/careers/:id', () => {
  it('deletes the post and answers {success, data, message}', async () => {
    const post = await createPost({ title: 'Short-lived' });
    const response = await call('DELETE', `/api/careers/${post._id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Career post deleted successfully!',
      data: { _id: post._id, title: 'Short-lived' },
    });
    expect(await stored(post._id)).toBeUndefined();
    expect((await call('GET', `/api/careers/${post._id}`, admin)).statusCode).toBe(404);
    const again = await call('DELETE', `/api/careers/${post._id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: 'Career post not found' });
  });

  it('answers 404 for a malformed id', async () => {
    expect((await call('DELETE', '/api/careers/not-a-uuid', admin)).statusCode).toBe(404);
  });

  it('is for admins: guests 401, users 403, nothing deleted', async () => {
    const post = await createPost();
    expect((await call('DELETE', `/api/careers/${post._id}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/careers/${post._id}`, user)).statusCode).toBe(403);
    expect(await stored(post._id)).toBeDefined();
  });
});
