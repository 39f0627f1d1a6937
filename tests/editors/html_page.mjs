// Drives the exported glossary page in headless Chromium (playwright-core from editors/vscode):
// screenshot, search as you type, a related link, the language switch, and every request the
// page makes (none may leave file://). Writes a JSON result: node html_page.mjs PAGE RESULT SHOT
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "..", "..", "editors", "vscode", "package.json"));
const { chromium } = require("playwright-core");

const [page_path, result_path, shot_path] = process.argv.slice(2);
const result = { requests: [], checks: {} };
const browser = await chromium.launch({
  executablePath: process.env.AI_GLOSSARY_CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on("request", (r) => result.requests.push(r.url()));
  const url = pathToFileURL(path.resolve(page_path)).href;
  await page.goto(url);
  const visible = () => page.$$eval("article", (els) => els.filter((e) => !e.hidden).map((e) => e.id));
  result.total = (await visible()).length;
  await page.screenshot({ path: shot_path, fullPage: false });
  await page.fill("#q", "");
  await page.type("#q", "sharded data", { delay: 20 });
  result.afterTyping = await visible();
  result.count = await page.textContent("#count");
  // a related link of FSDP's entry jumps to that entry
  const link = page.locator("#c-fsdp .related a").first();
  result.relatedHref = await link.getAttribute("href");
  await page.fill("#q", "");
  await link.click();
  result.hash = await page.evaluate(() => location.hash);
  result.targetInView = await page.evaluate(() => {
    const el = document.querySelector(location.hash);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    // a jump to an anchor may land a fraction of a pixel past it (-0.3 px on a 198,000 px page)
    return r.top > -1 && r.top < window.innerHeight;
  });
  await page.selectOption("#lang", "fr");
  result.frenchHeading = await page.textContent("#c-fsdp h2");
  result.frenchLang = await page.evaluate(() => document.documentElement.lang);
  result.searchLabel = await page.textContent("label[for=q]");
  result.requests = result.requests.filter((u) => !u.startsWith(url));
} finally {
  await browser.close();
}
writeFileSync(result_path, JSON.stringify(result, null, 2));
