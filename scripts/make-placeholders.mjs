// Placeholder photos and clip for the site until the shop has its own (`node scripts/make-placeholders.mjs`).
//
// Every picture is a calm illustration painted from SVG: one muted palette (sage, ochre, dusty rose,
// plum, oxblood, cream), flat shapes with gentle gradients, a soft vignette, no texture noise and no
// text; sharp saves it as a small progressive JPEG. A seeded random generator keeps the output
// identical from run to run. They are meant to read as deliberate placeholders, not imitation photos.
//
// The clip public/video/winkel.mp4 is a slow Ken Burns zoom in and out (so it loops without a jump)
// over a wide render of the shop counter, 960x540, H.264, yuv420p, faststart, no audio:
//   ffmpeg -loop 1 -framerate 25 -i counter-wide.jpg -vf "scale=3840:-1,zoompan=...,format=yuv420p" -t 6
//          -c:v libx264 -preset slow -crf 28 -movflags +faststart -an winkel.mp4
// (run by this script when ffmpeg is on PATH; --no-video skips it, --video-only makes only the clip,
// --only=foto-0 only the pictures whose name starts so). The result is committed,
// so neither the build nor CI needs ffmpeg.
//
// The owner replaces a placeholder by dropping a real photo with the same file name (and roughly the
// same aspect ratio) into public/images/ and rebuilding; this script is then no longer needed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const imagesDir = path.join(root, 'public', 'images');
const videoDir = path.join(root, 'public', 'video');

// ---------------------------------------------------------------------------------------------
// Tools

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n) => Number(n.toFixed(1));

function makeRandom(seed) {
  const next = mulberry32(seed);
  const rnd = (min = 0, max = 1) => min + (max - min) * next();
  rnd.int = (min, max) => Math.floor(rnd(min, max + 1));
  rnd.pick = (list) => list[Math.floor(next() * list.length)];
  return rnd;
}

const stops = (list) =>
  list
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');

