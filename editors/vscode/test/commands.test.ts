import * as fs from "node:fs";
import * as path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import * as vscode from "vscode";
import {
  chooseLanguage,
  conceptPickItems,
  DefinitionProvider,
  definitionUri,
  EXTENSION_COMMANDS,
  languagePickItems,
  lookUp,
  lookUpItems,
  SERVER_COMMANDS,
  showDefinition,
  type CommandHost,
  type ConceptPickItem,
  type Definitions,
} from "../src/commands";
import { VIEW_COMMANDS } from "../src/glossaryView";

vi.mock("vscode", async () => ({
  ...(await import("jest-mock-vscode")).createVSCodeMock(vi),
  env: { language: "en-US", clipboard: { writeText: vi.fn() } },
  // jest-mock-vscode has no l10n: VS Code's own formatting, from the library it is built on
  l10n: { t: (await import("@vscode/l10n")).t, bundle: undefined },
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

  test("a query: the concepts it names first, under the query, so VS Code ranks them first; then the server's order", () => {
    const defined: Definitions = {
      query: "zero",
      matches: [{ id: "zero", term: "Zero Redundancy Optimizer", name: "Zero Redundancy Optimizer", markdown: "**ZeRO**" }],
      suggestions: [],
    };
    const found = [
      { id: "zero", term: "Zero Redundancy Optimizer", aliases: ["ZeRO"], summary: "Shards state" },
      { id: "zero-offload", term: "ZeRO-Offload", aliases: ["ZeRO offload"] },
      { id: "fsdp", term: "FSDP", summary: "Shards too" },
    ];
    const items = lookUpItems("zero", defined, found);
    expect(items.map((i) => i.id)).toEqual(["zero", "zero-offload", "fsdp"]);
    expect(items[0]).toMatchObject({ label: "zero", description: "Zero Redundancy Optimizer", detail: "Shards state", markdown: "**ZeRO**" });
    expect(items[1]).toMatchObject({ label: "ZeRO-Offload", description: "ZeRO offload" });
    expect(items[1].markdown).toBeUndefined();
    // the server found them: VS Code's filter must not hide one it cannot match itself
    expect(items.every((i) => i.alwaysShow)).toBe(true);
  });

  test("an unknown query: only what the server found, in its order", () => {
    const items = lookUpItems("flsh", { query: "flsh", matches: [], suggestions: [{ id: "flash", term: "FlashAttention" }] }, [
      { id: "flash", term: "FlashAttention" },
    ]);
    expect(items.map((i) => [i.id, i.label])).toEqual([["flash", "FlashAttention"]]);
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
    const run = vi.fn(async () => ({
      current: "en",
      languages: [
        { code: "en", name: "English" },
        { code: "fr", name: "Français" },
      ],
    }));
    const host: CommandHost = { server: () => run as never, restart: async () => undefined };

    expect(await chooseLanguage(host)).toBe("fr");
    expect(run).toHaveBeenCalledWith("aiGlossary.languages", []);
    expect(pick).toHaveBeenCalledOnce();
    expect(pick.mock.calls[0][1]?.placeHolder).toContain("now: en");
    expect(config.update).toHaveBeenCalledWith("language", "fr", vscode.ConfigurationTarget.Global);
  });

  test("without a running server it says so and changes nothing", async () => {
    const config = fakeConfig({ language: "en" });
    vi.spyOn(vscode.workspace, "getConfiguration").mockReturnValue(config as unknown as vscode.WorkspaceConfiguration);
    const pick = vi.spyOn(vscode.window, "showQuickPick");
    const error = vi.spyOn(vscode.window, "showErrorMessage").mockResolvedValue(undefined);
    const host: CommandHost = { server: () => undefined, restart: async () => undefined };
    expect(await chooseLanguage(host)).toBeUndefined();
    expect(error.mock.calls[0][0]).toMatch(/not running/);
    expect(pick).not.toHaveBeenCalled();
    expect(config.update).not.toHaveBeenCalled();
  });
});

/** A QuickPick that records what the command does with it; the test types and accepts. */
function fakeQuickPick() {
  const handlers: { value?: (v: string) => void; accept?: () => void; hide?: () => void } = {};
  const qp = {
    value: "",
    items: [] as ConceptPickItem[],
    selectedItems: [] as ConceptPickItem[],
    busy: false,
    onDidChangeValue: (h: (v: string) => void) => (handlers.value = h),
    onDidAccept: (h: () => void) => (handlers.accept = h),
    onDidHide: (h: () => void) => (handlers.hide = h),
    show: vi.fn(),
    hide: () => handlers.hide?.(),
    dispose: vi.fn(),
    type(value: string) {
      qp.value = value;
      handlers.value?.(value);
    },
    accept(item: ConceptPickItem) {
      qp.selectedItems = [item];
      handlers.accept?.();
    },
  };
  return qp;
}

describe("Look Up Term asks the server", () => {
  test("what is typed goes to aiGlossary.define and aiGlossary.concepts; the named concept opens with its definition", async () => {
    const qp = fakeQuickPick();
    vi.spyOn(vscode.window, "createQuickPick").mockReturnValue(qp as never);
    const exec = vi.spyOn(vscode.commands, "executeCommand").mockResolvedValue(undefined);
    const run = vi.fn(async (command: string, args: unknown[]) => {
      if (command === SERVER_COMMANDS.define) {
        return args[0] === "ZeRO"
          ? { query: "ZeRO", matches: [{ id: "zero", term: "Zero Redundancy Optimizer", markdown: "**ZeRO** def" }], suggestions: [] }
          : { query: "", matches: [], suggestions: [] };
      }
      if (args.length === 0) {
        return [{ id: "adam", term: "Adam" }, { id: "zero", term: "Zero Redundancy Optimizer" }];
      }
      return [{ id: "zero-offload", term: "ZeRO-Offload" }, { id: "zero", term: "Zero Redundancy Optimizer" }];
    });
    const host: CommandHost = { server: () => run as never, restart: async () => undefined };
    const done = lookUp(host, new DefinitionProvider());

    await vi.waitFor(() => expect(qp.items.map((i) => i.id)).toEqual(["adam", "zero"]));
    expect(run).toHaveBeenCalledWith("aiGlossary.concepts", []);
    qp.type("ZeRO");
    await vi.waitFor(() => expect(qp.items.map((i) => i.label)).toEqual(["ZeRO", "ZeRO-Offload"]));
    expect(run).toHaveBeenCalledWith("aiGlossary.define", ["ZeRO"]);
    expect(run).toHaveBeenCalledWith("aiGlossary.concepts", [{ query: "ZeRO" }]);
    qp.accept(qp.items[0]);

    expect(await done).toBe("zero");
    // the definition came with the answer: no second request
    expect(run.mock.calls.filter((c) => c[0] === SERVER_COMMANDS.define)).toHaveLength(1);
    expect(String(exec.mock.calls[0][1])).toBe("ai-glossary:/ZeRO.md?zero");
  });

  test("another concept is defined by its id on accept; an older answer never replaces a newer one", async () => {
    const qp = fakeQuickPick();
    vi.spyOn(vscode.window, "createQuickPick").mockReturnValue(qp as never);
    vi.spyOn(vscode.commands, "executeCommand").mockResolvedValue(undefined);
    let releaseSlow: () => void = () => undefined;
    const slow = new Promise<void>((r) => (releaseSlow = r));
    const run = vi.fn(async (command: string, args: unknown[]) => {
      const query = (args[0] as { query?: string } | undefined)?.query;
      if (command === SERVER_COMMANDS.define) {
        const arg = args[0] as { id?: string } | string;
        return typeof arg === "object"
          ? { query: "", matches: [{ id: arg.id, term: "ZeRO-Offload", markdown: "offload def" }], suggestions: [] }
          : { query: arg, matches: [], suggestions: [] };
      }
      if (query === "z") {
        await slow;
        return [{ id: "zeta", term: "Zeta" }];
      }
      return query ? [{ id: "zero-offload", term: "ZeRO-Offload" }] : [];
    });
    const provider = new DefinitionProvider();
    const host: CommandHost = { server: () => run as never, restart: async () => undefined };
    const done = lookUp(host, provider);
    qp.type("z");
    qp.type("offl");
    await vi.waitFor(() => expect(qp.items.map((i) => i.id)).toEqual(["zero-offload"]));
    releaseSlow();
    await new Promise((r) => setTimeout(r, 10));
    expect(qp.items.map((i) => i.id)).toEqual(["zero-offload"]);
    qp.accept(qp.items[0]);
    expect(await done).toBe("zero-offload");
    expect(run).toHaveBeenCalledWith("aiGlossary.define", [{ id: "zero-offload" }]);
    expect(provider.provideTextDocumentContent(definitionUri("ZeRO-Offload", "zero-offload"))).toBe("offload def");
  });
});

describe("command ids", () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package.json"), "utf8"));

  test("the contributed commands are the extension's; none is a server command (the language client registers those)", () => {
    const contributed = pkg.contributes.commands.map((c: { command: string }) => c.command).sort();
    expect(contributed).toEqual([...Object.values(EXTENSION_COMMANDS), ...Object.values(VIEW_COMMANDS)].sort());
    const server: string[] = Object.values(SERVER_COMMANDS);
    expect(contributed.filter((c: string) => server.includes(c))).toEqual([]);
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
