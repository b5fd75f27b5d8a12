// `npm test`: every check of the workspace, in order, failing on the first broken gate's exit code.
//   build -> format (Prettier) -> lint (ESLint, zero warnings) -> typecheck -> unit and API tests (Jest,
//   real PostgreSQL) -> typed client up to date -> the site in headless Chromium (Playwright).
// Databases: DATABASE_URL's server when set (each suite creates and drops its own database), else an
// embedded PostgreSQL in a temporary folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './processes.mjs';
import { scratchDatabase } from './scratch-database.mjs';

const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
};
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
/** Every project folder (apps/*, libs/*): each writes its Jest report to <project>/test-results/jest.json. */
const projects = ['apps', 'libs'].flatMap((dir) =>
  readdirSync(path.join(root, dir)).map((name) => path.join(root, dir, name)),
);
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

async function step(name, command, args, options = {}) {
  console.log(`\n=== ${name}`);
  const code = await run(command, args, { env, ...options });
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code}).`);
    summary();
    process.exit(code);
  }
}

/** Sums the Jest and Playwright reports into the one closing line CI reads. */
function summary() {
  let passed = 0;
  let failed = 0;
  for (const project of projects) {
    const file = path.join(project, 'test-results', 'jest.json');
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  const e2e = path.join(results, 'e2e.json');
  if (existsSync(e2e)) {
    const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
    passed += stats.expected;
    failed += stats.unexpected;
  }
  console.log(`\n${passed} passed, ${failed} failed`);
}

for (const project of projects) {
  rmSync(path.join(project, 'test-results'), { recursive: true, force: true });
  mkdirSync(path.join(project, 'test-results'), { recursive: true }); // Jest does not create it for --outputFile
}

await step('Build', bin('nx'), ['run-many', '-t', 'build']);
await step('Format (Prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
await step('Lint (ESLint, no warnings)', bin('nx'), ['run-many', '-t', 'lint']);
await step('Lint workspace scripts', bin('eslint'), [
  'tools',
  'eslint.config.mjs',
  'prisma.config.ts',
  '--max-warnings=0',
]);
await step('Typecheck', bin('nx'), ['run-many', '-t', 'typecheck']);
await step(
  'Typed GraphQL client matches schema.gql',
  bin('graphql-codegen'),
  ['--config', 'codegen.ts', '--check'],
  {
    cwd: path.join(root, 'apps', 'web'),
  },
);
// The API's suites run in band (one Jest process on this 2-core machine) and each starts its own servers in
// it; what they leave behind adds up past Node's default heap (about 4 GB, reached with ~90 suites), so the
// Jest step gets 8 GB of the machine's 24.
await step(
  'Unit and API tests (Jest)',
  bin('nx'),
  ['run-many', '-t', 'test', '--parallel=1', '--', '--json', '--outputFile=test-results/jest.json'],
  { env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim() } },
);

// The site's end-to-end tests get their own database too.
const e2eDatabase = await scratchDatabase('gamao_e2e');
const e2eEnv = e2eDatabase.url
  ? { E2E_DATABASE_URL: e2eDatabase.url }
  : { E2E_EMBEDDED_PG_DIR: e2eDatabase.embeddedDir };
const e2eCode = await run(bin('playwright'), ['test', '-c', 'apps/web/playwright.config.ts'], {
  env: { ...env, ...e2eEnv },
});
await e2eDatabase.dispose();
summary();
if (e2eCode !== 0) console.error('\nThe site tests (Playwright) failed.');
process.exit(e2eCode);
