#!/usr/bin/env node
// The `gamao-bot` command. npm links this file when it installs the workspace, before anything is built
// (it skips a bin whose file does not exist yet), so it is plain JavaScript that loads the compiled
// program, bin/cli.ts built to dist/bin/cli.js by `npx nx run @gamao/bot:build` (npm start builds it too).
const fs = require('fs');
const path = require('path');

const program = path.join(__dirname, '..', 'dist', 'bin', 'cli.js');
if (!fs.existsSync(program)) {
  console.error('gamao-bot is not built yet: run `npx nx run @gamao/bot:build` (or `npm start`) first.');
  process.exit(1);
}
require(program).main();
