import { describe, expect, it } from 'vitest';
import {
  CAREER_MESSAGES,
  CareerInput,
  CareerUpdateInput,
  careerFormSchema,
  companyToday,
  newCareerValues,
} from './careers';

/** A date `days` away from the company's today, as YYYY-MM-DD. */
const dayFromToday = (days: number) => {
  const date = new Date(`${companyToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const valid = (overrides: Record<string, unknown> = {}) => ({
  ...newCareerValues(),
  title: 'Sales Engineer',
  description: 'Look after textile mills in Narayanganj.',
  location: 'Dhaka',
  department: 'Sales',
  requirements: ['B.Sc. in Chemistry'],
  responsibilities: ['Visit customers'],
  ...overrides,
});

const firstMessage = (input: unknown, schema = CareerInput) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('newCareerValues', () => {
  it('starts Full-time, Entry Level, USD, active, with one empty row in each list', () => {
    expect(newCareerValues()).toMatchObject({
      jobType: 'Full-time',
      experienceLevel: 'Entry Level',
      salary: { min: '', max: '', currency: 'USD' },
      isActive: true,
      requirements: [''],
      responsibilities: [''],
      qualifications: [''],
      applicationDeadline: '',
    });
  });

  it('is refused as it is, title first', () => {
    expect(firstMessage(newCareerValues())).toBe('Title is required');
  });
});

describe('CareerInput', () => {
  it('trims text, removes blank list entries, omits blank salaries and deadline', () => {
    const result = CareerInput.parse(
      valid({
        title: '  Sales Engineer ',
        requirements: ['', ' B.Sc. in Chemistry ', '  '],
        responsibilities: ['Visit customers', ''],
        qualifications: ['', ' '],
      }),
    );
    expect(result).toMatchObject({
      title: 'Sales Engineer',
      requirements: ['B.Sc. in Chemistry'],
      responsibilities: ['Visit customers'],
      qualifications: [],
      salary: { min: undefined, max: undefined, currency: 'USD' },
      applicationDeadline: undefined,
    });
  });

  it('turns salary text into numbers (two decimals at most)', () => {
    const result = CareerInput.parse(valid({ salary: { min: '30000', max: '45000.456', currency: 'BDT' } }));
    expect(result.salary).toEqual({ min: 30000, max: 45000.46, currency: 'BDT' });
    expect(CareerInput.parse(valid({ salary: { min: 500 } })).salary).toEqual({
      min: 500,
      max: undefined,
      currency: 'USD',
    });
  });

  it('reports each rule with the spec message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, CAREER_MESSAGES.titleRequired],
      [{ title: undefined }, CAREER_MESSAGES.titleRequired],
      [{ description: '' }, CAREER_MESSAGES.descriptionRequired],
      [{ location: ' ' }, CAREER_MESSAGES.locationRequired],
      [{ department: '' }, CAREER_MESSAGES.departmentRequired],
      [{ requirements: ['', ' '] }, 'At least one requirement is required'],
      [{ requirements: undefined }, 'At least one requirement is required'],
      [{ responsibilities: [''] }, 'At least one responsibility is required'],
      [{ salary: { min: '50000', max: '40000' } }, 'Minimum salary must be less than maximum salary'],
      [{ salary: { min: 50000, max: 50000 } }, 'Minimum salary must be less than maximum salary'],
      [{ salary: { min: 'a lot' } }, CAREER_MESSAGES.invalidSalary],
      [{ salary: { max: -5 } }, CAREER_MESSAGES.invalidSalary],
      [{ salary: { min: 1, currency: 'INR' } }, CAREER_MESSAGES.invalidCurrency],
      [{ applicationDeadline: dayFromToday(-1) }, 'Application deadline must be in the future'],
      [{ applicationDeadline: '2026-02-30' }, CAREER_MESSAGES.invalidDeadline],
      [{ jobType: 'Freelance' }, CAREER_MESSAGES.invalidJobType],
      [{ experienceLevel: 'Guru' }, CAREER_MESSAGES.invalidExperienceLevel],
      [{ title: 'x'.repeat(201) }, CAREER_MESSAGES.titleTooLong],
      [{ requirements: ['x'.repeat(501)] }, CAREER_MESSAGES.entryTooLong],
    ];
    for (const [overrides, message] of cases) expect(firstMessage(valid(overrides)), message).toBe(message);
    expect(firstMessage('not an object')).toBe(CAREER_MESSAGES.titleRequired);
  });

  it('takes a deadline of today or later, and either salary bound alone', () => {
    expect(firstMessage(valid({ applicationDeadline: companyToday() }))).toBeNull();
    expect(firstMessage(valid({ applicationDeadline: dayFromToday(30) }))).toBeNull();
    expect(firstMessage(valid({ salary: { max: '90000' } }))).toBeNull();
  });

  it('reports every broken field at once, for the form', () => {
    const result = CareerInput.safeParse({
      ...newCareerValues(),
      salary: { min: '9', max: '1', currency: 'USD' },
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect([...fields]).toEqual([
      'title',
      'description',
      'location',
      'department',
      'requirements',
      'responsibilities',
      'salary',
    ]);
  });
});

describe('deadline rule on edits', () => {
  const past = dayFromToday(-10);

  it('lets the form keep a deadline that has passed, but not change to another past date', () => {
    expect(firstMessage(valid({ applicationDeadline: past }), careerFormSchema(past))).toBeNull();
    expect(firstMessage(valid({ applicationDeadline: dayFromToday(-9) }), careerFormSchema(past))).toBe(
      CAREER_MESSAGES.deadlinePast,
    );
  });

  it('leaves the past-date check of an update to the server, which knows the stored deadline', () => {
    expect(firstMessage(valid({ applicationDeadline: past }), CareerUpdateInput)).toBeNull();
    expect(firstMessage(valid({ applicationDeadline: 'soon' }), CareerUpdateInput)).toBe(
      CAREER_MESSAGES.invalidDeadline,
    );
  });
});
