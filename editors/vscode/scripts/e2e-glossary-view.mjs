// The Glossary view step of scripts/e2e.mjs: the explorer's "Glossary" view (its title in the display
// language) lists the server's concepts by tag; a tag opens on its concepts.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function glossaryViewStep(page, { title, check, result }) {
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+Shift+E"); // the explorer
  const header = page.locator(".pane-header", { hasText: title }).first();
  await header.waitFor({ timeout: 15_000 });
  if ((await header.getAttribute("aria-expanded")) !== "true") {
    await header.click();
  }
  const body = page.locator(".pane", { has: header }).locator(".pane-body .monaco-list-row");
  let rows = [];
  const until = Date.now() + 15_000;
  while (Date.now() < until && !rows.some((r) => /attention/.test(r))) {
    await sleep(300);
    rows = await body.allInnerTexts().catch(() => []);
  }
  const tag = page.locator(".pane", { has: header }).locator(".pane-body .monaco-list-row", { hasText: "attention" }).first();
  let concepts = [];
  if (await tag.count()) {
    await tag.click();
    await sleep(800);
    concepts = await body.allInnerTexts().catch(() => []);
  }
  result.glossaryViewRows = concepts.slice(0, 12).map((r) => r.replace(/\s+/g, " ").trim());
  // the list renders the rows in sight only: once the tag is open, its concepts take the place of tags
  const opened = concepts.filter((r) => !rows.includes(r));
  check("glossary-view", rows.some((r) => /attention/.test(r)) && opened.length > 0, {
    note: result.glossaryViewRows.slice(0, 6).join(" | ") || `rows: ${rows.slice(0, 6).join(" | ")}`,
  });
}
