import { launch, serve, watchErrors } from './harness.mjs';
const [file, out, theme, w, route, ...scrolls] = process.argv.slice(2);
const server = await serve(file);
const browser = await launch();
const ctx = await browser.newContext({ viewport: { width: +w, height: 1000 } });
await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
const page = await ctx.newPage();
const errors = watchErrors(page);
await page.goto(server.url + route);
await page.waitForTimeout(400);
for (const y of scrolls) {
  await page.evaluate((y) => window.scrollTo(0, y), +y);
  await page.waitForTimeout(150);
  await page.screenshot({ path: `${out}-${y}.png` });
}
console.log(errors);
await browser.close();
await server.close();
