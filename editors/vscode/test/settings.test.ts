import * as fs from "node:fs";
import * as path from "node:path";
import { describe, expect, test } from "vitest";
import { DOCUMENT_LANGUAGES, documentSelector, initializationOptions, needsRestart, type ConfigurationChange } from "../src/settings";

const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package.json"), "utf8"));

/** VS Code's affectsConfiguration semantics for a set of changed setting keys. */
function change(...keys: string[]): ConfigurationChange {
  return {
    affectsConfiguration: (section: string) =>
      keys.some((k) => k === section || k.startsWith(`${section}.`) || section.startsWith(`${k}.`)),
  };
}

describe("initializationOptions", () => {
  test("only the workspace trust: the server asks for the settings (workspace/configuration)", () => {
    expect(initializationOptions(true)).toEqual({ trustedWorkspace: true });
    expect(initializationOptions(false)).toEqual({ trustedWorkspace: false });
  });
});

describe("restart only when the interpreter changes", () => {
  test("pythonPath restarts", () => {
    expect(needsRestart(change("aiGlossary.server.pythonPath"))).toBe(true);
  });
  test("other settings are live (didChangeConfiguration)", () => {
    for (const key of ["aiGlossary.language", "aiGlossary.fallbackLanguages", "aiGlossary.scope", "aiGlossary.glossaries", "aiGlossary.trace.server", "editor.fontSize"]) {
      expect(needsRestart(change(key)), key).toBe(false);
    }
  });
});

describe("package.json agrees with the code", () => {
  test("activation events: every server language and Jupyter notebooks", () => {
    const events: string[] = pkg.activationEvents;
    expect(events.filter((e) => e.startsWith("onLanguage:")).map((e) => e.slice(11))).toEqual([...DOCUMENT_LANGUAGES]);
    expect(events).toContain("onNotebook:jupyter-notebook");
    expect(DOCUMENT_LANGUAGES).toContain("cuda-cpp");
    expect(DOCUMENT_LANGUAGES).toHaveLength(34);
  });

  test("document selector: file, untitled and notebook cells for every language", () => {
    const sel = documentSelector();
    expect(sel).toHaveLength(DOCUMENT_LANGUAGES.length * 3);
    expect(sel).toContainEqual({ scheme: "vscode-notebook-cell", language: "python" });
    expect(sel).toContainEqual({ scheme: "untitled", language: "markdown" });
  });

  test("contributed settings, commands and workspace trust", () => {
    const props = pkg.contributes.configuration.properties;
    expect(Object.keys(props).sort()).toEqual(
      ["aiGlossary.fallbackLanguages", "aiGlossary.glossaries", "aiGlossary.language", "aiGlossary.learnerHover", "aiGlossary.lint", "aiGlossary.scope", "aiGlossary.server.pythonPath", "aiGlossary.trace.server"].sort(),
    );
    expect(props["aiGlossary.language"].enum).toEqual(["auto", "en", "fr", "nl", "bn", "zh-Hans", "ja", "es", "de"]);
    expect(props["aiGlossary.language"].enumDescriptions).toHaveLength(9);
    expect(props["aiGlossary.scope"].enum).toEqual(["prose", "strings", "everywhere"]);
    expect(props["aiGlossary.trace.server"].enum).toEqual(["off", "messages", "verbose"]);
    expect(props["aiGlossary.fallbackLanguages"].default).toEqual(["en"]);
    expect(props["aiGlossary.learnerHover"]).toMatchObject({ type: "boolean", default: false });
    expect(pkg.contributes.commands.map((c: { command: string }) => c.command).sort()).toEqual([
      "aiGlossary.chooseLanguage",
      "aiGlossary.clearGlossaryFilter",
      "aiGlossary.filterGlossary",
      "aiGlossary.lookUp",
      "aiGlossary.openConcept",
      "aiGlossary.refreshGlossary",
      "aiGlossary.restartServer",
    ]);
    expect(pkg.contributes.views.explorer).toEqual([{ id: "aiGlossary.glossaryView", name: "%views.glossary%" }]);
    const trust = pkg.capabilities.untrustedWorkspaces;
    expect(trust.supported).toBe("limited");
    expect(trust.restrictedConfigurations.sort()).toEqual(["aiGlossary.glossaries", "aiGlossary.server.pythonPath"]);
    expect(pkg.dependencies["vscode-languageclient"]).toMatch(/^\^?11\./);
  });
});
