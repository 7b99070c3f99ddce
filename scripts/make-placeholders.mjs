// Placeholder photos and clip for the site until the shop has its own (`node scripts/make-placeholders.mjs`).
//
// Every picture is painted from SVG (gradients, blurred shapes, SVG turbulence for wood, grass and
// marbling), then given film grain and a vignette with sharp, and saved as a progressive JPEG. A seeded
// random generator keeps the output identical from run to run. No text is baked into any image.
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

// A texture from SVG turbulence, tinted by a colour matrix (rows: r, g, b from the noise's red).
function texture(id, { frequency, octaves = 4, seed = 1, type = 'fractalNoise', matrix, extra = '' }) {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
    <feTurbulence type="${type}" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${seed}" stitchTiles="stitch"/>
    <feColorMatrix type="matrix" values="${matrix}"/>${extra}
  </filter>`;
}

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
// Scenes: each returns the inner SVG of a W x H picture.

const palette = {
  duskTop: '#1b1d2e',
  duskMid: '#4a2f45',
  duskLow: '#b35a35',
  duskGlow: '#f3b06a',
  hedge: '#1c2417',
  meadow: '#3f5a2b',
  meadowDark: '#1f2c15',
  cream: '#f3ead9',
  red: '#8b1a1a',
  meat: '#a3303a',
  wood: '#6b4226',
  charcoal: '#1f1c1a',
};

function pastureDusk(
  W,
  H,
  rnd,
  { horizon = 0.68, sunX = 0.72, cows = 5, house = false, mood = 'dusk' } = {},
) {
  const hy = H * horizon;
  const sky =
    mood === 'dusk'
      ? [
          [0, palette.duskTop],
          [0.45, palette.duskMid],
          [0.8, palette.duskLow],
          [1, palette.duskGlow],
        ]
      : [
          [0, '#6f8fb0'],
          [0.55, '#c9c3b0'],
          [1, '#f2dcb0'],
        ];
  const cowColor = mood === 'dusk' ? '#140f0d' : '#3a2218';
  const herd = [];
  for (let i = 0; i < cows; i += 1) {
    const depth = rnd(0, 1);
    const scale = (W / 1200) * (0.35 + depth * 0.9);
    herd.push({
      depth,
      svg: cow({
        x: rnd(0.05, 0.85) * W,
        y: hy + depth * (H - hy) * 0.55 - 112 * scale + 10 * scale,
        scale,
        color: cowColor,
        grazing: rnd() < 0.55,
        flip: rnd() < 0.5,
        rim: mood === 'dusk' ? '#e39a5c' : '#e8c9a0',
      }),
    });
  }
  herd.sort((a, b) => a.depth - b.depth);
  return `
  <defs>
    ${linear('sky', sky)}
    ${radial('sun', [
      [0, '#ffe2a8', 0.95],
      [0.25, '#f6a85a', 0.55],
      [1, '#f6a85a', 0],
    ])}
    ${linear(
      'field',
      mood === 'dusk'
        ? [
            [0, '#4b4a2a'],
            [0.35, '#2d3a1c'],
            [1, '#11160c'],
          ]
        : [
            [0, '#7d8f4a'],
            [0.4, palette.meadow],
            [1, palette.meadowDark],
          ],
    )}
    ${blur('far', W / 500)}
    ${blur('mid', W / 900)}
    ${blur('glowBlur', 6)}
    ${texture('grass', {
      frequency: `${((0.003 * 1200) / W).toFixed(4)} ${((0.06 * 1200) / W).toFixed(4)}`,
      octaves: 3,
      seed: rnd.int(1, 999),
      matrix: '0 0 0 0 0.08  0 0 0 0 0.1  0 0 0 0 0.04  1.4 0 0 0 -0.55',
    })}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <ellipse cx="${f(W * sunX)}" cy="${f(hy - H * 0.02)}" rx="${f(W * 0.42)}" ry="${f(H * 0.32)}" fill="url(#sun)"/>
  ${treeLine(rnd, { W, y: hy, height: H * 0.06, color: mood === 'dusk' ? '#3a2d38' : '#7f8a78', filter: 'filter="url(#far)"', opacity: 0.9 })}
  ${house ? farmhouse({ x: W * 0.14, y: hy + 2, scale: W / 1400, color: mood === 'dusk' ? '#1a1416' : '#4a4640', windows: mood === 'dusk' ? '#ffc66e' : null }) : ''}
  ${treeLine(rnd, { W, y: hy + H * 0.01, height: H * 0.09, color: mood === 'dusk' ? '#201a1e' : '#4e5a3c', filter: 'filter="url(#mid)"', density: 0.7 })}
  <rect y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="url(#field)"/>
  <rect y="${f(hy)}" width="${W}" height="${f(H - hy)}" filter="url(#grass)" opacity="0.9"/>
  ${herd.map((c) => c.svg).join('')}
  `;
}

function meadowMorning(W, H, rnd, opts = {}) {
  return pastureDusk(W, H, rnd, { mood: 'day', ...opts });
}

function mistyFields(W, H, rnd) {
  const hy = H * 0.6;
  const lines = [0, 1, 2, 3]
    .map((i) =>
      treeLine(rnd, {
        W,
        y: hy + i * H * 0.07,
        height: H * (0.05 + i * 0.03),
        color: ['#b6b6a4', '#8d947e', '#5f6c4f', '#35432a'][i],
        filter: `filter="url(#mist${i})"`,
        density: 0.8,
      }),
    )
    .join('');
  return `
  <defs>
    ${linear('sky', [
      [0, '#9fb0b8'],
      [0.6, '#e2dccb'],
      [1, '#f1e6cd'],
    ])}
    ${linear('ground', [
      [0, '#6d7b4c'],
      [1, '#2a3519'],
    ])}
    ${linear('haze', [
      [0, '#f1e9d6', 0],
      [0.5, '#f1e9d6', 0.55],
      [1, '#f1e9d6', 0],
    ])}
    ${radial('paleSun', [
      [0, '#fffaf0', 0.95],
      [0.25, '#fff4dc', 0.6],
      [1, '#fff4dc', 0],
    ])}
    ${[0, 1, 2, 3].map((i) => blur(`mist${i}`, W / (260 + i * 260))).join('')}
    ${texture('grass', { frequency: '0.004 0.09', octaves: 3, seed: rnd.int(1, 999), matrix: '0 0 0 0 0.1  0 0 0 0 0.12  0 0 0 0 0.05  1.3 0 0 0 -0.5' })}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${f(W * 0.3)}" cy="${f(H * 0.36)}" r="${f(H * 0.2)}" fill="url(#paleSun)"/>
  ${lines}
  <rect y="${f(hy + H * 0.2)}" width="${W}" height="${f(H)}" fill="url(#ground)"/>
  <rect y="${f(hy + H * 0.2)}" width="${W}" height="${f(H)}" filter="url(#grass)"/>
  <rect y="${f(hy - H * 0.05)}" width="${W}" height="${f(H * 0.35)}" fill="url(#haze)"/>
  ${cow({ x: W * 0.62, y: hy + H * 0.21 - 112 * (W / 2200), scale: W / 2200, color: '#4a3428', grazing: true })}
  ${cow({ x: W * 0.75, y: hy + H * 0.2 - 112 * (W / 2600), scale: W / 2600, color: '#5a4032', flip: true })}
  `;
}

function polder(W, H, rnd, { dusk = true } = {}) {
  const hy = H * 0.55;
  const sky = dusk
    ? [
        [0, '#2a2b40'],
        [0.5, '#7a4a4e'],
        [0.85, '#d98a4e'],
        [1, '#f3c27e'],
      ]
    : [
        [0, '#7896b2'],
        [0.7, '#d5d2c2'],
        [1, '#ece0c0'],
      ];
  const silhouette = dusk ? '#18140f' : '#3b3a2c';
  const willows = [];
  for (let i = 0; i < 6; i += 1) {
    const t = i / 5;
    willows.push(
      willow(rnd, {
        x: W * (0.08 + t * 0.4) + rnd(-20, 20),
        y: hy + H * (0.02 + t * 0.02),
        scale: (W / 1200) * (1.5 - t * 1.1),
        color: silhouette,
      }),
    );
  }
  return `
  <defs>
    ${linear('sky', sky)}
    ${linear('water', [
      [0, dusk ? '#a86a4a' : '#a9b7bd'],
      [1, dusk ? '#241a22' : '#435767'],
    ])}
    ${linear('land', [
      [0, dusk ? '#2f3220' : '#5d6d3c'],
      [1, dusk ? '#0f120a' : '#28331a'],
    ])}
    ${blur('far', W / 600)}
    ${blur('edge', W / 1500)}
    ${texture('grass', { frequency: '0.003 0.07', octaves: 3, seed: rnd.int(1, 999), matrix: '0 0 0 0 0.05  0 0 0 0 0.06  0 0 0 0 0.03  1.4 0 0 0 -0.5' })}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${treeLine(rnd, { W, y: hy, height: H * 0.04, color: dusk ? '#3b2a33' : '#8a917d', filter: 'filter="url(#far)"' })}
  <rect y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="url(#land)"/>
  <rect y="${f(hy)}" width="${W}" height="${f(H - hy)}" filter="url(#grass)"/>
  <path d="M${f(W * 0.57)},${f(hy)} L${f(W * 0.585)},${f(hy)} C${f(W * 0.66)},${f(H * 0.72)} ${f(W * 0.8)},${f(H * 0.88)} ${f(W * 0.98)},${f(H)} L${f(W * 0.74)},${f(H)} C${f(W * 0.66)},${f(H * 0.86)} ${f(W * 0.6)},${f(H * 0.7)} ${f(W * 0.57)},${f(hy)} Z" fill="url(#water)" opacity="0.9" filter="url(#edge)"/>
  ${willows.join('')}
  `;
}

function woodDefs(id, rnd, { tone = 1 } = {}) {
  const r = 0.42 * tone;
  const g = 0.26 * tone;
  const b = 0.15 * tone;
  return texture(id, {
    frequency: '0.0025 0.06',
    octaves: 5,
    seed: rnd.int(1, 999),
    matrix: `${r} 0 0 0 ${f(r * 0.45 * 100) / 100}  ${g} 0 0 0 ${f(g * 0.45 * 100) / 100}  ${b} 0 0 0 ${f(b * 0.4 * 100) / 100}  0 0 0 0 1`,
  });
}

// A marbled steak: red meat with creamy fat veins from thresholded turbulence.
function marbleDefs(id, rnd, frequency = 0.012) {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
    <feTurbulence type="turbulence" baseFrequency="${frequency}" numOctaves="4" seed="${rnd.int(1, 999)}"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.95  0 0 0 0 0.88  0 0 0 0 0.8  -9 0 0 0 1.9"/>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>`;
}

function steak(id, { x, y, w, h, rot = 0, extra = '', clipId = '' }) {
  const d = `M${f(w * 0.08)},${f(h * 0.3)} C${f(w * 0.1)},${f(h * 0.02)} ${f(w * 0.55)},${f(-h * 0.06)} ${f(w * 0.82)},${f(h * 0.1)} C${f(w * 1.04)},${f(h * 0.24)} ${f(w * 1.02)},${f(h * 0.74)} ${f(w * 0.8)},${f(h * 0.9)} C${f(w * 0.55)},${f(h * 1.06)} ${f(w * 0.14)},${f(h * 1.0)} ${f(w * 0.04)},${f(h * 0.74)} C${f(-w * 0.02)},${f(h * 0.58)} ${f(w * 0.04)},${f(h * 0.42)} ${f(w * 0.08)},${f(h * 0.3)} Z`;
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${rot} ${f(w / 2)} ${f(h / 2)})">
    <path d="${d}" fill="#000" opacity="0.45" transform="translate(${f(w * 0.02)},${f(h * 0.05)})" filter="url(#shadowBlur)"/>
    <path d="${d}" fill="#f0dcc0" transform="scale(1.02) translate(${f(-w * 0.01)},${f(-h * 0.01)})"/>
    <path d="${d}" fill="url(#meatShade)"/>
    <path d="${d}" fill="#fff" filter="url(#${id})" opacity="0.85"/>
    <path d="${d}" fill="url(#meatSheen)"/>
    ${extra ? `<clipPath id="${clipId}"><path d="${d}"/></clipPath><g clip-path="url(#${clipId})">${extra}</g>` : ''}
  </g>`;
}

function meatDefs(rnd) {
  return `
    ${radial(
      'meatShade',
      [
        [0, '#a52a32'],
        [0.7, '#7e1a24'],
        [1, '#4a0d14'],
      ],
      { cx: 0.45, cy: 0.4, r: 0.65 },
    )}
    ${linear(
      'meatSheen',
      [
        [0, '#fff', 0.16],
        [0.4, '#fff', 0],
        [1, '#000', 0.2],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    )}
    ${marbleDefs('marble', rnd)}
    ${marbleDefs('marbleFine', rnd, 0.03)}
    ${blur('shadowBlur', 18)}`;
}

function boardWithMeat(W, H, rnd, { cuts = 2, herbs = true } = {}) {
  const s = W / 1200;
  const pieces = [];
  for (let i = 0; i < cuts; i += 1) {
    pieces.push(
      steak(i % 2 ? 'marbleFine' : 'marble', {
        x: W * (0.2 + i * (0.55 / cuts)) + rnd(-20, 20) * s,
        y: H * 0.25 + rnd(-30, 60) * s,
        w: 420 * s * (cuts > 2 ? 0.75 : 1),
        h: 300 * s * (cuts > 2 ? 0.75 : 1),
        rot: rnd(-25, 25),
      }),
    );
  }
  return `
  <defs>
    ${woodDefs('tableWood', rnd, { tone: 0.55 })}
    ${woodDefs('boardWood', rnd, { tone: 1.15 })}
    ${meatDefs(rnd)}
    ${linear('boardEdge', [
      [0, '#000', 0],
      [1, '#000', 0.35],
    ])}
    ${blur('boardShadow', 30 * s)}
    ${herbDefs()}
  </defs>
  <rect width="${W}" height="${H}" filter="url(#tableWood)"/>
  <rect x="${f(W * 0.08)}" y="${f(H * 0.12)}" width="${f(W * 0.86)}" height="${f(H * 0.8)}" rx="${f(40 * s)}" fill="#000" opacity="0.55" filter="url(#boardShadow)"/>
  <svg x="${f(W * 0.07)}" y="${f(H * 0.1)}" width="${f(W * 0.86)}" height="${f(H * 0.78)}"><rect width="100%" height="100%" rx="${f(40 * s)}" filter="url(#boardWood)"/></svg>
  <rect x="${f(W * 0.07)}" y="${f(H * 0.1)}" width="${f(W * 0.86)}" height="${f(H * 0.78)}" rx="${f(40 * s)}" fill="url(#boardEdge)"/>
  ${pieces.join('')}
  ${herbs ? rosemary(rnd, { x: W * 0.7, y: H * 0.78, scale: s * 1.2, rot: -20 }) + rosemary(rnd, { x: W * 0.18, y: H * 0.2, scale: s, rot: 30 }) : ''}
  ${herbs ? peppercorns(rnd, { x: W * 0.5, y: H * 0.8, spread: 70 * s, r: 7 * s, count: 14 }) : ''}
  `;
}

function herbDefs() {
  return `
    ${linear(
      'needle',
      [
        [0, '#5f7a3e'],
        [1, '#2c3e1e'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}
    ${radial(
      'corn',
      [
        [0, '#6a4a33'],
        [0.6, '#2e1f16'],
        [1, '#120c08'],
      ],
      { cx: 0.35, cy: 0.35, r: 0.7 },
    )}`;
}

function rosemary(rnd, { x, y, scale, rot }) {
  const needles = [];
  for (let i = 0; i < 44; i += 1) {
    const t = i / 44;
    const px = t * 300;
    const side = i % 2 ? 1 : -1;
    needles.push(
      `<ellipse cx="${f(px)}" cy="${f(side * 14)}" rx="4" ry="17" fill="url(#needle)" transform="rotate(${f(side * (35 + rnd(-10, 10)))} ${f(px)} 0)"/>`,
    );
  }
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${rot}) scale(${scale})">
    <g fill="#000" opacity="0.35" transform="translate(6,10)"><rect x="0" y="-3" width="310" height="6"/></g>
    <path d="M-10,0 Q150,-8 310,4" stroke="#4d3a22" stroke-width="5" fill="none"/>
    ${needles.join('')}
  </g>`;
}

function peppercorns(rnd, { x, y, spread, r, count }) {
  const list = [];
  for (let i = 0; i < count; i += 1) {
    const cx = x + rnd(-spread, spread);
    const cy = y + rnd(-spread * 0.5, spread * 0.5);
    const rr = r * rnd(0.8, 1.2);
    list.push(
      `<circle cx="${f(cx + rr * 0.3)}" cy="${f(cy + rr * 0.4)}" r="${f(rr)}" fill="#000" opacity="0.4"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="url(#corn)"/>`,
    );
  }
  return list.join('');
}

function herbsOnSlate(W, H, rnd) {
  const s = W / 1200;
  const sprigs = [];
  for (let i = 0; i < 7; i += 1) {
    sprigs.push(
      rosemary(rnd, {
        x: W * rnd(0.0, 0.7),
        y: H * rnd(0.15, 0.9),
        scale: s * rnd(0.9, 1.4),
        rot: rnd(-50, 50),
      }),
    );
  }
  const leaves = [];
  for (let i = 0; i < 7; i += 1) {
    const cx = W * rnd(0.5, 0.92);
    const cy = H * rnd(0.12, 0.6);
    const rot = rnd(0, 360);
    leaves.push(`<g transform="translate(${f(cx)},${f(cy)}) rotate(${f(rot)}) scale(${f(s * rnd(0.8, 1.2))})">
      <path d="M-90,6 C-40,-40 40,-40 90,0 C40,40 -40,40 -90,6 Z" fill="#000" opacity="0.35" transform="translate(6,10)"/>
      <path d="M-90,0 C-40,-44 40,-44 90,0 C40,44 -40,44 -90,0 Z" fill="url(#bay)"/>
      <path d="M-90,0 L90,0" stroke="#c9c79a" stroke-width="2" opacity="0.6"/>
    </g>`);
  }
  return `
  <defs>
    ${texture('slate', { frequency: '0.006 0.012', octaves: 5, seed: rnd.int(1, 999), matrix: '0.16 0 0 0 0.08  0.16 0 0 0 0.085  0.17 0 0 0 0.09  0 0 0 0 1' })}
    ${herbDefs()}
    ${linear(
      'bay',
      [
        [0, '#7f9a58'],
        [0.5, '#5b7438'],
        [1, '#33451f'],
      ],
      { x1: 0, y1: 0, x2: 0.3, y2: 1 },
    )}
  </defs>
  <rect width="${W}" height="${H}" filter="url(#slate)"/>
  ${leaves.join('')}
  ${sprigs.join('')}
  ${peppercorns(rnd, { x: W * 0.3, y: H * 0.35, spread: 120 * s, r: 8 * s, count: 30 })}
  `;
}

function marbledCloseUp(W, H, rnd) {
  return `
  <defs>
    ${meatDefs(rnd)}
    ${radial(
      'light',
      [
        [0, '#fff', 0.18],
        [1, '#000', 0.35],
      ],
      { cx: 0.35, cy: 0.3, r: 0.9 },
    )}
    ${marbleDefs('marbleBig', rnd, 0.006)}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#meatShade)"/>
  <rect width="${W}" height="${H}" fill="#fff" filter="url(#marbleBig)" opacity="0.9"/>
  <rect width="${W}" height="${H}" fill="url(#light)"/>
  <path d="M0,${f(H * 0.82)} C${f(W * 0.3)},${f(H * 0.74)} ${f(W * 0.7)},${f(H * 0.9)} ${f(W)},${f(H * 0.8)} L${W},${H} L0,${H} Z" fill="#efdcc2" opacity="0.92"/>
  <path d="M0,${f(H * 0.86)} C${f(W * 0.3)},${f(H * 0.78)} ${f(W * 0.7)},${f(H * 0.94)} ${f(W)},${f(H * 0.84)}" stroke="#fff" stroke-opacity="0.25" stroke-width="${f(H * 0.01)}" fill="none"/>
  `;
}

function sausages(W, H, rnd) {
  const s = W / 1200;
  const links = [];
  for (let row = 0; row < 5; row += 1) {
    const y = H * (0.2 + row * 0.13);
    let x = W * 0.12 + row * 20 * s;
    const hue = rnd.pick([
      ['#8e3b28', '#4a150c'],
      ['#9a4a30', '#56200f'],
      ['#7d3020', '#3e110a'],
    ]);
    links.push(
      `<linearGradient id="sg${row}" x1="0" y1="0" x2="0" y2="1">${stops([
        [0, hue[0]],
        [0.3, '#c9785c'],
        [0.55, hue[0]],
        [1, hue[1]],
      ])}</linearGradient>`,
    );
    while (x < W * 0.88) {
      const len = rnd(120, 230) * s;
      links.push(
        `<rect x="${f(x + 6 * s)}" y="${f(y + 14 * s)}" width="${f(len)}" height="${f(62 * s)}" rx="${f(31 * s)}" fill="#000" opacity="0.45" filter="url(#soft)"/>` +
          `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(62 * s)}" rx="${f(31 * s)}" fill="url(#sg${row})"/>` +
          `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(62 * s)}" rx="${f(31 * s)}" fill="#fff" filter="url(#speckle)" opacity="0.22"/>` +
          `<path d="M${f(x + len)},${f(y + 31 * s)} l${f(10 * s)},0" stroke="#d9c7a0" stroke-width="${f(4 * s)}"/>`,
      );
      x += len + rnd(10, 40) * s;
    }
  }
  return `
  <defs>
    ${woodDefs('wood', rnd, { tone: 0.9 })}
    ${blur('soft', 8 * s)}
    <filter id="speckle" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="0.25" numOctaves="1" seed="${rnd.int(1, 999)}"/>
      <feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 0.92  0 0 0 0 0.85  -9 0 0 0 5.2"/>
      <feComposite in2="SourceGraphic" operator="in"/>
    </filter>
    ${herbDefs()}
  </defs>
  <rect width="${W}" height="${H}" filter="url(#wood)"/>
  ${links.join('')}
  ${rosemary(rnd, { x: W * 0.62, y: H * 0.9, scale: s, rot: -10 })}
  `;
}

function shopCounter(W, H, rnd) {
  const s = W / 1200;
  const bokeh = [];
  for (let i = 0; i < 36; i += 1) {
    bokeh.push(
      `<circle cx="${f(W * rnd(0, 1))}" cy="${f(H * rnd(0.02, 0.4))}" r="${f(rnd(18, 60) * s)}" fill="${rnd.pick(['#ffcf8a', '#ffb870', '#fff0cf', '#f39a5a'])}" opacity="${f(rnd(0.15, 0.55) * 100) / 100}"/>`,
    );
  }
  const trays = [];
  const trayW = W / 4.4;
  for (let i = 0; i < 4; i += 1) {
    const x = W * 0.04 + i * (trayW + W * 0.02);
    const y = H * 0.56;
    trays.push(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(trayW)}" height="${f(H * 0.22)}" rx="${f(8 * s)}" fill="#e9e4dc"/>`,
    );
    for (let j = 0; j < 3; j += 1) {
      trays.push(
        steak(j % 2 ? 'marble' : 'marbleFine', {
          x: x + trayW * 0.06 + j * trayW * 0.3,
          y: y + H * 0.03,
          w: trayW * 0.36,
          h: H * 0.15,
          rot: rnd(-12, 12),
        }),
      );
    }
  }
  return `
  <defs>
    ${linear('wall', [
      [0, '#2c1c16'],
      [0.6, '#4f2c1f'],
      [1, '#2a1a13'],
    ])}
    ${linear('glass', [
      [0, '#fff', 0.28],
      [0.25, '#fff', 0.05],
      [1, '#fff', 0],
    ])}
    ${linear('front', [
      [0, palette.red],
      [1, '#3f0b0b'],
    ])}
    ${meatDefs(rnd)}
    ${blur('bokehBlur', 10 * s)}
    ${blur('dof', 2.2 * s)}
    ${woodDefs('counterWood', rnd, { tone: 0.8 })}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <g filter="url(#bokehBlur)">${bokeh.join('')}</g>
  <rect y="${f(H * 0.42)}" width="${W}" height="${f(H * 0.08)}" fill="#c9c1b5" opacity="0.35"/>
  <g filter="url(#dof)">
    <rect y="${f(H * 0.5)}" width="${W}" height="${f(H * 0.32)}" fill="#d5cfc6"/>
    ${trays.join('')}
  </g>
  <path d="M0,${f(H * 0.44)} L${W},${f(H * 0.44)} L${W},${f(H * 0.82)} L0,${f(H * 0.82)} Z" fill="url(#glass)"/>
  <path d="M${f(W * 0.1)},${f(H * 0.44)} L${f(W * 0.22)},${f(H * 0.44)} L${f(W * 0.12)},${f(H * 0.82)} L0,${f(H * 0.82)} Z" fill="#fff" opacity="0.08"/>
  <svg y="${f(H * 0.82)}" width="${W}" height="${f(H * 0.18)}"><rect width="100%" height="100%" filter="url(#counterWood)"/></svg>
  <rect y="${f(H * 0.82)}" width="${W}" height="${f(H * 0.18)}" fill="url(#front)" opacity="0.35"/>
  <rect y="${f(H * 0.815)}" width="${W}" height="${f(H * 0.012)}" fill="#c9b28a" opacity="0.6"/>
  `;
}

function hayBales(W, H, rnd) {
  const hy = H * 0.58;
  const s = W / 1200;
  const bales = [];
  const spots = [
    [0.18, 0.82, 1.5],
    [0.46, 0.72, 1.0],
    [0.7, 0.66, 0.7],
    [0.86, 0.63, 0.5],
    [0.33, 0.64, 0.55],
  ].sort((a, b) => a[1] - b[1]);
  for (const [bx, by, bs] of spots) {
    const r = 110 * s * bs;
    const x = W * bx;
    const y = H * by;
    bales.push(`<g>
      <ellipse cx="${f(x + r * 0.3)}" cy="${f(y + r * 0.95)}" rx="${f(r * 1.5)}" ry="${f(r * 0.18)}" fill="#000" opacity="0.4" filter="url(#soft)"/>
      <rect x="${f(x - r)}" y="${f(y - r)}" width="${f(r * 1.6)}" height="${f(r * 2)}" fill="url(#baleSide)"/>
      <ellipse cx="${f(x + r * 0.6)}" cy="${f(y)}" rx="${f(r * 0.42)}" ry="${f(r)}" fill="url(#baleFace)"/>
      <ellipse cx="${f(x + r * 0.6)}" cy="${f(y)}" rx="${f(r * 0.42)}" ry="${f(r)}" filter="url(#straw)" opacity="0.7"/>
      <ellipse cx="${f(x - r)}" cy="${f(y)}" rx="${f(r * 0.42)}" ry="${f(r)}" fill="#8a5a28"/>
      <rect x="${f(x - r)}" y="${f(y - r)}" width="${f(r * 1.6)}" height="${f(r * 2)}" filter="url(#straw)" opacity="0.5"/>
    </g>`);
  }
  return `
  <defs>
    ${linear('sky', [
      [0, '#3b3550'],
      [0.5, '#b8674a'],
      [0.9, '#f2b36e'],
      [1, '#f8d49a'],
    ])}
    ${radial('sun', [
      [0, '#fff1c8', 1],
      [0.15, '#ffd58a', 0.8],
      [1, '#f6a85a', 0],
    ])}
    ${linear('stubble', [
      [0, '#c28a47'],
      [0.5, '#8f6131'],
      [1, '#3d2814'],
    ])}
    ${linear('baleSide', [
      [0, '#e8b467'],
      [0.5, '#c98d44'],
      [1, '#6f4a22'],
    ])}
    ${radial('baleFace', [
      [0, '#b78447'],
      [0.5, '#e4b46d'],
      [1, '#9c6c33'],
    ])}
    ${blur('soft', 8 * s)}
    ${blur('far', 3 * s)}
    ${texture('straw', { frequency: '0.02 0.2', octaves: 3, seed: rnd.int(1, 999), matrix: '0 0 0 0 0.35  0 0 0 0 0.22  0 0 0 0 0.1  2 0 0 0 -0.9' })}
    ${texture('stubbleTex', { frequency: '0.006 0.1', octaves: 3, seed: rnd.int(1, 999), matrix: '0 0 0 0 0.2  0 0 0 0 0.12  0 0 0 0 0.05  1.6 0 0 0 -0.6' })}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <ellipse cx="${f(W * 0.62)}" cy="${f(hy - H * 0.04)}" rx="${f(W * 0.45)}" ry="${f(H * 0.35)}" fill="url(#sun)"/>
  ${treeLine(rnd, { W, y: hy, height: H * 0.05, color: '#3a2a2f', filter: 'filter="url(#far)"' })}
  <rect y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="url(#stubble)"/>
  <rect y="${f(hy)}" width="${W}" height="${f(H - hy)}" filter="url(#stubbleTex)"/>
  ${bales.join('')}
  `;
}

function embers(W, H, rnd) {
  const s = W / 1200;
  const glows = [];
  for (let i = 0; i < 70; i += 1) {
    glows.push(
      `<circle cx="${f(W * rnd(0, 1))}" cy="${f(H * rnd(0.1, 1))}" r="${f(rnd(20, 80) * s)}" fill="${rnd.pick(['#ff7a1a', '#ffb347', '#e0401a', '#ff9a2e'])}" opacity="${f(rnd(0.3, 0.8) * 100) / 100}"/>`,
    );
  }
  const bars = [];
  for (let i = 0; i < 14; i += 1) {
    const y = H * (0.05 + i * 0.07);
    bars.push(`<rect x="0" y="${f(y)}" width="${W}" height="${f(10 * s)}" fill="url(#bar)"/>`);
  }
  const pieces = [0, 1, 2]
    .map((i) => {
      const w = W * 0.26;
      const h = H * 0.26;
      const marks = [0, 1, 2, 3, 4]
        .map(
          (m) =>
            `<rect x="${f(w * (0.05 + m * 0.2))}" y="${f(-h * 0.3)}" width="${f(14 * s)}" height="${f(h * 1.6)}" fill="#2a0d08" opacity="0.85" transform="rotate(35 ${f(w / 2)} ${f(h / 2)})"/>`,
        )
        .join('');
      return steak(i % 2 ? 'marble' : 'marbleFine', {
        x: W * (0.1 + i * 0.3),
        y: H * (0.3 + (i % 2) * 0.12),
        w,
        h,
        rot: rnd(-15, 15),
        extra: `<rect width="${f(w)}" height="${f(h)}" fill="#5a2410" opacity="0.35"/>${marks}`,
        clipId: `piece${i}`,
      });
    })
    .join('');
  return `
  <defs>
    ${meatDefs(rnd)}
    ${blur('emberBlur', 22 * s)}
    ${linear('bar', [
      [0, '#6b6560'],
      [0.5, '#2a2624'],
      [1, '#0c0b0a'],
    ])}
  </defs>
  <rect width="${W}" height="${H}" fill="#140906"/>
  <g filter="url(#emberBlur)">${glows.join('')}</g>
  ${bars.join('')}
  ${pieces}
  `;
}

function knivesOnWood(W, H, rnd) {
  const s = W / 1200;
  const knife = (
    x,
    y,
    len,
    rot,
  ) => `<g transform="translate(${f(x)},${f(y)}) rotate(${rot}) scale(${f(s * len)})">
    <path d="M4,10 L260,2 C300,0 330,10 350,26 L40,34 C20,34 6,26 4,10 Z" fill="#000" opacity="0.35" transform="translate(8,14)" filter="url(#soft)"/>
    <path d="M0,8 L250,0 C290,-2 325,8 345,24 L40,30 C18,30 2,22 0,8 Z" fill="url(#blade)"/>
    <path d="M0,8 L250,0 C290,-2 325,8 345,24" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="1.5"/>
    <rect x="-150" y="2" width="160" height="30" rx="10" fill="url(#handle)"/>
    <circle cx="-110" cy="17" r="4" fill="#c9c1b4"/><circle cx="-60" cy="17" r="4" fill="#c9c1b4"/><circle cx="-15" cy="17" r="4" fill="#c9c1b4"/>
  </g>`;
  return `
  <defs>
    ${woodDefs('wood', rnd, { tone: 1 })}
    ${linear('blade', [
      [0, '#f3f1ee'],
      [0.45, '#b9b7b3'],
      [0.55, '#8d8b88'],
      [1, '#d8d6d2'],
    ])}
    ${linear('handle', [
      [0, '#4a2a1a'],
      [0.5, '#2a160d'],
      [1, '#120905'],
    ])}
    ${blur('soft', 6)}
    ${meatDefs(rnd)}
    ${herbDefs()}
  </defs>
  <rect width="${W}" height="${H}" filter="url(#wood)"/>
  ${knife(W * 0.2, H * 0.22, 1.6, -6)}
  ${knife(W * 0.28, H * 0.46, 1.3, 4)}
  ${knife(W * 0.22, H * 0.68, 1.1, -2)}
  ${rosemary(rnd, { x: W * 0.62, y: H * 0.88, scale: s, rot: -15 })}
  `;
}

function farmhouseDusk(W, H, rnd) {
  const hy = H * 0.7;
  const crowns = [];
  for (let i = 0; i < 160; i += 1) {
    const a = rnd(0, Math.PI * 2);
    const d = Math.sqrt(rnd(0, 1));
    crowns.push(
      `<circle cx="${f(W * (0.78 + Math.cos(a) * d * 0.13))}" cy="${f(H * (0.33 + Math.sin(a) * d * 0.16))}" r="${f(rnd(0.012, 0.035) * W)}"/>`,
    );
  }
  return `
  <defs>
    ${linear('sky', [
      [0, '#161a2c'],
      [0.5, '#3f2c44'],
      [0.85, '#a4553a'],
      [1, '#e8a062'],
    ])}
    ${blur('glowBlur', 6)}
    ${blur('leaf', W / 800)}
    ${blur('far', W / 500)}
    ${linear('field', [
      [0, '#2b2a1a'],
      [1, '#0b0c07'],
    ])}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${f(W * 0.3)}" cy="${f(H * 0.2)}" r="${f(W * 0.012)}" fill="#f8ecd0" opacity="0.9"/>
  ${treeLine(rnd, { W, y: hy, height: H * 0.05, color: '#33252f', filter: 'filter="url(#far)"' })}
  ${farmhouse({ x: W * 0.18, y: hy + 4, scale: W / 700, color: '#120d0e', windows: '#ffc166' })}
  <g fill="#0f0b0b" filter="url(#leaf)">${crowns.join('')}</g>
  <path fill="#0f0b0b" d="M${f(W * 0.77)},${f(hy)} L${f(W * 0.765)},${f(H * 0.42)} L${f(W * 0.795)},${f(H * 0.42)} L${f(W * 0.79)},${f(hy)} Z"/>
  <rect y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="url(#field)"/>
  `;
}

// ---------------------------------------------------------------------------------------------
// Rendering

const vignette = (W, H, strength, centreDark = 0) => `
  <defs>${radial(
    'vig',
    [
      [0, '#000', centreDark],
      [0.55, '#000', centreDark * 0.6],
      [1, '#000', strength],
    ],
    { r: 0.75 },
  )}</defs>
  <rect width="${W}" height="${H}" fill="url(#vig)"/>`;

async function grain(W, H, seed, amount) {
  const rnd = mulberry32(seed);
  const pixels = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i += 1) {
    const v = Math.round(128 + (rnd() + rnd() - 1) * 110);
    pixels[i * 4] = v;
    pixels[i * 4 + 1] = v;
    pixels[i * 4 + 2] = v;
    pixels[i * 4 + 3] = amount;
  }
  return sharp(pixels, { raw: { width: W, height: H, channels: 4 } })
    .png()
    .toBuffer();
}

async function render({
  file,
  W,
  H,
  scene,
  seed,
  options,
  vignetteStrength = 0.55,
  centreDark = 0,
  grainAmount = 34,
}) {
  const rnd = makeRandom(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${scene(W, H, rnd, options)}
    ${vignette(W, H, vignetteStrength, centreDark)}
  </svg>`;
  const base = await sharp(Buffer.from(svg)).png().toBuffer();
  const output = await sharp(base)
    .composite([{ input: await grain(W, H, seed * 7 + 1, grainAmount), blend: 'overlay' }])
    .modulate({ saturation: 0.95 })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
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
    centreDark: 0.35,
    vignetteStrength: 0.7,
  },
  {
    file: path.join(root, 'public', 'og-image.jpg'),
    W: 1200,
    H: 630,
    scene: pastureDusk,
    seed: 12,
    options: { horizon: 0.72, sunX: 0.7, cows: 4, house: true },
    centreDark: 0.15,
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
    await render({ file: still, W: 1920, H: 1080, scene: shopCounter, seed: 51, grainAmount: 20 });
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
