// The deployment files agree with the app they run: the stop timeout outlasts the app's drain, the
// proxy's body limit lets the largest accepted form through, and systemd reads the units without a
// complaint (systemd-analyze, where systemd is installed).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, MB, PRODUCT_IMAGE_MAX_BYTES } from '@/contract/media';
import { MAX_ADDITIONAL_PHOTOS } from '@/contract/product-rules';
import { SHUTDOWN_DEADLINE_MS } from '@/server/shutdown';
import { DEPLOY_DIR, readEnvironmentFile } from './deployment';

const read = (name: string) => fs.readFileSync(path.join(DEPLOY_DIR, name), 'utf8');
/** The values of a key in a unit file, in order. */
const values = (unit: string, key: string) =>
  [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1].trim());

const hasSystemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe('deploy/catalogue@.service', () => {
  const unit = read('catalogue@.service');

  it('gives the app longer to stop than its own drain deadline before killing it', () => {
    expect(values(unit, 'KillSignal')).toEqual(['SIGTERM']);
    const [timeout] = values(unit, 'TimeoutStopSec');
    expect(timeout).toMatch(/^\d+s$/);
    expect(Number.parseInt(timeout, 10) * 1000).toBeGreaterThan(SHUTDOWN_DEADLINE_MS + 5000);
    expect(values(unit, 'Restart')).toEqual(['on-failure']);
  });

  it('runs as its own user, hardened, able to write only the data directory', () => {
    expect(values(unit, 'User')).toEqual(['catalogue']);
    expect(values(unit, 'NoNewPrivileges')).toEqual(['yes']);
    expect(values(unit, 'ProtectSystem')).toEqual(['strict']);
    expect(values(unit, 'ReadWritePaths')).toEqual([
      readEnvironmentFile(path.join(DEPLOY_DIR, 'env.example')).DATA_DIR,
    ]);
    expect(values(unit, 'EnvironmentFile')).toEqual(['/etc/catalogue/env']);
  });

  it('listens on loopback only, on the port the instance is named after', () => {
    expect(values(unit, 'ExecStart')[0]).toMatch(/^\/usr\/bin\/env PORT=%i HOST=127\.0\.0\.1 /);
  });
});

describe('deploy/Caddyfile', () => {
  it('lets the largest product form the app accepts through, and no more than a little over', () => {
    const size = /^\s*max_size (\d+)MiB$/m.exec(read('Caddyfile'))?.[1];
    const largestForm = PRODUCT_IMAGE_MAX_BYTES * (1 + MAX_ADDITIONAL_PHOTOS) + 2 * DOCUMENT_MAX_BYTES;
    expect(Number(size) * MB).toBeGreaterThanOrEqual(largestForm);
    expect(Number(size) * MB).toBeLessThanOrEqual(largestForm + 2 * MB);
  });

  it('leaves compression to the app, which already compresses', () => {
    expect(read('Caddyfile')).not.toMatch(/^\s*encode\b/m);
  });
});

describe.skipIf(!hasSystemdAnalyze)('the systemd units', () => {
  it('pass systemd-analyze verify', () => {
    // As installed, except where this checkout and this Node live.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-units-'));
    try {
      for (const name of ['catalogue@.service', 'catalogue-backup.service', 'catalogue-backup.timer']) {
        const text = read(name)
          .replaceAll('/opt/catalogue', path.dirname(DEPLOY_DIR))
          .replaceAll('/usr/bin/node', process.execPath);
        fs.writeFileSync(path.join(dir, name), text);
      }
      // An instance of the template, as `systemctl enable catalogue@3001` makes one.
      fs.symlinkSync('catalogue@.service', path.join(dir, 'catalogue@3001.service'));
      const result = spawnSync(
        'systemd-analyze',
        ['verify', 'catalogue@3001.service', 'catalogue-backup.service', 'catalogue-backup.timer'],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
