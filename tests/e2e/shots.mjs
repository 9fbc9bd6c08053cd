// Not a test: screenshots of a site for eyeballing. node shots.mjs [SITE.html] [OUTDIR] [route...]
import { launch, serve, siteFile, watchErrors } from './harness.mjs';
import { mkdirSync } from 'node:fs';

const [file = siteFile(), out = '/tmp/docc-shots', ...routes] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const server = await serve(file);
const browser = await launch();
const list = routes.length ? routes : ['/'];
for (const theme of ['light', 'dark']) {
  for (const [w, h, tag] of /** @type {[number, number, string][]} */ ([[1440, 1000, 'wide'], [390, 844, 'mobile']])) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    for (const r of list) {
      await page.goto(server.url + r);
      await page.waitForTimeout(300);
      const name = `${out}/${tag}-${theme}${r.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name, errors.length ? errors : '');
    }
    await ctx.close();
  }
}
await browser.close();
await server.close();
