// Sums the suites' JSON reports into the one closing line CI reads: "N passed, N failed".
import fs from 'node:fs';

// `--only <suite>`: the line for that one jest suite (npm run test:cluster prints its own)
const only = process.argv[2] === '--only' ? process.argv[3] : null;
const [checksPassed = '0', checksFailed = '0'] = only ? [] : process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);
const rows = only ? [] : [['checks (typecheck, lint)', passed, failed]];

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// the contract suite runs twice: on PGlite (with its describeOnEachDriver blocks also on PostgreSQL), and whole on PostgreSQL
const LABELS = { 'contract-postgres': 'contract (PostgreSQL)' };

for (const suite of only ? [only] : ['unit', 'contract', 'contract-postgres', 'cluster']) {
  const report = read(`test-results/jest-${suite}.json`);
  const label = `jest ${LABELS[suite] ?? suite}`;
  if (!report) {
    rows.push([label, 0, 1, 'no report']);
    failed += 1;
    continue;
  }
  // a suite that failed to load counts as a failure even when it ran no test
  const broken = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  rows.push([label, report.numPassedTests, report.numFailedTests + broken]);
  passed += report.numPassedTests;
  failed += report.numFailedTests + broken;
}

const modes = only ? [] : (process.env.E2E_MODES || 'embedded,proxied').split(',');
for (const mode of modes) {
  const report = read(`test-results/e2e-${mode}.json`);
  if (!report) {
    rows.push([`e2e ${mode}`, 0, 1, 'no report']);
    failed += 1;
    continue;
  }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const loadErrors = (report.errors ?? []).length;
  rows.push([`e2e ${mode}`, expected + flaky, unexpected + loadErrors]);
  passed += expected + flaky;
  failed += unexpected + loadErrors;
}

console.log('\nSuite                      passed  failed');
for (const [name, p, f, note] of rows) console.log(`${name.padEnd(26)} ${String(p).padStart(6)}  ${String(f).padStart(6)}${note ? `  (${note})` : ''}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
