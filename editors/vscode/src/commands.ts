// The three commands: Choose Definition Language, Look Up Term, Restart Server.
import * as vscode from "vscode";
import { KNOWN_LANGUAGES, SECTION } from "./settings";

export interface Concept {
  id: string;
  term: string;
  name?: string;
  aliases?: string[];
  summary?: string;
}

export interface Language {
  code: string;
  name: string;
}

/** The part of the LanguageClient the commands use (a seam for tests). */
export interface RequestSender {
  sendRequest<R>(method: string, params: unknown): Promise<R>;
}

export interface CommandHost {
  client(): RequestSender | undefined;
  restart(): Promise<void>;
}

export const DEFINITION_SCHEME = "ai-glossary";

/** Read-only Markdown documents `ai-glossary:/<term>.md?<id>` holding looked-up definitions. */
export class DefinitionProvider implements vscode.TextDocumentContentProvider {
  private readonly docs = new Map<string, string>();
  private readonly emitter = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.emitter.event;

  set(uri: vscode.Uri, markdown: string): void {
    this.docs.set(uri.toString(), markdown);
    this.emitter.fire(uri);
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.docs.get(uri.toString()) ?? "";
  }

  dispose(): void {
    this.emitter.dispose();
  }
}

export interface LanguagePickItem extends vscode.QuickPickItem {
  code: string;
}

export function languagePickItems(languages: Language[], current: string, uiLanguage: string): LanguagePickItem[] {
  const items: LanguagePickItem[] = [
    {
      code: "auto",
      label: "Auto",
      description: "auto",
      detail: `Follow VS Code's display language (${uiLanguage}), else English`,
    },
  ];
  for (const lang of languages) {
    items.push({ code: lang.code, label: lang.name, description: lang.code });
  }
  for (const item of items) {
    if (item.code === current) {
      item.label = `$(check) ${item.label}`;
      item.picked = true;
    }
  }
  return items;
}

export interface ConceptPickItem extends vscode.QuickPickItem {
  id: string;
  term: string;
  /** The term's other names, to show a concept under the alias the user typed. */
  aliases: string[];
}

export function conceptPickItems(concepts: Concept[]): ConceptPickItem[] {
  return concepts
    .map((c) => {
      const aliases = (c.aliases ?? []).filter((a) => a !== c.term && a !== c.name);
      const description = [c.name && c.name !== c.term ? c.name : undefined, ...aliases].filter(Boolean).join(" · ");
      return {
        id: c.id,
        term: c.term,
        aliases: [c.name ?? "", ...(c.aliases ?? [])].filter((a) => a && a !== c.term),
        label: c.term,
        description: description || undefined,
        detail: c.summary,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: "base" }));
}

/**
 * The quick pick's items for what the user typed. VS Code sorts matches by label (exact, then
 * prefix, then shorter), so a concept found by an alias would lose to a longer-named one:
 * "ZeRO" would list ZeRO-Offload before Zero Redundancy Optimizer. When the query is exactly an
 * alias, that concept is shown under the alias (label "ZeRO", description "Zero Redundancy
 * Optimizer"), which VS Code then ranks first.
 */
export function presentConcepts(items: ConceptPickItem[], query: string): ConceptPickItem[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) {
    return items;
  }
  return items.map((it) => {
    if (it.label.toLocaleLowerCase() === q) {
      return it;
    }
    const alias = it.aliases.find((a) => a.toLocaleLowerCase() === q);
    if (!alias) {
      return it;
    }
    const description = [it.term, ...it.aliases.filter((a) => a !== alias)].join(" · ");
    return { ...it, label: alias, description };
  });
}

