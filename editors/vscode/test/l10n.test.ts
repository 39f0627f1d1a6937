// The extension's strings in every language: the manifest's (package.nls*.json) and the runtime
// ones (l10n/bundle.l10n*.json, extracted from src/ by @vscode/l10n-dev), complete, with nothing
// the code no longer uses; and French when VS Code reports `fr`, loaded by @vscode/l10n itself.
import * as fs from "node:fs";
import * as path from "node:path";
import * as l10n from "@vscode/l10n";
import { getL10nJson } from "@vscode/l10n-dev";
import { afterEach, describe, expect, test } from "vitest";
import { failureMessage, type LaunchFailure, startFailureMessage } from "../src/python";

const ext = path.resolve(__dirname, "..");
const LANGUAGES = ["fr", "nl", "bn", "zh-cn", "ja", "de", "es"];
const readJson = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(ext, file), "utf8"));
const placeholders = (text: string): string[] => (text.match(/\{\d+\}|#[\w.]+#|`[^`]*`/g) ?? []).sort();

function manifestKeys(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      const m = /^%([^%]+)%$/.exec(value);
      if (m) found.add(m[1]);
    } else if (value && typeof value === "object") {
      Object.values(value).forEach(walk);
    }
  };
  walk(readJson("package.json"));
  return [...found].sort();
}

async function runtimeKeys(): Promise<string[]> {
  const files = fs
    .readdirSync(path.join(ext, "src"))
    .filter((f) => f.endsWith(".ts"))
    .map((f) => ({ contents: fs.readFileSync(path.join(ext, "src", f), "utf8"), extension: ".ts" }));
  return Object.keys(await getL10nJson(files)).sort();
}

describe("manifest strings (package.nls)", () => {
  test("every %key% of package.json has an English text, and no text is unused", () => {
    expect(Object.keys(readJson("package.nls.json")).sort()).toEqual(manifestKeys());
  });

  test.each(LANGUAGES)("package.nls.%s.json has every key, no other, with the same placeholders", (lang) => {
    const english = readJson("package.nls.json");
    const translated = readJson(`package.nls.${lang}.json`);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(translated[key]), key).toEqual(placeholders(text));
    }
  });
});

describe("runtime strings (vscode.l10n and @vscode/l10n)", () => {
  test("l10n/bundle.l10n.json is what @vscode/l10n-dev extracts from src/ today (npm run l10n)", async () => {
    expect(Object.keys(readJson("l10n/bundle.l10n.json")).sort()).toEqual(await runtimeKeys());
  });

  test.each(LANGUAGES)("l10n/bundle.l10n.%s.json translates every string the code uses, and no other", async (lang) => {
    const translated = readJson(`l10n/bundle.l10n.${lang}.json`);
    const keys = await runtimeKeys();
    expect(Object.keys(translated).sort()).toEqual(keys);
    for (const key of keys) {
      expect(placeholders(translated[key]), key).toEqual(placeholders(key));
      expect(translated[key], key).not.toBe("");
    }
  });

  test("the manifest declares the bundle folder", () => {
    expect((readJson("package.json") as unknown as { l10n: string }).l10n).toBe("./l10n");
  });
});

describe("when VS Code reports fr", () => {
  afterEach(() => l10n.config({ contents: {} }));

  test("the extension's messages are French, loaded from the bundle file by @vscode/l10n", () => {
    // what VS Code does for a display language `fr`: the bundle of that language, by its path
    l10n.config({ fsPath: path.join(ext, "l10n", `bundle.l10n.fr.json`) });
    const message = failureMessage({ command: "python3", notFound: true, missing: [] }, "default", "linux");
    expect(message).toBe(
      "AI Glossary : impossible de lancer Python (« python3 » dans le PATH : python3). Installez Python 3.10 ou plus " +
        "et exécutez `python3 -m pip install ai-glossary`, ou indiquez dans aiGlossary.server.pythonPath un Python " +
        "qui a le paquet ai-glossary.",
    );
    expect(startFailureMessage("py", "EPIPE", "linux")).toMatch(/^AI Glossary : le serveur de langage n'a pas pu démarrer \(EPIPE\)\. Installez le serveur avec `py -m pip install ai-glossary`/);
  });

  test("without a bundle the messages are English", () => {
    const message = failureMessage({ command: "python3", notFound: false, missing: ["pygls"] }, "setting", "linux");
    expect(message).toMatch(/^AI Glossary: python3 cannot import pygls\. Install the server with/);
  });
});

/** The failures that leave no usable Python: none found, too old, modules missing, libraries for another Python. */
const NO_USABLE_PYTHON: Record<string, LaunchFailure> = {
  notFound: { command: "python3", notFound: true, missing: [] },
  tooOld: { command: "python3", notFound: false, missing: [], tooOld: [3, 8] },
  missing: { command: "python3", notFound: false, missing: ["pygls"] },
  mismatch: {
    command: "python3",
    notFound: false,
    missing: ["pygls"],
    mismatch: { bundleTarget: "linux-x64", bundlePythons: ["3.10", "3.13"], version: "3.14", target: "linux-x64" },
  },
};

/** The sentence of `key` in a bundle, its placeholders filled: what the message must contain. */
function filled(bundle: Record<string, string>, key: string, ...args: string[]): string {
  return bundle[key].replace(/\{(\d+)\}/g, (_m, i: string) => args[Number(i)]);
}

describe.each(LANGUAGES)("no usable Python, VS Code in %s", (lang) => {
  afterEach(() => l10n.config({ contents: {} }));

  test("each message is the bundle's translation, with the fix", () => {
    const bundle = readJson(`l10n/bundle.l10n.${lang}.json`);
    l10n.config({ fsPath: path.join(ext, "l10n", `bundle.l10n.${lang}.json`) });
    const install = "`python3 -m pip install ai-glossary`";
    const messages = Object.fromEntries(
      Object.entries(NO_USABLE_PYTHON).map(([kind, f]) => [kind, failureMessage(f, "default", "linux")]),
    );
    const where = filled(bundle, '"{0}" on PATH', "python3");
    expect(messages.notFound).toBe(
      filled(
        bundle,
        "AI Glossary: could not start Python ({0}: {1}). Install Python {2}+ and run `{3}`, or set aiGlossary.server.pythonPath to a Python that has the ai-glossary package.",
        where,
        "python3",
        "3.10",
        "python3 -m pip install ai-glossary",
      ),
    );
    expect(messages.tooOld).toBe(
      filled(
        bundle,
        "AI Glossary: {0} is Python {1}, and the server needs Python {2}+. Install a newer Python and set aiGlossary.server.pythonPath to it.",
        "python3",
        "3.8",
        "3.10",
      ),
    );
    const cannotImport = filled(bundle, "cannot import {0}", "pygls");
    expect(messages.missing).toContain(cannotImport);
    expect(messages.missing).toContain(install);
    expect(messages.mismatch).toContain(
      filled(
        bundle,
        "The libraries in this extension package are for CPython {0} on {1}; this Python is CPython {2} on {3}.",
        "3.10, 3.13",
        "linux-x64",
        "3.14",
        "linux-x64",
      ),
    );
    expect(messages.mismatch).toContain(install);
    // translated, not the English text: no message starts like the English one
    l10n.config({ contents: {} });
    for (const [kind, f] of Object.entries(NO_USABLE_PYTHON)) {
      expect(messages[kind], kind).not.toBe(failureMessage(f, "default", "linux"));
    }
  });
});
