// The "Glossary" view in the explorer side bar: the server's concepts (`aiGlossary.concepts`, in the
// reader's language), grouped by tag, filtered by a query the server searches; a concept opens its
// definition (`aiGlossary.define`) as a Markdown preview. A thin client: the grouping is all it does.
import * as vscode from "vscode";
import {
  type CommandHost,
  type Concept,
  type DefinitionProvider,
  type Definitions,
  SERVER_COMMANDS,
  showDefinition,
} from "./commands";
import { SECTION } from "./settings";

export const VIEW_ID = "aiGlossary.glossaryView";

/** The view's commands (package.json `contributes.commands` and its title bar menu). */
export const VIEW_COMMANDS = {
  filter: "aiGlossary.filterGlossary",
  clearFilter: "aiGlossary.clearGlossaryFilter",
  refresh: "aiGlossary.refreshGlossary",
  open: "aiGlossary.openConcept",
} as const;

export interface TagNode {
  kind: "tag";
  tag: string;
  concepts: Concept[];
}

export interface ConceptNode {
  kind: "concept";
  concept: Concept;
}

export type GlossaryNode = TagNode | ConceptNode;

/** The name a reader sees: the concept's name in their language, else its term. */
export function shownName(concept: Concept): string {
  return concept.name || concept.term;
}

const byName = (a: Concept, b: Concept): number =>
  shownName(a).localeCompare(shownName(b), undefined, { sensitivity: "base" });

/**
 * One group per tag, tags in alphabetical order, each concept under every tag it has; the concepts
 * without a tag last, under `untagged`. In a group the concepts are in alphabetical order, except
 * for a search (`keepOrder`), where they stay in the server's order, best first.
 */
export function groupByTag(concepts: Concept[], untagged: string, keepOrder = false): TagNode[] {
  const groups = new Map<string, Concept[]>();
  const loose: Concept[] = [];
  for (const concept of concepts) {
    const tags = concept.tags ?? [];
    if (!tags.length) {
      loose.push(concept);
    }
    for (const tag of new Set(tags)) {
      groups.set(tag, [...(groups.get(tag) ?? []), concept]);
    }
  }
  const sortIn = (list: Concept[]): Concept[] => (keepOrder ? list : [...list].sort(byName));
  const nodes: TagNode[] = [...groups.keys()]
    .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }))
    .map((tag) => ({ kind: "tag", tag, concepts: sortIn(groups.get(tag) ?? []) }));
  if (loose.length) {
    nodes.push({ kind: "tag", tag: untagged, concepts: sortIn(loose) });
  }
  return nodes;
}

export class GlossaryTreeProvider implements vscode.TreeDataProvider<GlossaryNode> {
  private readonly emitter = new vscode.EventEmitter<GlossaryNode | undefined>();
  readonly onDidChangeTreeData = this.emitter.event;
  /** The query the server searches; "" shows every concept. */
  query = "";

  constructor(private readonly host: CommandHost) {}

  refresh(): void {
    this.emitter.fire(undefined);
  }

  setQuery(query: string): void {
    this.query = query.trim();
    this.refresh();
  }

  async getChildren(node?: GlossaryNode): Promise<GlossaryNode[]> {
    if (node) {
      return node.kind === "tag" ? node.concepts.map((concept) => ({ kind: "concept", concept })) : [];
    }
    const run = this.host.server();
    if (!run) {
      return []; // the view's welcome text says why; the view is refreshed when the server starts
    }
    const concepts = await run<Concept[]>(SERVER_COMMANDS.concepts, this.query ? [{ query: this.query }] : []);
    return groupByTag(concepts, vscode.l10n.t("(no tag)"), this.query !== "");
  }

  getTreeItem(node: GlossaryNode): vscode.TreeItem {
    if (node.kind === "tag") {
      const state = this.query
        ? vscode.TreeItemCollapsibleState.Expanded
        : vscode.TreeItemCollapsibleState.Collapsed;
      const item = new vscode.TreeItem(node.tag, state);
      item.id = `tag:${node.tag}:${this.query}`; // a new search opens the groups again
      item.description = String(node.concepts.length);
      item.contextValue = "aiGlossaryTag";
      return item;
    }
    const { concept } = node;
    const name = shownName(concept);
    const item = new vscode.TreeItem(name, vscode.TreeItemCollapsibleState.None);
    const other = [concept.term, ...(concept.aliases ?? [])].find((n) => n && n !== name);
    item.description = other;
    item.tooltip = concept.summary ? `${name}: ${concept.summary}` : name;
    item.contextValue = "aiGlossaryConcept";
    item.command = { title: vscode.l10n.t("Open Definition"), command: VIEW_COMMANDS.open, arguments: [concept] };
    return item;
  }

  dispose(): void {
    this.emitter.dispose();
  }
}

/** Asks for the query, with the current one filled in; an empty one shows everything again. */
export async function askQuery(tree: GlossaryTreeProvider, view: vscode.TreeView<GlossaryNode>): Promise<string | undefined> {
  const query = await vscode.window.showInputBox({
    title: vscode.l10n.t("AI Glossary: Filter the Glossary"),
    prompt: vscode.l10n.t("A name, an alias or a part of one, in any language"),
    value: tree.query,
  });
  if (query !== undefined) {
    setQuery(tree, view, query);
  }
  return query;
}

function setQuery(tree: GlossaryTreeProvider, view: vscode.TreeView<GlossaryNode>, query: string): void {
  tree.setQuery(query);
  view.description = tree.query ? vscode.l10n.t("Filter: {0}", tree.query) : undefined;
}

/** Opens a concept's definition, in the reader's language, as the Look Up Term command does. */
export async function openConcept(host: CommandHost, provider: DefinitionProvider, concept: Concept): Promise<void> {
  const run = host.server();
  if (!run) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t("AI Glossary: the language server is not running (see the AI Glossary output)."),
    );
    return;
  }
  const defined = await run<Definitions>(SERVER_COMMANDS.define, [{ id: concept.id }]);
  await showDefinition(provider, shownName(concept), concept.id, defined.matches[0]?.markdown ?? "");
}

/** The view, its commands, and what refreshes it: a new language, a project glossary written. */
export function registerGlossaryView(
  context: vscode.ExtensionContext,
  host: CommandHost,
  provider: DefinitionProvider,
): GlossaryTreeProvider {
  const tree = new GlossaryTreeProvider(host);
  const view = vscode.window.createTreeView(VIEW_ID, { treeDataProvider: tree, showCollapseAll: true });
  const glossaries = vscode.workspace.createFileSystemWatcher("**/.ai-glossary.{yaml,yml}");
  const refresh = (): void => tree.refresh();
  context.subscriptions.push(
    tree,
    view,
    glossaries,
    glossaries.onDidChange(refresh),
    glossaries.onDidCreate(refresh),
    glossaries.onDidDelete(refresh),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(SECTION)) {
        refresh();
      }
    }),
    vscode.commands.registerCommand(VIEW_COMMANDS.filter, () => askQuery(tree, view)),
    vscode.commands.registerCommand(VIEW_COMMANDS.clearFilter, () => setQuery(tree, view, "")),
    vscode.commands.registerCommand(VIEW_COMMANDS.refresh, refresh),
    vscode.commands.registerCommand(VIEW_COMMANDS.open, (concept: Concept) => openConcept(host, provider, concept)),
  );
  return tree;
}
