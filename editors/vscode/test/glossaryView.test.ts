import { afterEach, describe, expect, test, vi } from "vitest";
import * as vscode from "vscode";
import { type CommandHost, type Concept, DefinitionProvider, SERVER_COMMANDS } from "../src/commands";
import {
  type ConceptNode,
  GlossaryTreeProvider,
  groupByTag,
  openConcept,
  shownName,
  type TagNode,
  VIEW_COMMANDS,
} from "../src/glossaryView";

vi.mock("vscode", async () => ({
  ...(await import("jest-mock-vscode")).createVSCodeMock(vi),
  env: { language: "fr" },
  l10n: { t: (await import("@vscode/l10n")).t, bundle: undefined },
}));

// what `aiGlossary.concepts` answers a French reader (names in French where the glossary has them)
const CONCEPTS: Concept[] = [
  { id: "zero", term: "Zero Redundancy Optimizer", name: "optimiseur à redondance nulle", aliases: ["ZeRO"], summary: "Partitionne l'état", tags: ["parallelism", "memory"] },
  { id: "fsdp", term: "Fully Sharded Data Parallel", name: "parallélisme de données entièrement partitionné", aliases: ["FSDP"], tags: ["parallelism"] },
  { id: "flash-attention", term: "FlashAttention", name: "FlashAttention", aliases: ["Flash Attention"], tags: ["attention", "memory"] },
  { id: "house-term", term: "House term", name: "House term", aliases: [] },
];

function host(answer: (command: string, args: unknown[]) => unknown): CommandHost & { calls: Array<[string, unknown[]]> } {
  const calls: Array<[string, unknown[]]> = [];
  return {
    calls,
    server: () => async <R>(command: string, args: unknown[]) => {
      calls.push([command, args]);
      return answer(command, args) as R;
    },
    restart: async () => undefined,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("grouping by tag", () => {
  test("one group per tag, in order; a concept under each of its tags; untagged last; names sorted", () => {
    const groups = groupByTag(CONCEPTS, "(no tag)");
    expect(groups.map((g) => g.tag)).toEqual(["attention", "memory", "parallelism", "(no tag)"]);
    expect(groups[1].concepts.map((c) => c.id)).toEqual(["flash-attention", "zero"]);
    // by the name the reader sees ("optimiseur …" before "parallélisme …"), not by the English term
    expect(groups[2].concepts.map((c) => c.id)).toEqual(["zero", "fsdp"]);
    expect(groups[3].concepts.map((c) => c.id)).toEqual(["house-term"]);
  });

  test("a search keeps the server's order, best first", () => {
    const groups = groupByTag([CONCEPTS[1], CONCEPTS[0]], "(no tag)", true);
    expect(groups.find((g) => g.tag === "parallelism")?.concepts.map((c) => c.id)).toEqual(["fsdp", "zero"]);
  });
});

describe("the tree", () => {
  test("asks the server for every concept, and shows tags then concepts in the reader's language", async () => {
    const h = host(() => CONCEPTS);
    const tree = new GlossaryTreeProvider(h);
    const roots = (await tree.getChildren()) as TagNode[];
    expect(h.calls).toEqual([[SERVER_COMMANDS.concepts, []]]);
    const parallelism = roots.find((r) => r.tag === "parallelism") as TagNode;
    const tagItem = tree.getTreeItem(parallelism);
    expect(tagItem.label).toBe("parallelism");
    expect(tagItem.description).toBe("2");
    expect(tagItem.collapsibleState).toBe(vscode.TreeItemCollapsibleState.Collapsed);
    const children = (await tree.getChildren(parallelism)) as ConceptNode[];
    const zero = tree.getTreeItem(children[0]);
    expect(zero.label).toBe("optimiseur à redondance nulle");
    expect(zero.description).toBe("Zero Redundancy Optimizer");
    expect(zero.tooltip).toBe("optimiseur à redondance nulle: Partitionne l'état");
    expect(zero.command).toMatchObject({ command: VIEW_COMMANDS.open, arguments: [CONCEPTS[0]] });
    expect(await tree.getChildren(children[0])).toEqual([]);
  });

  test("a filter is a search by the server, and its groups open", async () => {
    const h = host((_command, args) => (args.length ? [CONCEPTS[1]] : CONCEPTS));
    const tree = new GlossaryTreeProvider(h);
    const fired = vi.fn();
    tree.onDidChangeTreeData(fired);
    tree.setQuery("  fsdp ");
    expect(fired).toHaveBeenCalled();
    const roots = (await tree.getChildren()) as TagNode[];
    expect(h.calls.at(-1)).toEqual([SERVER_COMMANDS.concepts, [{ query: "fsdp" }]]);
    expect(roots.map((r) => r.tag)).toEqual(["parallelism"]);
    expect(tree.getTreeItem(roots[0]).collapsibleState).toBe(vscode.TreeItemCollapsibleState.Expanded);
    tree.setQuery("");
    await tree.getChildren();
    expect(h.calls.at(-1)).toEqual([SERVER_COMMANDS.concepts, []]);
  });

  test("no server: an empty tree (the welcome text says why), no error", async () => {
    const tree = new GlossaryTreeProvider({ server: () => undefined, restart: async () => undefined });
    expect(await tree.getChildren()).toEqual([]);
  });

  test("a concept without a localized name shows its term", () => {
    expect(shownName({ id: "x", term: "Term", name: "" })).toBe("Term");
  });
});

describe("opening a concept", () => {
  test("shows the server's definition of that id as a Markdown preview", async () => {
    const h = host(() => ({ query: "zero", matches: [{ id: "zero", term: "ZeRO", markdown: "**ZeRO** partitionne" }], suggestions: [] }));
    const provider = new DefinitionProvider();
    const exec = vi.spyOn(vscode.commands, "executeCommand").mockResolvedValue(undefined);
    await openConcept(h, provider, CONCEPTS[0]);
    expect(h.calls).toEqual([[SERVER_COMMANDS.define, [{ id: "zero" }]]]);
    const [command, uri] = exec.mock.calls[0] as [string, vscode.Uri];
    expect(command).toBe("markdown.showPreview");
    expect(provider.provideTextDocumentContent(uri)).toBe("**ZeRO** partitionne");
  });
});
