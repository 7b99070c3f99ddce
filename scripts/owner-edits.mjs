// `npm run test:owner-edits` (part of `npm test`): the owner's ordinary edits never turn the tests red
// (issue 15). In a temporary copy it does what the owner does in /admin (editLikeTheOwner), then runs the
// typecheck, the unit suite and the build there. All three must pass; the copy is thrown away.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testBuildEnv } from './test-env.mjs';
import { copyProject } from './test-site.mjs';

/** The owner's edits, on the content files of `dir`. @param {string} dir */
export function editLikeTheOwner(dir) {
  const file = (name) => path.join(dir, 'content', name);
  const read = (name) => JSON.parse(readFileSync(file(name), 'utf8'));
  const write = (name, data) => writeFileSync(file(name), `${JSON.stringify(data, null, 2)}\n`);

  // Removed: the first product file. Added: a new product in the last category, numbered as /admin
  // numbers it (the moment of saving), its file named after it.
  const productFiles = readdirSync(path.join(dir, 'content', 'producten')).sort();
  const removed = read(`producten/${productFiles[0]}`);
  unlinkSync(file(`producten/${productFiles[0]}`));
  const categories = read('categorieen.json').categories;
  write('producten/huisgemaakte-kippensoep.json', {
    id: Date.now(),
    naam: 'Huisgemaakte kippensoep',
    categorie: categories.at(-1).naam,
    unit: 'stuk',
    season: { from: '', until: '' }, // its dates set, then cleared: /admin keeps them as ''
  });

  // A photo uploaded and shown on the photo page.
  const images = path.join(dir, 'public', 'images');
  const photo = readdirSync(images).find((name) => /\.jpe?g$/i.test(name));
  if (!photo) throw new Error('geen foto in public/images om te kopiëren');
  copyFileSync(path.join(images, photo), path.join(images, 'nieuw-in-de-winkel.jpg'));
  const photos = read('fotos.json');
  photos.photoPage.push({
    file: '/images/nieuw-in-de-winkel.jpg',
    name: 'Nieuw in de winkel',
    alt: 'De nieuwe koeltoog met vers vlees in de winkel',
  });
  write('fotos.json', photos);

  // Saturday closes at noon; Thursday afternoon is added.
  const shop = read('winkel.json');
  for (const day of shop.openingHours) {
    if (day.day === 'saturday') {
      Object.assign(day, { closes: '12:00', text: 'Van 8u00 tot 12u00', pickupUntil: '12:00' });
    }
  }
  shop.openingHours.unshift({
    day: 'thursday',
    label: 'Donderdag',
    opens: '14:00',
    closes: '18:00',
    text: 'Van 14u00 tot 18u00',
    pickup: true,
    pickupFrom: '14:00',
    pickupUntil: '18:00',
    orderByDay: 'wednesday',
    orderByTime: '23:59',
  });
  write('winkel.json', shop);
  return { removed: removed?.naam, added: 'Huisgemaakte kippensoep', photo: 'nieuw-in-de-winkel.jpg' };
}

function main() {
  const dir = copyProject('slagerij-eigenaar-');
  const env = { ...process.env, ...testBuildEnv, NEXT_TELEMETRY_DISABLED: '1' };
  const bin = (name) => path.join(dir, 'node_modules', '.bin', name);
  let failed;
  try {
    const edits = editLikeTheOwner(dir);
    console.log(
      `Bewerkingen zoals de eigenaar (in ${dir}): product '${edits.removed}' weg, '${edits.added}' erbij (seizoensdata gewist), foto ${edits.photo} erbij, zaterdag tot 12:00, donderdag erbij.`,
    );
    /** @type {Array<[string, string, string[]]>} */
    const steps = [
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['unit-tests', bin('jest'), ['--ci']],
      ['build', process.execPath, [path.join(dir, 'scripts', 'build.mjs')]],
    ];
    failed = steps.find(([name, command, args]) => {
      console.log(`\n== ${name} ==`);
      return spawnSync(command, args, { cwd: dir, env, stdio: 'inherit' }).status !== 0;
    });
    if (failed) console.error(`\n${failed[0]} faalt na de bewerkingen van de eigenaar.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
  console.log('\nDe bewerkingen van de eigenaar houden typecheck, unit-tests en build groen.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
