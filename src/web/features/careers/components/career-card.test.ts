// The public card rendered to HTML: the collapsed preview, and what an expired post shows and hides.
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Career } from '@/contract/careers';
import { translator } from '@/server/i18n/translator';
import { CareerCard } from './career-card';

const career = (overrides: Partial<Career> = {}): Career => ({
  _id: '0b8f7a52-5f3e-4a7e-9a54-0d6c3c1f2a10',
  title: 'Lab Chemist',
  description: 'Test incoming lots.',
  titleBn: null,
  descriptionBn: null,
  location: 'Gazipur',
  jobType: 'Full-time',
  department: 'Quality Control',
  requirements: ['R1', 'R2', 'R3', 'R4', 'R5'],
  requirementsBn: [],
  responsibilities: ['S1', 'S2'],
  qualifications: ['Q1'],
  salary: { min: 40000, max: 55000, currency: 'BDT' },
  experienceLevel: 'Mid Level',
  applicationDeadline: '2026-03-10',
  isActive: true,
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-02-01T08:00:00.000Z',
  ...overrides,
});

const render = (post: Career, today: string, defaultExpanded = false, locale: 'en' | 'bn' = 'en') =>
  renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n: translator(locale).i18n },
      createElement(
        Router,
        // Rendered as the server does: the router at a fixed address.
        { ssrPath: '/careers' } as Parameters<typeof Router>[0],
        createElement(CareerCard, { career: post, today, defaultExpanded }),
      ),
    ),
  );

describe('CareerCard', () => {
  it('shows the first three requirements with a "+N more" count, the salary, badges and deadline', () => {
    const html = render(career(), '2026-03-01');
    for (const text of [
      'R1',
      'R2',
      'R3',
      'S1',
      'S2',
      '+2 more',
      '৳ 40,000 - ৳ 55,000',
      'Apply by 10 March 2026',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('R4');
    expect(html).not.toContain('Q1');
    for (const badge of ['Full-time', 'Mid Level', 'Gazipur', 'Quality Control'])
      expect(html).toContain(badge);
  });

  it('shows everything, qualifications included, when expanded', () => {
    const html = render(career(), '2026-03-01', true);
    for (const text of ['R4', 'R5', 'Q1', 'Show less']) expect(html).toContain(text);
    expect(html).not.toContain('more</p>');
  });

  it('offers "Contact us to apply" (the contact page and an e-mail) while the post is open', () => {
    const html = render(career(), '2026-03-10');
    expect(html).toContain('Contact us to apply');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('mailto:');
    expect(html).not.toContain('Expired');
    expect(html).not.toContain('border-dashed');
  });

  it('labels a post past its deadline "Expired", dims it and hides the ways to apply', () => {
    const html = render(career(), '2026-03-11');
    expect(html).toContain('Expired');
    // Dimmed by a grey, dashed card; not by opacity, which would fade the text below 4.5:1.
    expect(html).toContain('border-dashed bg-slate-100');
    expect(html).not.toContain('opacity-');
    expect(html).toContain('Closed 10 March 2026');
    expect(html).not.toContain('Contact us to apply');
    expect(html).not.toContain('mailto:');
  });

  it('says "Competitive" without a salary and shows no deadline without one', () => {
    const html = render(
      career({ salary: { min: null, max: null, currency: 'USD' }, applicationDeadline: null }),
      '2030-01-01',
    );
    expect(html).toContain('Competitive');
    expect(html).not.toContain('Apply by');
    expect(html).not.toContain('Expired');
  });

  it('shows a post’s Bengali title, description and requirements on a Bengali page, the English where none', () => {
    const bengali = career({
      titleBn: 'ল্যাব কেমিস্ট',
      descriptionBn: 'আসা প্রতিটি লট পরীক্ষা করা।',
      requirementsBn: ['রসায়নে বিএসসি'],
    });
    const html = render(bengali, '2026-03-01', true, 'bn');
    for (const text of ['ল্যাব কেমিস্ট', 'আসা প্রতিটি লট পরীক্ষা করা।', 'রসায়নে বিএসসি']) expect(html).toContain(text);
    for (const text of ['Lab Chemist', 'Test incoming lots.', 'R1']) expect(html).not.toContain(text);
    // Lists without a Bengali version, and a post without Bengali texts, read in English.
    expect(html).toContain('S1');
    expect(render(career(), '2026-03-01', true, 'bn')).toContain('Lab Chemist');
    // English pages keep the English texts.
    expect(render(bengali, '2026-03-01', true)).toContain('Lab Chemist');
  });
});