const linear = (id, list, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;

const radial = (id, list, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;

const blur = (id, amount) =>
  `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;

// A soft line of trees or hedges: overlapping crowns along the horizon.
function treeLine(rnd, { W, y, height, color, density = 1, opacity = 1, filter = '' }) {
  const crowns = [];
  let x = -40;
  while (x < W + 40) {
    const r = rnd(height * 0.25, height * 0.6);
    const lift = rnd(0, height * 0.55);
    crowns.push(`<circle cx="${f(x)}" cy="${f(y - lift - r * 0.4)}" r="${f(r)}"/>`);
    x += rnd(r * 0.35, r * 1.1) / density;
  }
  return `<g fill="${color}" opacity="${opacity}" ${filter}>${crowns.join('')}<rect x="-40" y="${f(y - height * 0.25)}" width="${W + 80}" height="${f(height * 0.5)}"/></g>`;
}

// A cow seen from the side, facing right, about 200 x 112 units before scaling.
function cow({ x, y, scale, color, grazing = false, flip = false, rim = null }) {
  const head = grazing
    ? 'L150,30 C158,38 166,54 170,72 C172,82 170,92 164,94 C158,95 154,90 153,84 L150,64'
    : 'L170,28 C178,28 186,34 190,44 C192,50 186,54 180,52 L166,48 C160,50 156,56 150,60';
  const ear = grazing
    ? '<ellipse cx="152" cy="34" rx="9" ry="4" transform="rotate(40 152 34)"/>'
    : '<ellipse cx="162" cy="24" rx="10" ry="4" transform="rotate(-20 162 24)"/>';
  const body = `M20,35 C20,22 40,18 70,20 L130,18 C140,17 146,22 150,26 ${head} L148,78 L146,112 L138,112 L136,84 L128,84 L127,112 L119,112 L116,82 C100,86 70,86 52,82 L50,112 L42,112 L40,86 L34,86 L33,112 L25,112 L22,70 C16,60 16,45 20,35 Z`;
  const tail =
    '<path d="M21,36 C12,50 11,70 13,90" fill="none" stroke-width="3.5" stroke-linecap="round"/><ellipse cx="13" cy="92" rx="3.5" ry="6"/>';
  const mirror = flip ? `translate(200,0) scale(-1,1)` : '';
  const rimLine = rim
    ? `<path d="M20,35 C20,22 40,18 70,20 L130,18 C140,17 146,22 150,26" fill="none" stroke="${rim}" stroke-width="2.2" opacity="0.75"/>`
    : '';
  return `<g transform="translate(${f(x)},${f(y)}) scale(${scale}) ${mirror}" fill="${color}" stroke="${color}">
    <path d="${body}" stroke-width="1"/>${tail}${ear}${rimLine}</g>`;
}

// A long Flemish farmhouse with a barn, lit windows optional.
function farmhouse({ x, y, scale, color, windows = null }) {
  const lit = windows
    ? [
        [38, -34],
        [62, -34],
        [112, -34],
        [136, -34],
      ]
        .map(([wx, wy]) => `<rect x="${wx}" y="${wy}" width="11" height="14" rx="1" fill="${windows}"/>`)
        .join('')
    : '';
  const glow = windows
    ? `<g filter="url(#glowBlur)" fill="${windows}" opacity="0.6">${[43, 67, 117, 141].map((gx) => `<circle cx="${gx}" cy="-27" r="12"/>`).join('')}</g>`
    : '';
  return `<g transform="translate(${f(x)},${f(y)}) scale(${scale})">
    <path fill="${color}" d="M0,0 L0,-46 L22,-86 L150,-86 L172,-46 L172,0 Z"/>
    <rect fill="${color}" x="120" y="-104" width="10" height="24"/>
    <path fill="${color}" d="M172,0 L172,-60 L215,-118 L258,-60 L258,0 Z"/>
    <path fill="${color}" d="M258,0 L258,-30 L330,-30 L330,0 Z"/>
    ${glow}${lit}
  </g>`;
}

// A pollard willow (knotwilg): stubby trunk with a crown of straight young shoots.
function willow(rnd, { x, y, scale, color }) {
  const shoots = [];
  for (let i = 0; i < 46; i += 1) {
    const angle = rnd(-42, 42) * (Math.PI / 180);
    const length = rnd(45, 115);
    const sx = rnd(-14, 14);
    shoots.push(
      `<path d="M${f(sx)},-60 Q${f(sx + Math.sin(angle) * length * 0.4)},${f(-60 - length * 0.6)} ${f(sx + Math.sin(angle) * length)},${f(-60 - Math.cos(angle) * length)}" stroke-width="${f(rnd(0.8, 1.8))}"/>`,
    );
  }
  return `<g transform="translate(${f(x)},${f(y)}) scale(${scale})" stroke="${color}" fill="none" stroke-linecap="round">
    ${shoots.join('')}
    <path fill="${color}" stroke="none" d="M-11,0 C-8,-18 -12,-36 -20,-52 C-24,-60 -16,-68 -6,-64 C2,-70 16,-68 22,-58 C18,-50 9,-36 11,0 Z"/>
  </g>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes: each returns the inner SVG of a W x H picture. One muted palette for all of them, flat
// shapes with gentle gradients, no texture noise: calm illustrations, not imitation photos.

const palette = {
  cream: '#f1e8da',
  sand: '#e3d2b8',
  ochre: '#c9a36b',
  apricot: '#dca77f',
  rose: '#b9827c',
  oxblood: '#7a2e2e',
  plum: '#4a3b45',
  plumDark: '#352b33',
  sage: '#9aab8a',
  olive: '#6f7f58',
  moss: '#56653f',
  slate: '#5b6169',
  ink: '#2e2a2b',
  meat: '#9c3d44',
  meatDark: '#7f2c35',
  fat: '#eddcc5',
  woodLight: '#c49a6e',
  woodDark: '#9f7450',
};

const skies = {
  dusk: [
    [0, '#3f3547'],
    [0.45, '#7d5a66'],
    [0.8, '#c98f78'],
    [1, '#e8c398'],
  ],
  day: [
    [0, '#a8bbc0'],
    [0.6, '#d3d8cc'],
    [1, '#ece2cb'],
  ],
  mist: [
    [0, '#c3cbc6'],
    [1, '#e9e5da'],
  ],
  evening: [
    [0, '#2c3043'],
    [0.7, '#584e63'],
    [1, '#7d6670'],
  ],
};

const lands = {
  dusk: ['#6b5560', '#574653', '#443845', '#342b36'],
  day: ['#a9b391', '#8d9b73', '#72825a', '#5a6943'],
  mist: ['#b9c1b4', '#a3ae9c', '#8e9c86', '#76866d'],
  evening: ['#4a4152', '#3d3645', '#322c39', '#27222d'],
};

// A rolling band of land from height y (fraction of H) down to the bottom, in smooth curves.
function hill(rnd, W, H, { y, amplitude, color, opacity = 1 }) {
  const segments = 4;
  const base = H * y;
  let d = `M0,${f(base + rnd(-1, 1) * amplitude)}`;
  for (let i = 1; i <= segments; i += 1) {
    const x = (W * i) / segments;
    const c1 = x - (W / segments) * 0.66;
    const c2 = x - (W / segments) * 0.33;
    d += ` C${f(c1)},${f(base + rnd(-1, 1) * amplitude)} ${f(c2)},${f(base + rnd(-1, 1) * amplitude)} ${f(x)},${f(base + rnd(-1, 1) * amplitude)}`;
  }
  d += ` L${W},${H} L0,${H} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function sun(cx, cy, r, color, glow) {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 5)}" fill="url(#${glow})"/>
  <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}" opacity="0.9"/>`;
}

// A round hay bale seen from the side: a drum with a lighter end face.
function hayBale({ x, y, r, body, face, line }) {
  return `<g transform="translate(${f(x)},${f(y)})">
    <ellipse cx="${f(r * 0.9)}" cy="${f(r * 0.98)}" rx="${f(r * 1.4)}" ry="${f(r * 0.14)}" fill="#000" opacity="0.18"/>
    <rect x="0" y="0" width="${f(r * 1.5)}" height="${f(r * 2)}" rx="${f(r * 0.25)}" fill="${body}" transform="translate(0,${f(-r)})"/>
    <ellipse cx="${f(r * 1.5)}" cy="0" rx="${f(r * 0.7)}" ry="${f(r)}" fill="${face}"/>
    <ellipse cx="${f(r * 1.5)}" cy="0" rx="${f(r * 0.42)}" ry="${f(r * 0.6)}" fill="none" stroke="${line}" stroke-width="${f(r * 0.05)}" opacity="0.6"/>
    <ellipse cx="${f(r * 1.5)}" cy="0" rx="${f(r * 0.16)}" ry="${f(r * 0.24)}" fill="none" stroke="${line}" stroke-width="${f(r * 0.05)}" opacity="0.6"/>
  </g>`;
}

// The old linden by the farm: a round, layered crown on a short trunk.
function linden({ x, y, scale, color, light }) {
  return `<g transform="translate(${f(x)},${f(y)}) scale(${scale})">
    <path d="M-9,0 L-6,-120 L6,-120 L9,0 Z" fill="${color}"/>
    <circle cx="0" cy="-190" r="95" fill="${color}"/>
    <circle cx="-60" cy="-150" r="62" fill="${color}"/>
    <circle cx="62" cy="-145" r="60" fill="${color}"/>
    <circle cx="-22" cy="-225" r="50" fill="${light}" opacity="0.35"/>
  </g>`;
}

function landscape(
  W,
  H,
  rnd,
  {
    mood = 'day',
    horizon = 0.62,
    sunX = 0.72,
    cows = 0,
    house = false,
    lit = false,
    willows = 0,
    ditch = false,
    bales = 0,
    tree = false,
    moon = false,
  } = {},
) {
  const hy = H * horizon;
  const land = lands[mood];
  const s = W / 1200;
  const treeColour = { dusk: '#4e3f4c', day: '#7f8e74', mist: '#a9b2a6', evening: '#3a3445' }[mood];
  const cowColour = { dusk: '#2b222b', day: '#5b4034', mist: '#6f6a62', evening: '#221e27' }[mood];
  const sunColour = { dusk: '#f3d3a4', day: '#fbf1dc', mist: '#f7f2e6', evening: '#ece3d0' }[mood];

  const herd = [];
  for (let i = 0; i < cows; i += 1) {
    const depth = rnd(0, 1);
    const scale = s * (0.32 + depth * 0.7);
    herd.push({
      depth,
      svg: cow({
        x: rnd(0.06, 0.84) * W,
        y: hy + H * 0.05 + depth * (H - hy) * 0.5 - 112 * scale,
        scale,
        color: cowColour,
        grazing: rnd() < 0.55,
        flip: rnd() < 0.5,
      }),
    });
  }
  herd.sort((a, b) => a.depth - b.depth);

  const willowRow = [];
  for (let i = 0; i < willows; i += 1) {
    const t = i / Math.max(1, willows - 1);
    willowRow.push(
      willow(rnd, {
        x: W * (0.08 + t * 0.5),
        y: hy + H * (0.16 - t * 0.12),
        scale: s * (1.5 - t * 1.0),
        color: mood === 'day' ? '#4f5a3f' : '#2e2731',
      }),
    );
  }

  const baleRow = [];
  for (let i = 0; i < bales; i += 1) {
    const t = i / Math.max(1, bales - 1);
    const r = H * (0.11 - t * 0.075);
    baleRow.push(
      hayBale({
        x: W * (0.06 + t * 0.62),
        y: hy + H * (0.27 - t * 0.22),
        r,
        body: '#c4975f',
        face: '#ddb67c',
        line: '#a57b48',
      }),
    );
  }
  baleRow.reverse();

  const water = ditch
    ? `<path d="M${f(W * 0.62)},${f(hy + H * 0.03)} C${f(W * 0.66)},${f(hy + H * 0.15)} ${f(W * 0.74)},${f(H * 0.86)} ${f(W * 0.98)},${H} L${f(W * 0.8)},${H} C${f(W * 0.66)},${f(H * 0.88)} ${f(W * 0.62)},${f(hy + H * 0.15)} ${f(W * 0.6)},${f(hy + H * 0.03)} Z" fill="url(#water)"/>`
    : '';

  return `
  <defs>
    ${linear('sky', skies[mood])}
    ${radial('sunGlow', [
      [0, sunColour, 0.55],
      [0.35, sunColour, 0.18],
      [1, sunColour, 0],
    ])}
    ${linear('haze', [
      [0, skies[mood][skies[mood].length - 1][1], 0.35],
      [1, skies[mood][skies[mood].length - 1][1], 0],
    ])}
    ${linear(
      'water',
      mood === 'day'
        ? [
            [0, '#c9d3d0'],
            [1, '#93a6aa'],
          ]
        : [
            [0, '#b98a80'],
            [1, '#5e4a58'],
          ],
    )}
    ${radial('windowGlow', [
      [0, '#f2c983', 0.7],
      [1, '#f2c983', 0],
    ])}
    ${blur('glowBlur', 5)}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${moon ? `<circle cx="${f(W * 0.22)}" cy="${f(H * 0.2)}" r="${f(14 * s)}" fill="#efe6d2" opacity="0.9"/>` : ''}
  ${mood === 'evening' || moon ? '' : sun(W * sunX, hy - H * 0.07, H * 0.045, sunColour, 'sunGlow')}
  ${treeLine(rnd, { W, y: hy, height: H * 0.07, color: treeColour, density: 0.8, opacity: 0.85 })}
  ${house ? farmhouse({ x: W * 0.14, y: hy + H * 0.02, scale: s * 1.1, color: mood === 'day' ? '#6d6460' : '#2b2530', windows: lit ? '#f2c983' : null }) : ''}
  ${hill(rnd, W, H, { y: horizon, amplitude: H * 0.012, color: land[0] })}
  ${tree ? linden({ x: W * 0.74, y: hy + H * 0.02, scale: s * 1.2, color: '#2b2530', light: '#6b5a6a' }) : ''}
  ${hill(rnd, W, H, { y: horizon + 0.05, amplitude: H * 0.015, color: land[1] })}
  ${hill(rnd, W, H, { y: horizon + 0.14, amplitude: H * 0.02, color: land[2] })}
  ${water}
  ${hill(rnd, W, H, { y: horizon + 0.27, amplitude: H * 0.025, color: land[3] })}
  <rect y="${f(hy - H * 0.02)}" width="${W}" height="${f(H * 0.14)}" fill="url(#haze)"/>
  ${willowRow.reverse().join('')}
  ${baleRow.join('')}
  ${herd.map((c) => c.svg).join('')}
  `;
}

const pastureDusk = (W, H, rnd, o = {}) => landscape(W, H, rnd, { mood: 'dusk', ...o });
const meadowMorning = (W, H, rnd, o = {}) => landscape(W, H, rnd, { mood: 'day', ...o });
const mistyFields = (W, H, rnd) =>
  landscape(W, H, rnd, { mood: 'mist', horizon: 0.58, sunX: 0.3, cows: 2 }) +
  `<rect width="${W}" height="${H}" fill="#eeeae0" opacity="0.28"/>`;
const polder = (W, H, rnd, { dusk = true } = {}) =>
  landscape(W, H, rnd, { mood: dusk ? 'dusk' : 'day', horizon: 0.6, sunX: 0.8, willows: 5, ditch: true });
const hayBales = (W, H, rnd) => landscape(W, H, rnd, { mood: 'dusk', horizon: 0.56, sunX: 0.78, bales: 4 });
const farmhouseDusk = (W, H, rnd) =>
  landscape(W, H, rnd, { mood: 'evening', horizon: 0.7, house: true, lit: true, tree: true, moon: true });

// --- Still lifes, seen from above -------------------------------------------------------------

function groundDefs(id, top, bottom) {
  return radial(
    id,
    [
      [0, top],
      [1, bottom],
    ],
    { cx: 0.45, cy: 0.4, r: 0.85 },
  );
}

// A wooden board or table top: a warm gradient and a few long, quiet grain lines.
function wood(rnd, { x, y, w, h, r, light = palette.woodLight, dark = palette.woodDark, id }) {
  const lines = [];
  for (let i = 0; i < 9; i += 1) {
    const ly = y + h * rnd(0.05, 0.95);
    lines.push(
      `<path d="M${f(x)},${f(ly)} C${f(x + w * 0.3)},${f(ly + rnd(-8, 8))} ${f(x + w * 0.7)},${f(ly + rnd(-8, 8))} ${f(x + w)},${f(ly + rnd(-6, 6))}" stroke="${dark}" stroke-width="${f(rnd(1.5, 3.5))}" fill="none" opacity="${f(rnd(0.15, 0.35) * 10) / 10}"/>`,
    );
  }
  return `<defs>${linear(
    id,
    [
      [0, light],
      [1, dark],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}<clipPath id="${id}Clip"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}"/></clipPath></defs>
  <rect x="${f(x + w * 0.015)}" y="${f(y + h * 0.03)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="#000" opacity="0.22" filter="url(#soft)"/>
  <rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="url(#${id})"/>
  <g clip-path="url(#${id}Clip)">${lines.join('')}</g>`;
}

function steakPath(w, h) {
  return `M${f(w * 0.08)},${f(h * 0.3)} C${f(w * 0.1)},${f(h * 0.02)} ${f(w * 0.55)},${f(-h * 0.06)} ${f(w * 0.82)},${f(h * 0.1)} C${f(w * 1.04)},${f(h * 0.24)} ${f(w * 1.02)},${f(h * 0.74)} ${f(w * 0.8)},${f(h * 0.9)} C${f(w * 0.55)},${f(h * 1.06)} ${f(w * 0.14)},${f(h * 1.0)} ${f(w * 0.04)},${f(h * 0.74)} C${f(-w * 0.02)},${f(h * 0.58)} ${f(w * 0.04)},${f(h * 0.42)} ${f(w * 0.08)},${f(h * 0.3)} Z`;
}

let clipCount = 0;
// A steak: a rim of fat, soft red meat, a few pale veins of marbling; grill marks if asked.
function steak(rnd, { x, y, w, h, rot = 0, grill = false }) {
  const d = steakPath(w, h);
  const clip = `steakClip${(clipCount += 1)}`;
  const veins = [];
  for (let i = 0; i < 6; i += 1) {
    const sx = w * rnd(0.1, 0.8);
    const sy = h * rnd(0.15, 0.85);
    veins.push(
      `<path d="M${f(sx)},${f(sy)} q${f(w * rnd(0.05, 0.15))},${f(h * rnd(-0.12, 0.12))} ${f(w * rnd(0.12, 0.3))},${f(h * rnd(-0.08, 0.08))}" stroke="${palette.fat}" stroke-width="${f(rnd(1.5, 3) * (w / 400))}" fill="none" stroke-linecap="round" opacity="${f(rnd(0.25, 0.45) * 10) / 10}"/>`,
    );
  }
  const marks = grill
    ? [0.25, 0.45, 0.65, 0.85]
        .map(
          (t) =>
            `<path d="M${f(w * (t - 0.25))},${f(h * 1.1)} L${f(w * (t + 0.1))},${f(-h * 0.1)}" stroke="#3a2320" stroke-width="${f(w * 0.035)}" opacity="0.55"/>`,
        )
        .join('')
    : '';
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)} ${f(w / 2)} ${f(h / 2)})">
    <defs><clipPath id="${clip}"><path d="${d}"/></clipPath></defs>
    <path d="${d}" fill="#000" opacity="0.25" transform="translate(${f(w * 0.02)},${f(h * 0.05)})" filter="url(#soft)"/>
    <path d="${d}" fill="${palette.fat}" transform="translate(${f(-w * 0.015)},${f(-h * 0.02)}) scale(1.03)"/>
    <path d="${d}" fill="url(#meat)"/>
    <g clip-path="url(#${clip})">${veins.join('')}${marks}</g>
  </g>`;
}

function meatDefs() {
  return radial(
    'meat',
    [
      [0, '#ad4c51'],
      [1, palette.meatDark],
    ],
    { cx: 0.42, cy: 0.4, r: 0.7 },
  );
}

// A sprig of rosemary: a thin stem with small paired leaves.
function sprig(rnd, { x, y, scale, rot, color = palette.olive }) {
  const leaves = [];
  for (let i = 0; i < 16; i += 1) {
    const px = 20 + i * 16;
    for (const side of [-1, 1]) {
      leaves.push(
        `<ellipse cx="${f(px)}" cy="${f(side * 11)}" rx="3.5" ry="13" transform="rotate(${f(side * (40 + rnd(-8, 8)))} ${f(px)} 0)"/>`,
      );
    }
  }
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(scale * 100) / 100})" fill="${color}">
    <path d="M0,0 Q140,-6 290,2" stroke="#6b5a40" stroke-width="3" fill="none"/>${leaves.join('')}</g>`;
}

