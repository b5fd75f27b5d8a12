// `npm run bench:lighthouse` (issue #17): Lighthouse (its default mobile run: a mid-range phone, simulated slow
// 4G) with Debian's Chromium on the built site: the home page, the play page, a tournament page and a chouette
// table. The API runs on a scratch database (DATABASE_URL's server, else an embedded one); the tournament and
// the table are made through the API first, and the two member pages are opened with the member's session.
// Prints performance, accessibility and best practices per page, and the play page's JavaScript transferred
// (compressed). Exits 1 when a target is missed: performance >= 95, accessibility 100, best practices 100,
// play page JavaScript <= 150 kB. Each page is measured RUNS times (default 5); the median run is reported,
// with the range of performance scores.
//   CHROMIUM_PATH (default /usr/bin/chromium), WEB_PORT (default 4790), API_PORT (default 4791).
import { createRequire } from 'node:module';
import path from 'node:path';
import { startBenchApi } from './bench-server.mjs';
import { root, startService, stopService, waitForPage } from './processes.mjs';

const require = createRequire(import.meta.url);
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = require('chrome-launcher');

const WEB_PORT = Number(process.env.WEB_PORT ?? 4790);
const API_PORT = Number(process.env.API_PORT ?? 4791);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const site = `http://localhost:${WEB_PORT}`;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const PLAY_JS_LIMIT_KB = 150;
// Lighthouse's scores vary from run to run on one machine (its documentation: run several times, take the
// median). Each page is measured RUNS times (default 5) and the run with the median performance is reported.
const RUNS = Number(process.env.RUNS ?? 5);

const api = await startBenchApi(API_PORT, 'gamao_bench_lighthouse');

async function gql(token, query, variables) {
  const response = await fetch(api.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Four members of a club, a knockout tournament they entered, and a chouette table: the pages to measure. */
async function makeData() {
  const members = [];
  for (const name of ['Ana', 'Bruno', 'Carla', 'Davi']) {
    const { signUp } = await gql(
      null,
      'mutation($i: SignUpInput!) { signUp(input: $i) { token me { id } } }',
      {
        i: {
          email: `${name.toLowerCase()}@bench.example.com`,
          password: 'bench password 1',
          displayName: name,
        },
      },
    );
    members.push({ token: signUp.token, id: signUp.me.id });
  }
  const [director, ...others] = members;
  const { createClub } = await gql(
    director.token,
    'mutation { createClub(input: { name: "Clube do Farol" }) { id invitationCode } }',
  );
  for (const m of others)
    await gql(m.token, 'mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
      c: createClub.invitationCode,
    });
  const { createTournament } = await gql(
    director.token,
    'mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
    {
      i: {
        clubId: createClub.id,
        name: 'Copa de Verão',
        format: 'SINGLE_ELIMINATION',
        matchLengths: [5, 7],
      },
    },
  );
  for (const m of members)
    await gql(m.token, 'mutation($t: UUID!) { registerForTournament(tournamentId: $t) { seed } }', {
      t: createTournament.id,
    });
  const { openChouette } = await gql(
    director.token,
    'mutation($i: OpenChouetteInput!) { openChouette(input: $i) { id } }',
    { i: { clubId: createClub.id } },
  );
  return { token: director.token, tournamentId: createTournament.id, chouetteId: openChouette.id };
}

/** A category's score out of 100. */
function categoryScore(lhr, id) {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

/** Bytes of JavaScript the page transferred (compressed), from Lighthouse's resource summary. */
function scriptBytes(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
}

let web;
let chrome;
let code = 0;
try {
  const data = await makeData();
  // The production server (apps/web/server.mjs), as `npm start` runs it.
  web = startService('web', process.execPath, ['server.mjs'], {
    cwd: path.join(root, 'apps', 'web'),
    env: {
      ...process.env,
      PORT: String(WEB_PORT),
      API_URL: api.url,
      PUBLIC_URL: site,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await waitForPage(`${site}/pt-BR`);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const session = { Cookie: `gamao_session=${data.token}` };
  const pages = [
    { name: 'home', url: `${site}/pt-BR` },
    { name: 'play', url: `${site}/pt-BR/play/local` },
    { name: 'tournament', url: `${site}/pt-BR/tournaments/${data.tournamentId}`, headers: session },
    { name: 'chouette', url: `${site}/pt-BR/chouette/${data.chouetteId}`, headers: session },
  ];
  // Each page once before measuring: Next compiles nothing at run time, but the API's and the server's
  // first requests warm their caches.
  for (const p of pages) await fetch(p.url, { headers: p.headers ?? {} });

  console.log(
    `page         performance  accessibility  best-practices  JS transferred   (median of ${RUNS} runs; performance range)`,
  );
  let playJs = 0;
  for (const p of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(p.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
        extraHeaders: p.headers,
      });
      runs.push(lhr);
    }
    // Lighthouse's own advice on variability: several runs, the one with the median performance score.
    const byPerformance = [...runs].sort(
      (a, b) => categoryScore(a, 'performance') - categoryScore(b, 'performance'),
    );
    const lhr = byPerformance[Math.floor(RUNS / 2)];
    const score = (id) => categoryScore(lhr, id);
    const js = scriptBytes(lhr) / 1024;
    if (p.name === 'play') playJs = js;
    const range = `${categoryScore(byPerformance[0], 'performance')}–${categoryScore(byPerformance.at(-1), 'performance')}`;
    console.log(
      `${p.name.padEnd(12)} ${String(score('performance')).padStart(11)}  ${String(score('accessibility')).padStart(13)}  ${String(score('best-practices')).padStart(14)}  ${js.toFixed(1).padStart(11)} kB   ${range}`,
    );
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    console.log(
      `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}; host benchmarkIndex ${lhr.environment?.benchmarkIndex}`,
    );
    for (const [id, target] of Object.entries(TARGETS)) {
      if (score(id) >= target) continue;
      code = 1;
      const failing = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            lhr.categories[id].auditRefs.some((r) => r.id === a.id && r.weight > 0),
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      console.log(`  ${id} ${score(id)} < ${target}: ${failing.join(', ')}`);
    }
  }
  const jsOk = playJs <= PLAY_JS_LIMIT_KB;
  if (!jsOk) code = 1;
  console.log(`play page JavaScript: ${playJs.toFixed(1)} kB compressed (target <= ${PLAY_JS_LIMIT_KB} kB)`);
  console.log(code === 0 ? 'All targets met.' : 'Some targets were missed.');
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  if (chrome) await chrome.kill();
  if (web) await stopService(web);
  await api.stop();
}
process.exit(code);
