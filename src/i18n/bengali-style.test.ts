// The Bengali style guide (docs/bengali-style.md) held against every Bengali text the site writes:
// the Bengali catalogs and the Bengali strings in src (the site's facts, the demo catalogue). A word
// the guide's "Not" column retires, or a sentence ending in "." after Bengali, fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..', '..');
const GUIDE = path.join(ROOT, 'docs', 'bengali-style.md');

/** The "Not" column of the guide's term table: every retired word or phrase, each in backticks. */
function retiredTerms(guide: string): string[] {
  const table = guide.slice(guide.indexOf('## Terms'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...(line.split('|')[3] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]));
}

// A Bengali letter (not a digit, so "৯৯.২" is a decimal), maybe closed by a quote or bracket, then a
// lone full stop: the end of a Bengali sentence written the English way. "..." is left alone.
const ENGLISH_FULL_STOP = /[\u0980-\u09E5\u09F0-\u09FF][)"”’]?\.(?!\.)/;

/** Each Bengali text with where it is: catalog entries, and string literals with Bengali in src. */
function bengaliTexts(): { where: string; text: string }[] {
  const texts: { where: string; text: string }[] = [];
  const catalogs = path.join(ROOT, 'src', 'i18n', 'catalogs', 'bn');
  for (const file of fs.readdirSync(catalogs)) {
    const catalog: Record<string, string> = JSON.parse(fs.readFileSync(path.join(catalogs, file), 'utf8'));
    for (const [key, text] of Object.entries(catalog)) texts.push({ where: `bn/${file} ${key}`, text });
  }
  const sources = fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  for (const file of sources) {
    // Comments may quote any wording (this one does); only the strings are the site's text.
    const code = fs
      .readFileSync(path.join(ROOT, 'src', file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, , text] of code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*?)\1/g)) {
      if (/[\u0980-\u09FF]/.test(text)) texts.push({ where: `src/${file}`, text });
    }
  }
  return texts;
}

describe('the Bengali style guide', () => {
  const guide = fs.readFileSync(GUIDE, 'utf8');
  const texts = bengaliTexts();

  it('reads its retired terms and finds the texts to check', () => {
    const retired = retiredTerms(guide);
    expect(retired).toContain('অনুসন্ধান');
    expect(retired).toContain('অ্যাসে');
    expect(retired.length).toBeGreaterThan(15);
    expect(texts.filter((entry) => entry.where.startsWith('bn/')).length).toBeGreaterThan(1000);
    expect(texts.some((entry) => entry.where === 'src/server/seed/demo-catalogue-bengali.ts')).toBe(true);
    expect(texts.some((entry) => entry.where === 'src/contract/site.ts')).toBe(true);
  });

  it('finds no retired term in any Bengali text', () => {
    const found = retiredTerms(guide).flatMap((term) =>
      texts
        .filter(({ text }) => text.includes(term))
        .map(({ where, text }) => `${where}: "${term}" in ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('ends Bengali sentences with "।", not "."', () => {
    const found = texts
      .filter(({ text }) => ENGLISH_FULL_STOP.test(text))
      .map(({ where, text }) => `${where}: ${text}`);
    expect(found).toEqual([]);
  });

  it('catches what it is for', () => {
    expect(ENGLISH_FULL_STOP.test('আপনার বার্তা পাঠানো হয়েছে.')).toBe(true);
    expect(ENGLISH_FULL_STOP.test('“পণ্য যোগ করুন”.')).toBe(true);
    expect(ENGLISH_FULL_STOP.test('আপনার বার্তা পাঠানো হয়েছে।')).toBe(false);
    expect(ENGLISH_FULL_STOP.test('লোড হচ্ছে...')).toBe(false);
    expect(ENGLISH_FULL_STOP.test('সোডা অ্যাশ ৯৯.২%')).toBe(false);
  });
});
