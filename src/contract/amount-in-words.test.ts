import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

const nfc = (text: string) => text.normalize('NFC');
const taka = (value: number) => amountInWords(value, 'BDT', 'en');
const takaBn = (value: number) => amountInWords(value, 'BDT', 'bn');

describe('amountInWords in English', () => {
  it('writes taka in lakh and crore', () => {
    expect(taka(718_750)).toBe('Taka Seven Lakh Eighteen Thousand Seven Hundred Fifty only');
    expect(taka(642_861.5)).toBe(
      'Taka Six Lakh Forty Two Thousand Eight Hundred Sixty One and Paisa Fifty only',
    );
    expect(taka(12_34_56_789.25)).toBe(
      'Taka Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Paisa Twenty Five only',
    );
    expect(taka(1_00_00_000)).toBe('Taka One Crore only');
    expect(taka(1_00_000)).toBe('Taka One Lakh only');
    expect(taka(10_00_000)).toBe('Taka Ten Lakh only');
    expect(taka(1_00_01_001)).toBe('Taka One Crore One Thousand One only');
  });

  it('counts crores past ninety-nine in words of their own', () => {
    expect(taka(1234 * 1e7)).toBe('Taka One Thousand Two Hundred Thirty Four Crore only');
    expect(taka(5 * 1e7 * 1e7)).toBe('Taka Five Crore Crore only');
  });

  it('writes small amounts, teens and tens', () => {
    expect(taka(0)).toBe('Taka Zero only');
    expect(taka(1)).toBe('Taka One only');
    expect(taka(11)).toBe('Taka Eleven only');
    expect(taka(19)).toBe('Taka Nineteen only');
    expect(taka(20)).toBe('Taka Twenty only');
    expect(taka(99)).toBe('Taka Ninety Nine only');
    expect(taka(100)).toBe('Taka One Hundred only');
    expect(taka(101)).toBe('Taka One Hundred One only');
    expect(taka(999)).toBe('Taka Nine Hundred Ninety Nine only');
    expect(taka(1000)).toBe('Taka One Thousand only');
    expect(taka(0.5)).toBe('Paisa Fifty only');
    expect(taka(0.05)).toBe('Paisa Five only');
  });

  it('rounds to the paisa as the amount is printed', () => {
    expect(taka(10.004)).toBe('Taka Ten only');
    expect(taka(10.995)).toBe('Taka Eleven only');
    expect(taka(0.1 + 0.2)).toBe('Paisa Thirty only');
  });

  it('writes dollars, euros and pounds in the international system', () => {
    expect(amountInWords(12_500.5, 'USD', 'en')).toBe(
      'US Dollars Twelve Thousand Five Hundred and Cents Fifty only',
    );
    expect(amountInWords(1_035, 'USD', 'en')).toBe('US Dollars One Thousand Thirty Five only');
    expect(amountInWords(2_500_000, 'USD', 'en')).toBe('US Dollars Two Million Five Hundred Thousand only');
    expect(amountInWords(3_000_000_001, 'EUR', 'en')).toBe('Euros Three Billion One only');
    expect(amountInWords(7.07, 'GBP', 'en')).toBe('Pounds Sterling Seven and Pence Seven only');
    expect(amountInWords(2e15, 'USD', 'en')).toBe('US Dollars Two Thousand Trillion only');
  });

  it('names any other currency by its code', () => {
    expect(amountInWords(40, 'JPY', 'en')).toBe('JPY Forty only');
  });

  it('refuses what is not an amount', () => {
    expect(() => taka(-1)).toThrow(RangeError);
    expect(() => taka(Number.NaN)).toThrow(RangeError);
    expect(() => taka(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('amountInWords in Bengali', () => {
  it('writes taka in Bengali words, lakh and crore', () => {
    expect(takaBn(718_750)).toBe(nfc('টাকা সাত লক্ষ আঠারো হাজার সাতশো পঞ্চাশ মাত্র'));
    expect(takaBn(1_25_000)).toBe(nfc('টাকা এক লক্ষ পঁচিশ হাজার মাত্র'));
    expect(takaBn(2_05_00_300)).toBe(nfc('টাকা দুই কোটি পাঁচ লক্ষ তিনশো মাত্র'));
    expect(takaBn(642_861.5)).toBe(nfc('টাকা ছয় লক্ষ বিয়াল্লিশ হাজার আটশো একষট্টি ও পঞ্চাশ পয়সা মাত্র'));
    expect(takaBn(0)).toBe(nfc('টাকা শূন্য মাত্র'));
    expect(takaBn(0.25)).toBe(nfc('পঁচিশ পয়সা মাত্র'));
  });

  it('writes hundreds as one word each', () => {
    const hundreds = ['একশো', 'দুইশো', 'তিনশো', 'চারশো', 'পাঁচশো', 'ছয়শো', 'সাতশো', 'আটশো', 'নয়শো'];
    hundreds.forEach((word, index) => {
      expect(takaBn((index + 1) * 100)).toBe(nfc(`টাকা ${word} মাত্র`));
    });
    expect(takaBn(101)).toBe(nfc('টাকা একশো এক মাত্র'));
  });

  it('has a word of its own for each number from 1 to 99', () => {
    const words = Array.from({ length: 99 }, (_, i) =>
      takaBn(i + 1)
        .replace(/^টাকা /, '')
        .replace(/ মাত্র$/, ''),
    );
    for (const word of words) expect(word).toMatch(/^[\u0980-\u09FF]+$/); // one word, Bengali letters only
    expect(new Set(words).size).toBe(99);
    const spot: Record<number, string> = {
      1: 'এক',
      9: 'নয়',
      10: 'দশ',
      14: 'চৌদ্দ',
      19: 'উনিশ',
      21: 'একুশ',
      29: 'ঊনত্রিশ',
      35: 'পঁয়ত্রিশ',
      42: 'বিয়াল্লিশ',
      53: 'তিপ্পান্ন',
      66: 'ছেষট্টি',
      73: 'তিয়াত্তর',
      88: 'আটাশি',
      99: 'নিরানব্বই',
    };
    for (const [n, word] of Object.entries(spot)) expect(words[Number(n) - 1], n).toBe(nfc(word));
  });

  it('writes other currencies in Bengali words and Bengali counting', () => {
    expect(amountInWords(12_500.5, 'USD', 'bn')).toBe(nfc('মার্কিন ডলার বারো হাজার পাঁচশো ও পঞ্চাশ সেন্ট মাত্র'));
    expect(amountInWords(2_500_000, 'USD', 'bn')).toBe(nfc('মার্কিন ডলার পঁচিশ লক্ষ মাত্র'));
    expect(amountInWords(3, 'GBP', 'bn')).toBe(nfc('পাউন্ড স্টার্লিং তিন মাত্র'));
  });

  it('writes one spelling of each letter (NFC)', () => {
    const text = takaBn(6_66_666.99);
    expect(text).toBe(text.normalize('NFC'));
    expect(text).toContain(nfc('ছয়'));
  });
});
