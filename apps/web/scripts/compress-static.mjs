// After `next build`: a Brotli copy (file.js.br) of each compressible file of the build's static folder
// (/_next/static: the scripts, the styles, the bear-off database), at Brotli's highest quality. The files never
// change once built (their names carry their hashes), so they are compressed once here rather than on each
// request; server.mjs serves the copies to browsers that accept Brotli. Prints the totals.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
// What the build's static folder holds that compresses: scripts, styles, the bear-off database.
const COMPRESSIBLE = new Set(['.js', '.css', '.bin']);

const dir = path.join(import.meta.dirname, '..', process.env.NEXT_DIST_DIR || '.next', 'static');
const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));

let copies = 0;
let before = 0;
let after = 0;
for (const file of files) {
  const data = await readFile(file);
  const brotli = await compress(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]:
        path.extname(file) === '.bin' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
    },
  });
  // A copy that saves nothing is not worth a second file.
  if (brotli.length >= data.length) continue;
  await writeFile(`${file}.br`, brotli);
  copies += 1;
  before += data.length;
  after += brotli.length;
}
console.log(
  `compress-static: ${copies} of ${files.length} files, ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB with Brotli`,
);
