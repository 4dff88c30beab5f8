// `npm run validate`: lint, the import rules, typecheck and the unit and API tests, all at once. Each
// check alone leaves a core idle for much of its run (the tests' last files, depcruise's single
// thread), so together they finish well before the same checks one after another. The tests' output
// streams as it comes; each other check's is printed whole when it ends, so nothing interleaves.
// Every check runs to its end, and the script fails when any of them failed, after naming them.
// Arguments go to vitest: `npm run validate -- --reporter=default --reporter=json --outputFile.json=t.json`.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['lint', 'lint'],
  ['import rules', 'lint:deps'],
  ['typecheck', 'typecheck'],
];
const TESTS = ['tests', 'test:api'];
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

function run([name, script], stream, args = []) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      env: { ...process.env, ...colour },
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = ok ? 'passed' : `FAILED (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`\n=== ${name} (npm run ${script}): ${status} in ${seconds} s\n${output}`);
      resolve({ name, ok });
    });
  });
}

const results = await Promise.all([
  ...CHECKS.map((check) => run(check, false)),
  run(TESTS, true, process.argv.slice(2)),
]);
const failed = results.filter((result) => !result.ok).map((result) => result.name);
if (failed.length > 0) {
  process.stdout.write(`\nvalidate failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write('\nvalidate passed: lint, import rules, typecheck and tests\n');
