import { describe, expect, it } from 'vitest';
import { textRuns } from './pdf-fonts';

describe('textRuns', () => {
  it('keeps Latin text in one run', () => {
    expect(textRuns('Caustic Soda Flakes 99%')).toEqual([
      { text: 'Caustic Soda Flakes 99%', bengali: false },
    ]);
  });

  it('cuts mixed text by script, keeping a Bengali phrase and its spaces together', () => {
    expect(textRuns('Sulphuric acid (সালফিউরিক অ্যাসিড) 98%')).toEqual([
      { text: 'Sulphuric acid (', bengali: false },
      { text: 'সালফিউরিক অ্যাসিড', bengali: true },
      { text: ') 98%', bengali: false },
    ]);
  });

  it('treats Bengali text with joiners as one run', () => {
    expect(textRuns('ক্ষার')).toEqual([{ text: 'ক্ষার', bengali: true }]);
  });

  it('keeps a danda with the Bengali sentence it ends (the Latin font has none)', () => {
    expect(textRuns('দাম পরিবর্তনশীল। Prices firm.')).toEqual([
      { text: 'দাম পরিবর্তনশীল।', bengali: true },
      { text: ' Prices firm.', bengali: false },
    ]);
  });
});
