// The code action step of scripts/e2e.mjs: "Add to the project glossary" run in the real VS Code.
// Double-clicks the unknown acronym QZXR in notes.md, opens the Quick Fix menu (Ctrl+.), picks the
// action, saves what VS Code changed (File: Save All: an edit to a file that was not open may stay
// in an editor), then reads .ai-glossary.yaml from disk and hovers QZXR: the new entry.
import * as fs from "node:fs";
import * as path from "node:path";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ACRONYM = "QZXR";

/** The rows of the Quick Fix menu (VS Code's action widget). */
async function quickFixRows(page) {
  return page.locator(".action-widget .monaco-list-row").allInnerTexts().catch(() => []);
}

export async function addToGlossaryStep(page, { workspace, openFile, wordRect, hoverWord, runCommand, check, result }) {
  await openFile(page, "notes.md");
  const rect = await wordRect(page, ACRONYM);
  if (!rect) throw new Error(`${ACRONYM} not found in notes.md`);
  await page.mouse.dblclick(rect.x + rect.width / 2, rect.y + rect.height / 2);
  let rows = [];
  const until = Date.now() + 20_000; // the server may still be analysing the new document
  while (Date.now() < until && !rows.some((r) => r.includes(ACRONYM))) {
    await page.keyboard.press("Escape");
    await page.mouse.dblclick(rect.x + rect.width / 2, rect.y + rect.height / 2);
    await page.keyboard.press("Control+.");
    await sleep(800);
    rows = await quickFixRows(page);
  }
  result.codeActionRows = rows.map((r) => r.replace(/\s+/g, " ").trim());
  const row = page.locator(".action-widget .monaco-list-row", { hasText: ACRONYM }).first();
  await row.click({ timeout: 10_000 });
  const glossary = path.join(workspace, ".ai-glossary.yaml");
  const created = Date.now() + 15_000;
  while (Date.now() < created && !fs.existsSync(glossary)) await sleep(200);
  await sleep(500);
  await runCommand(page, "File: Save All");
  let text = "";
  const saved = Date.now() + 15_000;
  while (Date.now() < saved && !text.includes(`term: ${ACRONYM}`)) {
    await sleep(300);
    text = fs.existsSync(glossary) ? fs.readFileSync(glossary, "utf8") : "";
  }
  result.glossaryWritten = text;
  check("code-action-writes-glossary", text.includes(`term: ${ACRONYM}`), {
    note: result.codeActionRows.find((r) => r.includes(ACRONYM)) ?? `rows: ${result.codeActionRows.join(" | ")}`,
  });
  await openFile(page, "notes.md");
  const hover = await hoverWord(page, ACRONYM, (h) => h.includes(ACRONYM) && h.length > ACRONYM.length + 10, 20_000);
  result.codeActionHover = hover;
  check("code-action-entry-hovers", hover.includes(ACRONYM) && hover.length > ACRONYM.length + 10, {
    note: hover.split("\n").slice(0, 2).join(" ").slice(0, 120) || "no hover",
  });
}
