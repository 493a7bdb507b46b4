// Throwaway check (not committed): CSP violations in Firefox on every route of dist/.
import puppeteer from 'puppeteer-core';
import { findEngine } from './scripts/lib/browsers.ts';
const origin = 'http://127.0.0.1:4332';
const routes = ['/', '/work', '/about', '/contact', '/work/haletale', '/work/lyman-rentals', '/work/quote-kong', '/404'];
const browser = await puppeteer.launch({ browser: 'firefox', executablePath: findEngine('firefox'), headless: true, userDataDir: '/tmp/wt12-ff/profile' });
const page = await browser.newPage();
await page.evaluateOnNewDocument(() => {
  (window as any).v = [];
  document.addEventListener('securitypolicyviolation', (e) => (window as any).v.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
});
for (const route of routes) {
  await page.goto(origin + route, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 1500));
  const out = await page.evaluate(() => ({ v: (window as any).v, js: document.documentElement.dataset.js !== undefined }));
  console.log(route, JSON.stringify(out));
}
await browser.close();