function bayLeaf({ x, y, scale, rot }) {
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(scale * 100) / 100})">
    <path d="M0,0 C40,-28 110,-30 160,0 C110,30 40,28 0,0 Z" fill="${palette.sage}"/>
    <path d="M0,0 L150,0" stroke="#7b8a68" stroke-width="2.5"/></g>`;
}

function peppercorns(rnd, { x, y, spread, r, count }) {
  const list = [];
  for (let i = 0; i < count; i += 1) {
    list.push(
      `<circle cx="${f(x + rnd(-spread, spread))}" cy="${f(y + rnd(-spread * 0.5, spread * 0.5))}" r="${f(r * rnd(0.8, 1.15))}" fill="#3d3232"/>`,
    );
  }
  return list.join('');
}

function boardWithMeat(W, H, rnd, { cuts = 2 } = {}) {
  const s = W / 1200;
  const steaks = [];
  for (let i = 0; i < cuts; i += 1) {
    const size = cuts > 1 ? 1 : 1.25;
    steaks.push(
      steak(rnd, {
        x: W * (cuts > 1 ? 0.17 + i * 0.33 : 0.3) + rnd(-10, 10) * s,
        y: H * (cuts > 1 ? 0.26 + i * 0.12 : 0.28),
        w: 380 * s * size,
        h: 280 * s * size,
        rot: rnd(-18, 18),
      }),
    );
  }
  return `
  <defs>${groundDefs('ground', '#5a4a52', palette.plumDark)}${meatDefs()}${blur('soft', 14 * s)}</defs>
  <rect width="${W}" height="${H}" fill="url(#ground)"/>
  ${wood(rnd, { x: W * 0.08, y: H * 0.12, w: W * 0.84, h: H * 0.74, r: 36 * s, id: 'board' })}
  ${steaks.join('')}
  ${sprig(rnd, { x: W * 0.6, y: H * 0.8, scale: s * 1.1, rot: -14 })}
  ${peppercorns(rnd, { x: W * 0.24, y: H * 0.8, spread: 50 * s, r: 7 * s, count: 9 })}
  `;
}

function marbledCloseUp(W, H, rnd) {
  const s = W / 1200;
  return `
  <defs>${meatDefs()}${blur('soft', 18 * s)}</defs>
  ${wood(rnd, { x: -20, y: -20, w: W + 40, h: H + 40, r: 0, id: 'table' })}
  ${steak(rnd, { x: W * 0.08, y: H * 0.12, w: W * 0.86, h: H * 0.78, rot: -8 })}
  ${sprig(rnd, { x: W * 0.62, y: H * 0.92, scale: s * 1.3, rot: -10 })}
  `;
}

function herbsOnSlate(W, H, rnd) {
  const s = W / 1200;
  const sprigs = [
    sprig(rnd, { x: W * 0.1, y: H * 0.3, scale: s * 1.3, rot: 12 }),
    sprig(rnd, { x: W * 0.16, y: H * 0.72, scale: s * 1.2, rot: -18 }),
    sprig(rnd, { x: W * 0.55, y: H * 0.22, scale: s, rot: 28, color: palette.moss }),
  ];
  const leaves = [
    bayLeaf({ x: W * 0.56, y: H * 0.66, scale: s * 1.5, rot: -30 }),
    bayLeaf({ x: W * 0.63, y: H * 0.74, scale: s * 1.3, rot: 10 }),
    bayLeaf({ x: W * 0.44, y: H * 0.52, scale: s * 1.2, rot: 150 }),
  ];
  const bowl = `<g transform="translate(${f(W * 0.78)},${f(H * 0.34)})">
    <circle r="${f(118 * s)}" fill="#000" opacity="0.25" transform="translate(${f(8 * s)},${f(12 * s)})" filter="url(#soft)"/>
    <circle r="${f(118 * s)}" fill="${palette.sand}"/>
    <circle r="${f(96 * s)}" fill="#d2c1a6"/>
    ${peppercorns(rnd, { x: 0, y: 0, spread: 60 * s, r: 11 * s, count: 40 })}
  </g>`;
  return `
  <defs>${groundDefs('slate', '#666c74', '#454a52')}${blur('soft', 12 * s)}</defs>
  <rect width="${W}" height="${H}" fill="url(#slate)"/>
  ${sprigs.join('')}${leaves.join('')}${bowl}
  ${peppercorns(rnd, { x: W * 0.42, y: H * 0.84, spread: 60 * s, r: 8 * s, count: 8 })}
  `;
}

function sausages(W, H, rnd) {
  const s = W / 1200;
  const links = [];
  for (let i = 0; i < 3; i += 1) {
    const y = H * (0.33 + i * 0.17);
    const x0 = W * 0.2;
    const x1 = W * 0.78;
    const bend = rnd(-30, 30) * s;
    const d = `M${f(x0)},${f(y)} C${f(x0 + (x1 - x0) * 0.33)},${f(y + bend)} ${f(x0 + (x1 - x0) * 0.66)},${f(y - bend)} ${f(x1)},${f(y + rnd(-6, 6) * s)}`;
    links.push(`<path d="${d}" stroke="#000" stroke-width="${f(74 * s)}" stroke-linecap="round" fill="none" opacity="0.2" transform="translate(${f(4 * s)},${f(10 * s)})" filter="url(#soft)"/>
      <path d="${d}" stroke="#a4665a" stroke-width="${f(72 * s)}" stroke-linecap="round" fill="none"/>
      <path d="${d}" stroke="#c38d7c" stroke-width="${f(16 * s)}" stroke-linecap="round" fill="none" opacity="0.5" transform="translate(0,${f(-16 * s)})"/>
