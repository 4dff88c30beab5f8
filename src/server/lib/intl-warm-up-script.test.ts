import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INTL_WARM_UP_HASH, INTL_WARM_UP_SCRIPT } from './intl-warm-up-script';

const source = /^<script>(.*)<\/script>$/s.exec(INTL_WARM_UP_SCRIPT)?.[1] ?? '';

/** Runs the script on a page with these <html> attributes: the formats it makes, task by task. */
function run(lang: string, numerals?: string) {
  const made: string[] = [];
  const timers: (() => void)[] = [];
  const recorder = (kind: string) =>
    class {
      constructor(locale: string) {
        made.push(`${kind} ${locale}`);
      }
      format() {}
      select() {}
    };
  vm.runInNewContext(source, {
    document: { documentElement: { lang, dataset: numerals ? { numerals } : {} } },
    Intl: {
      NumberFormat: recorder('number'),
      DateTimeFormat: recorder('date'),
      PluralRules: recorder('plural'),
    },
    setTimeout: (task: () => void) => timers.push(task),
  });
  const madeAtOnce = made.length;
  const tasks = timers.map((task) => {
    const before = made.length;
    task();
    return made.slice(before);
  });
  return { madeAtOnce, tasks };
}

describe('the Intl warm-up script', () => {
  it("makes an English page's number, date and plural formats, each in a task of its own", () => {
    const { madeAtOnce, tasks } = run('en', 'bengali');
    expect(madeAtOnce).toBe(0);
    expect(tasks).toEqual([
      ['number en-US'],
      ['number en-GB'],
      ['date en-US'],
      ['date en-GB'],
      ['plural en-US'],
      ['plural en-GB'],
    ]);
  });

  it("makes a Bengali page's in its digits, Bengali by default", () => {
    expect(run('bn', 'bengali').tasks.flat()).toEqual(['number bn-BD', 'date bn-BD', 'plural bn-BD']);
    expect(run('bn').tasks.flat()).toEqual(['number bn-BD', 'date bn-BD', 'plural bn-BD']);
    expect(run('bn', 'latin').tasks.flat()).toEqual([
      'number bn-BD-u-nu-latn',
      'date bn-BD-u-nu-latn',
      'plural bn-BD-u-nu-latn',
    ]);
  });

  it('makes nothing on a page in a language it does not know', () => {
    expect(run('fr', 'latin').tasks).toEqual([]);
  });

  it('is allowed by its hash', () => {
    expect(INTL_WARM_UP_HASH).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  });
});
