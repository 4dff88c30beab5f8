import { describe, expect, it } from 'vitest';
import { sectionInView } from './section-in-view';

const page = { atBottom: false, viewportHeight: 800 };
const at = (...tops: number[]) =>
  ['description', 'specifications', 'comments', 'related'].map((id, i) => ({ id, top: tops[i] }));

describe('sectionInView', () => {
  it('marks the first section while every section is still below the line (the top of the page)', () => {
    expect(sectionInView(at(900, 1400, 2000, 2600), 140, page)).toBe('description');
  });

  it('marks the last section whose top has passed the line', () => {
    expect(sectionInView(at(-600, 100, 700, 1300), 140, page)).toBe('specifications');
    expect(sectionInView(at(-1200, -500, 140, 700), 140, page)).toBe('comments');
  });

  it('follows the page back up: the same positions give the same answer whichever way it scrolled', () => {
    const down = sectionInView(at(-1800, -1200, -600, 100), 140, page);
    const up = sectionInView(at(900, 1400, 2000, 2600), 140, page);
    expect(down).toBe('related');
    expect(up).toBe('description');
  });

  it('marks a short last section at the bottom of the page once it is on screen', () => {
    expect(sectionInView(at(-1500, -900, -100, 500), 140, { atBottom: true, viewportHeight: 800 })).toBe(
      'related',
    );
    expect(sectionInView(at(-1500, -900, -100, 500), 140, page)).toBe('comments');
  });

  it('marks nothing without sections', () => {
    expect(sectionInView([], 140, page)).toBeUndefined();
  });
});