`);
  }
  return `
  <defs>${groundDefs('ground', '#5a4a52', palette.plumDark)}${blur('soft', 10 * s)}</defs>
  <rect width="${W}" height="${H}" fill="url(#ground)"/>
  ${wood(rnd, { x: W * 0.08, y: H * 0.14, w: W * 0.84, h: H * 0.72, r: 36 * s, id: 'board' })}
  ${links.join('')}
  ${sprig(rnd, { x: W * 0.2, y: H * 0.82, scale: s, rot: -6 })}
  `;
}

// The shop from the customer's side: warm wall, lamps, and the counter with trays of meat.
function shopCounter(W, H, rnd) {
  const s = W / 1200;
  const counterTop = H * 0.56;
  const trays = [];
  const trayW = W * 0.16;
  for (let i = 0; i < 5; i += 1) {
    const tx = W * 0.07 + i * (trayW + W * 0.02);
    const pieces = [];
    for (let j = 0; j < 3; j += 1) {
      pieces.push(
        `<ellipse cx="${f(tx + trayW * (0.22 + j * 0.28))}" cy="${f(counterTop + H * 0.075)}" rx="${f(trayW * 0.13)}" ry="${f(H * 0.03)}" fill="${rnd.pick(['#a4484e', '#b8656a', '#8f3a40', '#c98f86'])}"/>`,
      );
    }
    trays.push(
      `<rect x="${f(tx)}" y="${f(counterTop + H * 0.035)}" width="${f(trayW)}" height="${f(H * 0.08)}" rx="${f(6 * s)}" fill="#f4efe6"/>${pieces.join('')}`,
    );
  }
  const lamps = [0.25, 0.5, 0.75]
    .map(
      (
        t,
      ) => `<line x1="${f(W * t)}" y1="0" x2="${f(W * t)}" y2="${f(H * 0.16)}" stroke="${palette.ink}" stroke-width="${f(2 * s)}"/>
    <circle cx="${f(W * t)}" cy="${f(H * 0.24)}" r="${f(H * 0.16)}" fill="url(#lampGlow)"/>
    <path d="M${f(W * t - 40 * s)},${f(H * 0.2)} Q${f(W * t)},${f(H * 0.12)} ${f(W * t + 40 * s)},${f(H * 0.2)} Z" fill="${palette.oxblood}"/>`,
    )
    .join('');
  const jars = [0.16, 0.24, 0.31, 0.66, 0.74, 0.83]
    .map(
      (t, i) =>
        `<rect x="${f(W * t)}" y="${f(H * (0.3 - (i % 2) * 0.02))}" width="${f(W * 0.045)}" height="${f(H * (0.08 + (i % 2) * 0.02))}" rx="${f(6 * s)}" fill="${[palette.ochre, palette.rose, palette.sage][i % 3]}" opacity="0.85"/>`,
    )
    .join('');
  return `
  <defs>
    ${linear('wall', [
      [0, '#efe4d3'],
      [1, '#dccbb2'],
    ])}
    ${radial('lampGlow', [
      [0, '#fff3d6', 0.7],
      [1, '#fff3d6', 0],
    ])}
    ${linear('glass', [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0.15],
    ])}
    ${linear('front', [
      [0, palette.oxblood],
      [1, '#5e2224'],
    ])}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect y="${f(H * 0.38)}" width="${W}" height="${f(H * 0.012)}" fill="${palette.woodDark}" opacity="0.8"/>
  ${jars}
  ${lamps}
  <rect y="${f(counterTop - H * 0.1)}" width="${W}" height="${f(H * 0.1)}" fill="url(#glass)"/>
  <rect y="${f(counterTop - H * 0.1)}" width="${W}" height="${f(3 * s)}" fill="#ffffff" opacity="0.8"/>
  <rect y="${f(counterTop)}" width="${W}" height="${f(H * 0.16)}" fill="#e9e1d4"/>
  ${trays.join('')}
  <rect y="${f(counterTop + H * 0.16)}" width="${W}" height="${f(H * 0.3)}" fill="url(#front)"/>
  <rect y="${f(counterTop + H * 0.19)}" width="${W}" height="${f(4 * s)}" fill="${palette.cream}" opacity="0.7"/>
  <rect y="${f(H * 0.94)}" width="${W}" height="${f(H * 0.06)}" fill="#8e7a68"/>
  `;
}

function embers(W, H, rnd) {
  const s = W / 1200;
  const glows = [];
  for (let i = 0; i < 14; i += 1) {
    glows.push(
      `<circle cx="${f(rnd(0, W))}" cy="${f(rnd(0, H))}" r="${f(rnd(80, 190) * s)}" fill="url(#ember)" opacity="${f(rnd(0.4, 0.8) * 10) / 10}"/>`,
    );
  }
  const bars = [];
  for (let y = H * 0.08; y < H; y += H * 0.09) {
    bars.push(`<rect y="${f(y)}" width="${W}" height="${f(7 * s)}" fill="#5c504c" opacity="0.75"/>`);
  }
  return `
  <defs>
    ${groundDefs('coal', '#3a2f30', '#231d1f')}
    ${radial('ember', [
      [0, '#d98a4e', 0.8],
      [0.5, '#b5573a', 0.35],
      [1, '#b5573a', 0],
    ])}
    ${meatDefs()}${blur('soft', 12 * s)}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#coal)"/>
  ${glows.join('')}
  ${bars.join('')}
  ${steak(rnd, { x: W * 0.1, y: H * 0.22, w: 360 * s, h: 270 * s, rot: -10, grill: true })}
  ${steak(rnd, { x: W * 0.52, y: H * 0.4, w: 380 * s, h: 280 * s, rot: 14, grill: true })}
  `;
}

// A knife from above: a dark handle with rivets and a pale, gently curved blade.
function knife({ x, y, length, rot, s }) {
  const handle = length * 0.36;
  const blade = length - handle;
  const bw = 34 * s;
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)})">
    <path d="M${f(handle)},${f(-bw / 2)} L${f(handle + blade * 0.8)},${f(-bw / 2)} Q${f(length)},${f(-bw / 2)} ${f(length)},${f(bw / 2)} L${f(handle)},${f(bw / 2)} Z" fill="#000" opacity="0.2" transform="translate(${f(5 * s)},${f(9 * s)})" filter="url(#soft)"/>
    <path d="M${f(handle)},${f(-bw / 2)} L${f(handle + blade * 0.8)},${f(-bw / 2)} Q${f(length)},${f(-bw / 2)} ${f(length)},${f(bw / 2)} L${f(handle)},${f(bw / 2)} Z" fill="url(#blade)"/>
    <rect x="0" y="${f(-bw * 0.42)}" width="${f(handle)}" height="${f(bw * 0.84)}" rx="${f(bw * 0.35)}" fill="#3b302d"/>
    ${[0.25, 0.5, 0.75].map((t) => `<circle cx="${f(handle * t)}" cy="0" r="${f(bw * 0.1)}" fill="${palette.sand}"/>`).join('')}
  </g>`;
}

