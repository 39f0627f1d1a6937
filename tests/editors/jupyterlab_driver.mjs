// Drives a running JupyterLab (with jupyterlab-lsp) in headless Chromium (playwright-core from
// editors/vscode): opens the notebook, puts its Markdown cell in edit mode (a rendered Markdown cell
// has no editor, so no LSP features), holds Control (jupyterlab-lsp's default hover modifier) and
// hovers the word PATTERN until the hover tooltip shows, then reads it and takes a screenshot.
//   node jupyterlab_driver.mjs URL PATTERN RESULT SHOT TIMEOUT_S
// Writes a JSON result: {hover, waitedS, error?}. Exit 0 when it wrote the result.
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "..", "..", "editors", "vscode", "package.json"));
const { chromium } = require("playwright-core");

const [url, pattern, resultPath, shotPath, timeoutArg] = process.argv.slice(2);
const deadline = Date.now() + Number(timeoutArg || "90") * 1000;
const t0 = Date.now();
const seconds = () => +((Date.now() - t0) / 1000).toFixed(1);
const result = { hover: null, steps: {}, console: [], lsp: [] };
const step = (name) => (result.steps[name] = seconds());

const browser = await chromium.launch({
  executablePath: process.env.AI_GLOSSARY_CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 620 }, deviceScaleFactor: 1 });
  page.on("console", (m) => result.console.push(`${m.type()}: ${m.text()}`.slice(0, 500)));
  // the LSP messages between JupyterLab and the server (jupyter-lsp's WebSocket), for the failure report
  page.on("websocket", (ws) => {
    result.console.push(`websocket: ${ws.url()}`);
    if (!ws.url().includes("/lsp/ws/")) return;
    ws.on("framesent", (f) => result.lsp.push(`> ${String(f.payload).slice(0, 300)}`));
    ws.on("framereceived", (f) => result.lsp.push(`< ${String(f.payload).slice(0, 300)}`));
  });
  page.setDefaultTimeout(Math.max(1000, deadline - Date.now()));
  await page.goto(url);
  const cell = page.locator(".jp-MarkdownCell").first();
  await cell.locator(".jp-RenderedMarkdown").waitFor();
  step("notebook-open");
  // edit mode: the cell's CodeMirror editor shows its source
  await cell.locator(".jp-RenderedMarkdown").dblclick();
  const editor = cell.locator(".cm-content");
  await editor.waitFor();
  step("edit-mode");

  // the word's box, from a DOM range over its characters in the editor's text
  const box = async () =>
    editor.evaluate((root, word) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.data.indexOf(word);
        if (at >= 0) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          const r = range.getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
        }
      }
      return null;
    }, pattern);
  const where = await box();
  if (!where) throw new Error(`"${pattern}" not found in the Markdown cell's editor`);

  // The server starts when the cell's virtual document connects; until it answers, a hover shows
  // nothing: move away and back, Control held, until the tooltip appears.
  const tooltip = page.locator(".lsp-hover");
  await page.keyboard.down("Control");
  while (Date.now() < deadline) {
    await page.mouse.move(where.x, where.y - 45); // the notebook toolbar: no editor, no tooltip
    await page.mouse.move(where.x, where.y, { steps: 3 });
    try {
      await tooltip.first().waitFor({ state: "visible", timeout: 2000 });
      break;
    } catch {
      /* not yet */
    }
  }
  if (!(await tooltip.count())) throw new Error(`no hover tooltip within ${timeoutArg}s`);
  step("hover-shown");
  result.hover = await tooltip.first().innerText();
  await page.waitForTimeout(300); // the tooltip's fade-in
  await page.screenshot({ path: shotPath });
  await page.keyboard.up("Control");
} catch (err) {
  result.error = String(err && err.stack ? err.stack : err);
  await browser.contexts()[0]?.pages()[0]?.screenshot({ path: shotPath }).catch(() => {});
} finally {
  result.waitedS = seconds();
  result.console = result.console.slice(-40);
  result.lsp = result.lsp.slice(-40);
  await browser.close();
}
writeFileSync(resultPath, JSON.stringify(result, null, 2));
