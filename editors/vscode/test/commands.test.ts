import { afterEach, describe, expect, test, vi } from "vitest";
import * as vscode from "vscode";
import {
  chooseLanguage,
  conceptPickItems,
  DefinitionProvider,
  definitionUri,
  languagePickItems,
  presentConcepts,
  showDefinition,
  type CommandHost,
} from "../src/commands";

vi.mock("vscode", async () => ({
  ...(await import("jest-mock-vscode")).createVSCodeMock(vi),
  env: { language: "en-US", clipboard: { writeText: vi.fn() } },
}));

function fakeConfig(values: Record<string, unknown>) {
  return {
    get: vi.fn((key: string, dflt?: unknown) => (key in values ? values[key] : dflt)),
    update: vi.fn(async () => undefined),
    inspect: vi.fn(() => ({ key: "aiGlossary.language", globalValue: values.language })),
    has: vi.fn(() => true),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("quick pick items", () => {
  test("languages: Auto first, the current one checked", () => {
    const items = languagePickItems([{ code: "en", name: "English" }, { code: "fr", name: "Français" }], "fr", "en-US");
    expect(items.map((i) => i.code)).toEqual(["auto", "en", "fr"]);
    expect(items[2].label).toBe("$(check) Français");
    expect(items[2].picked).toBe(true);
    expect(items[0].detail).toContain("en-US");
  });

  test("concepts: label is the term, the name and aliases describe it, sorted", () => {
    const items = conceptPickItems([
      { id: "zero", term: "ZeRO", name: "Zero Redundancy Optimizer", aliases: ["ZeRO", "DeepSpeed ZeRO"], summary: "Shards state" },
      { id: "flash", term: "FlashAttention", name: "FlashAttention", aliases: ["Flash Attention"], summary: "IO-aware" },
    ]);
    expect(items.map((i) => i.label)).toEqual(["FlashAttention", "ZeRO"]);
    expect(items[1]).toMatchObject({ id: "zero", description: "Zero Redundancy Optimizer · DeepSpeed ZeRO", detail: "Shards state" });
    expect(items[0].description).toBe("Flash Attention");
  });

  test("typing an exact alias shows the concept under that alias, so VS Code ranks it first", () => {
    const items = conceptPickItems([
      { id: "zero-offload", term: "ZeRO-Offload", aliases: [] },
      { id: "zero", term: "Zero Redundancy Optimizer", aliases: ["ZeRO", "ZeRO-1"] },
      { id: "adam", term: "Adam" },
    ]);
    expect(items.map((i) => i.id)).toEqual(["adam", "zero", "zero-offload"]);
    const shown = presentConcepts(items, "zero");
    expect(shown.map((i) => i.label)).toEqual(["Adam", "ZeRO", "ZeRO-Offload"]);
    expect(shown[1]).toMatchObject({ id: "zero", description: "Zero Redundancy Optimizer · ZeRO-1" });
    expect(presentConcepts(items, "zero-offload")[2].label).toBe("ZeRO-Offload");
    expect(presentConcepts(items, "  ")).toBe(items);
  });

  test("definition documents are named after the term", () => {
    const uri = definitionUri("ZeRO / DeepSpeed", "zero");
    expect(uri.scheme).toBe("ai-glossary");
    expect(uri.path).toBe("/ZeRO - DeepSpeed.md");
    expect(uri.query).toBe("zero");
  });
});

describe("Choose Definition Language", () => {
  test("asks the server for languages and writes the user (global) setting", async () => {
    const config = fakeConfig({ language: "auto" });
    vi.spyOn(vscode.workspace, "getConfiguration").mockReturnValue(config as unknown as vscode.WorkspaceConfiguration);
    const pick = vi.spyOn(vscode.window, "showQuickPick").mockImplementation(async (items: unknown) => {
      const list = (await items) as Array<{ code: string }>;
      return list.find((i) => i.code === "fr") as never;
    });
    const sendRequest = vi.fn(async () => [
      { code: "en", name: "English" },
      { code: "fr", name: "Français" },
    ]);
    const host: CommandHost = { client: () => ({ sendRequest }) as never, restart: async () => undefined };

    expect(await chooseLanguage(host)).toBe("fr");
    expect(sendRequest).toHaveBeenCalledWith("aiGlossary/languages", {});
    expect(pick).toHaveBeenCalledOnce();
    expect(config.update).toHaveBeenCalledWith("language", "fr", vscode.ConfigurationTarget.Global);
  });

  test("without a running server the built-in list is offered; Escape changes nothing", async () => {
    const config = fakeConfig({ language: "en" });
    vi.spyOn(vscode.workspace, "getConfiguration").mockReturnValue(config as unknown as vscode.WorkspaceConfiguration);
    let offered: string[] = [];
    vi.spyOn(vscode.window, "showQuickPick").mockImplementation(async (items: unknown) => {
      offered = ((await items) as Array<{ code: string }>).map((i) => i.code);
      return undefined;
    });
    const host: CommandHost = { client: () => undefined, restart: async () => undefined };
    expect(await chooseLanguage(host)).toBeUndefined();
    expect(offered).toEqual(["auto", "en", "fr", "nl", "bn"]);
    expect(config.update).not.toHaveBeenCalled();
  });
});

describe("Look Up Term shows the definition as rendered Markdown", () => {
  test("the definition becomes a read-only document opened in the Markdown preview", async () => {
    const exec = vi.spyOn(vscode.commands, "executeCommand").mockResolvedValue(undefined);
    const provider = new DefinitionProvider();
    await showDefinition(provider, "ZeRO", "zero", "**ZeRO** (Zero Redundancy Optimizer)");
    const uri = definitionUri("ZeRO", "zero");
    expect(exec).toHaveBeenCalledOnce();
    expect(exec.mock.calls[0][0]).toBe("markdown.showPreview");
    expect(String(exec.mock.calls[0][1])).toBe("ai-glossary:/ZeRO.md?zero");
    expect(provider.provideTextDocumentContent(uri)).toBe("**ZeRO** (Zero Redundancy Optimizer)");
  });
});