function knivesOnWood(W, H, rnd) {
  const s = W / 1200;
  return `
  <defs>
    ${linear(
      'blade',
      [
        [0, '#e4e6e4'],
        [1, '#aeb3b3'],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    )}
    ${blur('soft', 8 * s)}
  </defs>
  ${wood(rnd, { x: -20, y: -20, w: W + 40, h: H + 40, r: 0, id: 'table' })}
  <rect x="${f(W * 0.7)}" y="${f(-H * 0.05)}" width="${f(W * 0.24)}" height="${f(H * 1.1)}" fill="${palette.cream}" transform="rotate(6 ${f(W * 0.82)} ${f(H / 2)})"/>
  <g transform="rotate(6 ${f(W * 0.82)} ${f(H / 2)})">
    <rect x="${f(W * 0.73)}" y="${f(-H * 0.05)}" width="${f(W * 0.012)}" height="${f(H * 1.1)}" fill="${palette.oxblood}" opacity="0.8"/>
    <rect x="${f(W * 0.755)}" y="${f(-H * 0.05)}" width="${f(W * 0.006)}" height="${f(H * 1.1)}" fill="${palette.oxblood}" opacity="0.8"/>
  </g>
  ${knife({ x: W * 0.1, y: H * 0.28, length: W * 0.52, rot: -8, s })}
  ${knife({ x: W * 0.14, y: H * 0.52, length: W * 0.44, rot: -8, s })}
  ${knife({ x: W * 0.18, y: H * 0.74, length: W * 0.36, rot: -8, s })}
  `;
}