/** A file name for the definition tab: the term, made safe for a path segment. */
export function definitionUri(term: string, id: string): vscode.Uri {
  const safe = term.replace(/[\\/:*?"<>|#%]+/g, "-").trim() || id;
  return vscode.Uri.from({ scheme: DEFINITION_SCHEME, path: `/${safe}.md`, query: id });
}

async function languages(host: CommandHost): Promise<Language[]> {
  const client = host.client();
  if (client) {
    try {
      const fromServer = await client.sendRequest<Language[]>("aiGlossary/languages", {});
      if (Array.isArray(fromServer) && fromServer.length) {
        return fromServer;
      }
    } catch {
      // fall back to the built-in list
    }
  }
  return [...KNOWN_LANGUAGES];
}

export async function chooseLanguage(host: CommandHost): Promise<string | undefined> {
  const config = vscode.workspace.getConfiguration(SECTION);
  const current = config.get<string>("language", "auto");
  const items = languagePickItems(await languages(host), current, vscode.env.language);
  const picked = await vscode.window.showQuickPick(items, {
    title: "AI Glossary: Definition Language",
    placeHolder: `Language of hover and completion definitions (now: ${current})`,
    matchOnDescription: true,
  });
  if (!picked) {
    return undefined;
  }
  // User (global) settings; the language client forwards the change to the running server.
  await config.update("language", picked.code, vscode.ConfigurationTarget.Global);
  const inspected = config.inspect<string>("language");
  const override = inspected?.workspaceFolderValue ?? inspected?.workspaceValue;
  if (override !== undefined && override !== picked.code) {
    void vscode.window.showWarningMessage(
      `AI Glossary: the workspace setting aiGlossary.language = "${override}" overrides your choice in this workspace.`,
    );
  }
  return picked.code;
}

function wordAtCursor(): string | undefined {
  const editor = vscode.window.activeTextEditor;
  if (!editor) {
    return undefined;
  }
  const sel = editor.selection;
  if (!sel.isEmpty && sel.isSingleLine) {
    return editor.document.getText(sel).trim();
  }
  const range = editor.document.getWordRangeAtPosition(sel.active, /[\p{L}\p{N}][\p{L}\p{N}\p{M}_+\-.]*/u);
  return range ? editor.document.getText(range) : undefined;
}

export async function lookUp(host: CommandHost, provider: DefinitionProvider): Promise<string | undefined> {
  const client = host.client();
  if (!client) {
    void vscode.window.showErrorMessage("AI Glossary: the language server is not running (see the AI Glossary output).");
    return undefined;
  }
  const concepts = await client.sendRequest<Concept[]>("aiGlossary/concepts", {});
  const items = conceptPickItems(concepts ?? []);
  const qp = vscode.window.createQuickPick<ConceptPickItem>();
  qp.title = "AI Glossary: Look Up Term";
  qp.placeholder = `Search ${items.length} AI/ML terms by name or alias`;
  qp.matchOnDescription = true;
  qp.items = items;
  qp.onDidChangeValue((value) => {
    qp.items = presentConcepts(items, value);
  });
  const initial = wordAtCursor();
  if (initial) {
    qp.value = initial;
    qp.items = presentConcepts(items, initial);
  }
  const picked = await new Promise<ConceptPickItem | undefined>((resolve) => {
    qp.onDidAccept(() => {
      resolve(qp.selectedItems[0]);
      qp.hide();
    });
    qp.onDidHide(() => resolve(undefined));
    qp.show();
  });
  qp.dispose();
  if (!picked) {
    return undefined;
  }
  const def = await client.sendRequest<{ id: string; markdown: string }>("aiGlossary/define", { id: picked.id });
  await showDefinition(provider, picked.label, picked.id, def?.markdown ?? "");
  return picked.id;
}

/** Shows a definition as a rendered Markdown preview of a read-only virtual document. */
export async function showDefinition(provider: DefinitionProvider, term: string, id: string, markdown: string): Promise<void> {
  const uri = definitionUri(term, id);
  provider.set(uri, markdown);
  try {
    await vscode.commands.executeCommand("markdown.showPreview", uri);
  } catch {
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.languages.setTextDocumentLanguage(doc, "markdown");
    await vscode.window.showTextDocument(doc, { preview: true });
  }
}

export function registerCommands(context: vscode.ExtensionContext, host: CommandHost): void {
  const provider = new DefinitionProvider();
  context.subscriptions.push(
    provider,
    vscode.workspace.registerTextDocumentContentProvider(DEFINITION_SCHEME, provider),
    vscode.commands.registerCommand("aiGlossary.chooseLanguage", () => chooseLanguage(host)),
    vscode.commands.registerCommand("aiGlossary.lookUp", () => lookUp(host, provider)),
    vscode.commands.registerCommand("aiGlossary.restartServer", () => host.restart()),
  );
}
