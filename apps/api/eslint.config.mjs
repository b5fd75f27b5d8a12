// The API's ESLint configuration: the workspace's rules, plus the API's boundaries (docs/architecture.md).
import { readdirSync } from 'node:fs';
import workspace from '../../eslint.config.mjs';

/** The module folders of src (one NestJS module per domain); core and the generated client are not modules. */
const MODULES = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['core', 'generated'].includes(entry.name))
  .map((entry) => entry.name)
  .sort();

const TS = '{ts,mts,cts,js,mjs,cjs}';

/** (a) A module's stores (`<module>/*.store.ts`) are its own: no other folder imports them. */
const storesOf = (modules) =>
  modules.length === 0
    ? []
    : [
        {
          group: modules.flatMap((m) => [`**/${m}/*.store`, `**/${m}/**/*.store`]),
          message:
            "A store is its module's own: ask the module's service (or read what you need in your own store).",
        },
      ];

/** (b) Play emits events; tournaments and ratings subscribe to them (core/events/event-map.ts). */
const PLAY_DOES_NOT_CALL_ITS_SUBSCRIBERS = {
  group: ['**/tournaments', '**/tournaments/**', '**/ratings', '**/ratings/**'],
  message:
    'src/play must not import tournaments or ratings: emit a durable event (core/events/event-map.ts) instead.',
};

/**
 * (c) Core is written once for every module and imports none of them. The path to src/<module> from a core
 * file depends on its depth (and core has folders named like modules: core/auth, core/events), so the
 * pattern is anchored with as many `../` as the file is deep. `allow` names the imports core already makes.
 */
const coreImportsNoModule = (depth, allow = []) => ({
  regex: `^(\\.\\./){${depth + 1}}${allow.map((path) => `(?!${path.replace(/\./g, '\\.')}$)`).join('')}(${MODULES.join('|')})(/|$)`,
  message: 'src/core is shared by every module and imports none of them (take what it needs as a parameter).',
});

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** How deep core's folders go (src/core/*.ts is depth 0, src/core/auth/*.ts depth 1, ...). */
const CORE_DEPTHS = [0, 1, 2, 3];

export default [
  ...workspace,
  // Patterns here are relative to apps/api (the workspace file's `apps/api/...` ignores do not match here).
  { ignores: ['src/generated/**', 'dist/**'] },
  {
    // Anything outside a module folder (src/*.ts, test/) uses no module's store.
    files: [`**/*.${TS}`],
    rules: restrict(storesOf(MODULES)),
  },
  ...MODULES.map((module) => ({
    files: [`src/${module}/**/*.${TS}`],
    rules: restrict([
      ...storesOf(MODULES.filter((m) => m !== module)),
      ...(module === 'play' ? [PLAY_DOES_NOT_CALL_ITS_SUBSCRIBERS] : []),
    ]),
  })),
  ...CORE_DEPTHS.map((depth) => ({
    files: [`src/core/${'*/'.repeat(depth)}*.${TS}`],
    rules: restrict([...storesOf(MODULES), coreImportsNoModule(depth)]),
  })),
  {
    // The one module core imports today: @RequireRole's guard asks ClubsService.requireRole.
    files: [`src/core/auth/roles.guard.${TS}`, `src/core/auth/roles.guard.spec.${TS}`],
    rules: restrict([...storesOf(MODULES), coreImportsNoModule(1, ['clubs/clubs.service'])]),
  },
];
