#!/usr/bin/env node
/**
 * Draws the site's icons (issue #17, "Installable") without any image tool: a backgammon board's corner on
 * the club's felt green, a cream and a brown point and two checkers (cyan and pink, the board's colours),
 * rasterised with 4x4 supersampling and written as PNG (zlib) and ICO (PNG-embedded) files:
 *   apps/web/public/icons/icon-192.png, icon-512.png, maskable-512.png (content inside the safe circle),
 *   apps/web/public/apple-touch-icon.png (180), apps/web/public/favicon.ico (16, 32, 48).
 * Run: node tools/make-icons.mjs (the files are committed; run again only to change the design).
 */
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const pub = path.join(root, 'apps', 'web', 'public');

const FELT = [20, 83, 45];
const FRAME = [91, 58, 30];
const CREAM = [233, 216, 180];
const BROWN = [160, 82, 45];
const CYAN = [34, 211, 238];
const PINK = [244, 114, 182];
const EDGE = [15, 23, 42];

/** The colour at (x, y) in a 0..1 square; `inset` shrinks the drawing toward the centre (maskable icons). */
function colourAt(x, y, inset, rounded) {
  // Rounded square outside the drawing: transparent for the plain icons, felt for the maskable one.
  if (rounded) {
    const r = 0.18;
    const cx = Math.min(Math.max(x, r), 1 - r);
    const cy = Math.min(Math.max(y, r), 1 - r);
    if (Math.hypot(x - cx, y - cy) > r) return null;
  }
  const u = (x - inset) / (1 - 2 * inset);
  const v = (y - inset) / (1 - 2 * inset);
  if (u < 0 || u > 1 || v < 0 || v > 1) return FELT;
  if (u < 0.06 || u > 0.94 || v < 0.06 || v > 0.94) return FRAME;
  // A cream point hanging from the top, a brown one rising from the bottom.
  const inTriangle = (baseY, tipY, left, right) => {
    const t = (v - baseY) / (tipY - baseY);
    if (t < 0 || t > 1) return false;
    const mid = (left + right) / 2;
    const half = ((right - left) / 2) * (1 - t);
    return Math.abs(u - mid) <= half;
  };
  const circle = (cx, cy) => Math.hypot(u - cx, v - cy);
  const checker = (cx, cy, fill) => {
    const d = circle(cx, cy);
    if (d <= 0.13) return fill;
    if (d <= 0.16) return EDGE;
    return null;
  };
  return (
    checker(0.34, 0.7, CYAN) ??
    checker(0.66, 0.3, PINK) ??
    (inTriangle(0.06, 0.62, 0.5, 0.86) ? CREAM : null) ??
    (inTriangle(0.94, 0.38, 0.14, 0.5) ? BROWN : null) ??
    FELT
  );
}

function render(size, { inset = 0, rounded = true } = {}) {
  const n = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = colourAt((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, inset, rounded);
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      rgba[i] = a ? Math.round(r / a) : 0;
      rgba[i + 1] = a ? Math.round(g / a) : 0;
      rgba[i + 2] = a ? Math.round(b / a) : 0;
      rgba[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return png(size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e[0] = size >= 256 ? 0 : size;
    e[1] = size >= 256 ? 0 : size;
    e.writeUInt16LE(1, 4);
    e.writeUInt16LE(32, 6);
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const write = (file, data) => {
  writeFileSync(path.join(pub, file), data);
  console.log(`${file}: ${data.length} bytes`);
};
write('icons/icon-192.png', render(192));
write('icons/icon-512.png', render(512));
// Maskable: full bleed, the drawing inside the central 80% circle the launcher may crop to.
write('icons/maskable-512.png', render(512, { inset: 0.14, rounded: false }));
write('apple-touch-icon.png', render(180, { rounded: false }));
write('favicon.ico', ico([16, 32, 48].map((size) => ({ size, data: render(size) }))));
