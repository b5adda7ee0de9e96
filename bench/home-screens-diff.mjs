// Compares two builds' screenshots from bench/home-screens.mjs pixel by pixel, in Chromium (no image
// package in the project): for each language and width, how many pixels differ and the box they
// fill. OUT as home-screens.mjs's; A and B the two builds' names (the folder above each dist).
//   OUT=/tmp/shots A=main B=branch node bench/home-screens-diff.mjs
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './portal-server.mjs';

const OUT = process.env.OUT ?? '/tmp/home-screens';
const [A, B] = [process.env.A ?? 'main', process.env.B ?? 'branch'];
const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const p = await b.newPage();
for (const name of ['zh_CN-375', 'zh_CN-1440', 'en_GB-375', 'en_GB-1440']) {
  const a = readFileSync(`${OUT}/${A}-${name}.png`).toString('base64');
  const c = readFileSync(`${OUT}/${B}-${name}.png`).toString('base64');
  const r = await p.evaluate(
    async ([a, c]) => {
      const load = (s) =>
        new Promise((res) => {
          const i = new Image();
          i.onload = () => res(i);
          i.src = `data:image/png;base64,${s}`;
        });
      const [ia, ic] = await Promise.all([load(a), load(c)]);
      const get = (img) => {
        const cv = document.createElement('canvas');
        cv.width = img.width;
        cv.height = img.height;
        const x = cv.getContext('2d');
        x.drawImage(img, 0, 0);
        return x.getImageData(0, 0, img.width, img.height).data;
      };
      if (ia.width !== ic.width || ia.height !== ic.height)
        return { size: [ia.width, ia.height, ic.width, ic.height] };
      const da = get(ia),
        dc = get(ic);
      let n = 0,
        minx = 1e9,
        miny = 1e9,
        maxx = -1,
        maxy = -1;
      for (let i = 0; i < da.length; i += 4)
        if (da[i] !== dc[i] || da[i + 1] !== dc[i + 1] || da[i + 2] !== dc[i + 2]) {
          n++;
          const px = (i / 4) % ia.width,
            py = Math.floor(i / 4 / ia.width);
          minx = Math.min(minx, px);
          maxx = Math.max(maxx, px);
          miny = Math.min(miny, py);
          maxy = Math.max(maxy, py);
        }
      return { n, box: n ? [minx, miny, maxx, maxy] : null, size: [ia.width, ia.height] };
    },
    [a, c],
  );
  console.log(name, JSON.stringify(r));
}
await b.close();