// ---------------------------------------------------------------------------------------------
// Rendering

const vignette = (W, H, strength) => `
  <defs>${radial(
    'vig',
    [
      [0, '#000', 0],
      [0.6, '#000', 0],
      [1, '#000', strength],
    ],
    { r: 0.75 },
  )}</defs>
  <rect width="${W}" height="${H}" fill="url(#vig)"/>`;

// A whisper of noise: enough to keep the gradients from banding in JPEG, too little to see.
async function dither(W, H, seed) {
  const rnd = mulberry32(seed);
  const pixels = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i += 1) {
    const v = Math.round(128 + (rnd() - 0.5) * 60);
    pixels[i * 4] = v;
    pixels[i * 4 + 1] = v;
    pixels[i * 4 + 2] = v;
    pixels[i * 4 + 3] = 10;
  }
  return sharp(pixels, { raw: { width: W, height: H, channels: 4 } })
    .png()
    .toBuffer();
}

async function render({ file, W, H, scene, seed, options, vignetteStrength = 0.28 }) {
  const rnd = makeRandom(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${scene(W, H, rnd, options)}
    ${vignette(W, H, vignetteStrength)}
  </svg>`;
  const base = await sharp(Buffer.from(svg)).png().toBuffer();
  const output = await sharp(base)
    .composite([{ input: await dither(W, H, seed * 7 + 1), blend: 'overlay' }])
    .jpeg({ quality: 80, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  await sharp(output).toFile(file);
  console.log(`${path.relative(root, file)}  ${W}x${H}  ${(output.length / 1024).toFixed(0)} kB`);
}

const img = (name) => path.join(imagesDir, name);

// What each picture shows; the Dutch alt texts in lib/shop.ts describe exactly these scenes.
const jobs = [
  {
    file: img('hero.jpg'),
    W: 2400,
    H: 1600,
    scene: pastureDusk,
    seed: 11,
    options: { horizon: 0.74, sunX: 0.8, cows: 6, house: true },
    vignetteStrength: 0.35,
  },
  {
    file: path.join(root, 'public', 'og-image.jpg'),
    W: 1200,
    H: 630,
    scene: pastureDusk,
    seed: 12,
    options: { horizon: 0.72, sunX: 0.7, cows: 4, house: true },
  },

  {
    file: img('galerij-01.jpg'),
    W: 1200,
    H: 900,
    scene: meadowMorning,
    seed: 21,
    options: { horizon: 0.55, cows: 5 },
  },
  { file: img('galerij-02.jpg'), W: 1200, H: 900, scene: marbledCloseUp, seed: 22 },
  { file: img('galerij-03.jpg'), W: 1200, H: 900, scene: boardWithMeat, seed: 23, options: { cuts: 2 } },
  { file: img('galerij-04.jpg'), W: 1200, H: 900, scene: farmhouseDusk, seed: 24 },
  { file: img('galerij-05.jpg'), W: 1200, H: 900, scene: herbsOnSlate, seed: 25 },
  { file: img('galerij-06.jpg'), W: 1200, H: 900, scene: polder, seed: 26, options: { dusk: true } },
  { file: img('galerij-07.jpg'), W: 1200, H: 900, scene: sausages, seed: 27 },
  { file: img('galerij-08.jpg'), W: 1200, H: 900, scene: shopCounter, seed: 28 },
  { file: img('galerij-09.jpg'), W: 1200, H: 900, scene: mistyFields, seed: 29, vignetteStrength: 0.4 },

  {
    file: img('foto-01.jpg'),
    W: 1600,
    H: 1200,
    scene: meadowMorning,
    seed: 31,
    options: { horizon: 0.5, cows: 3 },
  },
  { file: img('foto-02.jpg'), W: 1600, H: 1200, scene: hayBales, seed: 32 },
  { file: img('foto-03.jpg'), W: 1600, H: 1200, scene: boardWithMeat, seed: 33, options: { cuts: 1 } },
  { file: img('foto-04.jpg'), W: 1600, H: 1200, scene: farmhouseDusk, seed: 34 },
  { file: img('foto-05.jpg'), W: 1600, H: 1200, scene: herbsOnSlate, seed: 35 },
  {
    file: img('foto-06.jpg'),
    W: 1600,
    H: 1200,
    scene: pastureDusk,
    seed: 36,
    options: { horizon: 0.62, sunX: 0.35, cows: 4 },
  },
  { file: img('foto-07.jpg'), W: 1600, H: 1200, scene: sausages, seed: 37 },
  { file: img('foto-08.jpg'), W: 1600, H: 1200, scene: shopCounter, seed: 38 },
  { file: img('foto-09.jpg'), W: 1600, H: 1200, scene: polder, seed: 39, options: { dusk: false } },
  { file: img('foto-10.jpg'), W: 1600, H: 1200, scene: embers, seed: 40 },
  { file: img('foto-11.jpg'), W: 1600, H: 1200, scene: knivesOnWood, seed: 41 },

  { file: img('winkel-video-poster.jpg'), W: 1280, H: 720, scene: shopCounter, seed: 51 },
  {
    file: img('over-ons.jpg'),
    W: 1600,
    H: 1067,
    scene: meadowMorning,
    seed: 52,
    options: { horizon: 0.52, cows: 6, house: true },
  },
  {
    file: img('over-ons-video.jpg'),
    W: 1280,
    H: 720,
    scene: pastureDusk,
    seed: 53,
    options: { horizon: 0.66, sunX: 0.5, cows: 3, house: true },
  },
];

async function makeClip() {
  const probe = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  if (probe.status !== 0) {
    console.warn('ffmpeg ontbreekt: public/video/winkel.mp4 niet opnieuw gemaakt.');
    return;
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'clip-'));
  try {
    // Same scene and seed as the poster, wider and larger so the pan has room.
    const still = path.join(tmp, 'counter-wide.jpg');
    await render({ file: still, W: 1920, H: 1080, scene: shopCounter, seed: 51 });
    mkdirSync(videoDir, { recursive: true });
    const frames = 150;
    const result = spawnSync(
      'ffmpeg',
      [
        '-y',
        '-loop',
        '1',
        '-framerate',
        '25',
        '-i',
        still,
        '-vf',
        // Zoom in to 1.12 while drifting right and back again (a seamless loop); upscaling first
        // keeps zoompan's whole-pixel steps from jittering.
        `scale=3840:-1,zoompan=z='1+0.06*(1-cos(2*PI*on/${frames}))':x='(iw-iw/zoom)*(1-cos(2*PI*on/${frames}))/2':y='(ih-ih/zoom)/2':d=${frames}:s=960x540:fps=25,format=yuv420p`,
        '-t',
        '6',
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        '28',
        '-profile:v',
        'high',
        '-movflags',
        '+faststart',
        '-an',
        path.join(videoDir, 'winkel.mp4'),
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('ffmpeg faalde');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

mkdirSync(imagesDir, { recursive: true });
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const videoOnly = process.argv.includes('--video-only');
for (const job of jobs) {
  if (videoOnly || (only && !path.basename(job.file).startsWith(only))) continue;
  await render(job);
}
if (!process.argv.includes('--no-video') && !only) await makeClip();
