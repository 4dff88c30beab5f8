import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tab-keys';

describe('tabIndexAfterKey', () => {
  it('steps with the arrows and wraps round at both ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 6)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 5, 6)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 3, 6)).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 0, 6)).toBe(5);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(tabIndexAfterKey('Home', 4, 6)).toBe(0);
    expect(tabIndexAfterKey('End', 1, 6)).toBe(5);
  });

  it('leaves every other key to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowDown', 'a']) expect(tabIndexAfterKey(key, 2, 6)).toBeNull();
  });
});
