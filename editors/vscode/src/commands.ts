// The three commands: Choose Definition Language, Look Up Term, Restart Server. The languages and
// the look-up rules are the server's: these commands ask it (workspace/executeCommand).
import * as vscode from "vscode";
import { SECTION } from "./settings";

/** The extension's own commands (package.json `contributes.commands`). */
export const EXTENSION_COMMANDS = {
  chooseLanguage: "aiGlossary.chooseLanguage",
  lookUp: "aiGlossary.lookUp",
  restart: "aiGlossary.restartServer",
} as const;

/**
 * The server's commands. vscode-languageclient registers every command the server advertises as a
 * VS Code command too, so none may share an id with EXTENSION_COMMANDS (registering it twice throws).
 */
export const SERVER_COMMANDS = {
  define: "aiGlossary.define",
  concepts: "aiGlossary.concepts",
  languages: "aiGlossary.languages",
  /** Run by the "Add to the project glossary" code action; the extension never calls it. */
  addToGlossary: "aiGlossary.addToGlossary",
} as const;

/** An entry of `aiGlossary.concepts`, named in the reader's language. */
export interface Concept {
  id: string;
  term: string;
  name?: string;
  aliases?: string[];
  summary?: string;
  tags?: string[];
}

/** The result of `aiGlossary.define`: the concepts the query names, else close spellings. */
export interface Definitions {
  query: string;
  matches: Array<{ id: string; term: string; name?: string; language?: string; markdown: string }>;
  suggestions: Array<{ id: string; term: string; name?: string }>;
}

export interface Language {
  code: string;
  name: string;
}

/** The result of `aiGlossary.languages`: the language in use and those the glossary has. */
export interface Languages {
  current: string;
  languages: Language[];
}

/** Runs a command of the running server (a seam for tests). */
export type ServerCommand = <R>(command: string, args: unknown[]) => Promise<R>;

export interface CommandHost {
  /** The running server's commands, or undefined when no server runs. */
  server(): ServerCommand | undefined;
  restart(reason: string): Promise<void>;
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

export function languagePickItems(languages: Language[], setting: string, uiLanguage: string): LanguagePickItem[] {
  const items: LanguagePickItem[] = [
    {
      code: "auto",
      label: vscode.l10n.t("Auto"),
      description: "auto",
      detail: vscode.l10n.t("Follow VS Code's display language ({0}), else English", uiLanguage),
    },
  ];
  for (const lang of languages) {
    items.push({ code: lang.code, label: lang.name, description: lang.code });
  }
  for (const item of items) {
    if (item.code === setting) {
      item.label = `$(check) ${item.label}`;
      item.picked = true;
    }
  }
  return items;
}

export interface ConceptPickItem extends vscode.QuickPickItem {
  id: string;
  /** The definition, when the server already sent it (`aiGlossary.define`). */
  markdown?: string;
}

function otherNames(label: string, names: Array<string | undefined>): string | undefined {
  const shown = [...new Set(names)].filter((n): n is string => !!n && n !== label);
  return shown.length ? shown.join(" · ") : undefined;
}

function conceptItem(c: Concept): ConceptPickItem {
  return {
    id: c.id,
    label: c.term,
    description: otherNames(c.term, [c.name, ...(c.aliases ?? [])]),
    detail: c.summary,
  };
}

/** Every concept, by term: the quick pick before anything is typed. */
export function conceptPickItems(concepts: Concept[]): ConceptPickItem[] {
  return concepts.map(conceptItem).sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: "base" }));
}

/**
 * The quick pick's items for a query, in the server's order. VS Code re-sorts the items whose label
 * matches what is typed (exact, then prefix, then shorter), so a concept the query names by an alias
 * would lose to a longer-named one ("ZeRO" would list ZeRO-Offload before Zero Redundancy Optimizer).
 * The concepts `aiGlossary.define` says the query names are therefore labelled with the query itself,
 * which VS Code ranks first, and carry their definition.
 */
export function lookUpItems(query: string, defined: Definitions, found: Concept[]): ConceptPickItem[] {
  const summaries = new Map(found.map((c) => [c.id, c.summary]));
  const named: ConceptPickItem[] = defined.matches.map((m) => ({
    id: m.id,
    label: query,
    description: otherNames(query, [m.term, m.name]),
    detail: summaries.get(m.id),
    alwaysShow: true,
    markdown: m.markdown,
  }));
  const ids = new Set(named.map((i) => i.id));
  // alwaysShow: the server found them, perhaps by a spelling VS Code's own filter would not match
  const others = found.filter((c) => !ids.has(c.id)).map((c) => ({ ...conceptItem(c), alwaysShow: true }));
  return [...named, ...others];
}

async function askForItems(run: ServerCommand, query: string): Promise<ConceptPickItem[]> {
  const q = query.trim();
  if (!q) {
    return conceptPickItems(await run<Concept[]>(SERVER_COMMANDS.concepts, []));
  }
  const [defined, found] = await Promise.all([
    run<Definitions>(SERVER_COMMANDS.define, [q]),
    run<Concept[]>(SERVER_COMMANDS.concepts, [{ query: q }]),
  ]);
  return lookUpItems(q, defined, found);
}

/** A file name for the definition tab: the term, made safe for a path segment. */
export function definitionUri(term: string, id: string): vscode.Uri {
  const safe = term.replace(/[\\/:*?"<>|#%]+/g, "-").trim() || id;
  return vscode.Uri.from({ scheme: DEFINITION_SCHEME, path: `/${safe}.md`, query: id });
}

function serverNotRunning(): undefined {
  void vscode.window.showErrorMessage(
    vscode.l10n.t("AI Glossary: the language server is not running (see the AI Glossary output)."),
  );
  return undefined;
}

export async function chooseLanguage(host: CommandHost): Promise<string | undefined> {
  const run = host.server();
  if (!run) {
    return serverNotRunning();
  }
  const { current, languages } = await run<Languages>(SERVER_COMMANDS.languages, []);
  const config = vscode.workspace.getConfiguration(SECTION);
  const items = languagePickItems(languages, config.get<string>("language", "auto"), vscode.env.language);
  const picked = await vscode.window.showQuickPick(items, {
    title: vscode.l10n.t("AI Glossary: Definition Language"),
    placeHolder: vscode.l10n.t("Language of hover and completion definitions (now: {0})", current),
    matchOnDescription: true,
  });
  if (!picked) {
    return undefined;
  }
  // User (global) settings; VS Code tells the running server, which asks for the section again.
  await config.update("language", picked.code, vscode.ConfigurationTarget.Global);
  const inspected = config.inspect<string>("language");
  const override = inspected?.workspaceFolderValue ?? inspected?.workspaceValue;
  if (override !== undefined && override !== picked.code) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t(
        'AI Glossary: the workspace setting aiGlossary.language = "{0}" overrides your choice in this workspace.',
        override,
      ),
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

/** Asks the server for the items of each query typed; an answer to an older query is dropped. */
function searchAsYouType(qp: vscode.QuickPick<ConceptPickItem>, run: ServerCommand): (query: string) => void {
  let asked = 0;
  return (query) => {
    const n = ++asked;
    qp.busy = true;
    askForItems(run, query).then(
      (items) => {
        if (n === asked) {
          qp.items = items;
          qp.busy = false;
        }
      },
      (err: unknown) => {
        if (n === asked) {
          qp.busy = false;
          const reason = err instanceof Error ? err.message : String(err);
          void vscode.window.showErrorMessage(vscode.l10n.t("AI Glossary: the search failed ({0}).", reason));
        }
      },
    );
  };
}

export async function lookUp(host: CommandHost, provider: DefinitionProvider): Promise<string | undefined> {
  const run = host.server();
  if (!run) {
    return serverNotRunning();
  }
  const qp = vscode.window.createQuickPick<ConceptPickItem>();
  qp.title = vscode.l10n.t("AI Glossary: Look Up Term");
  qp.placeholder = vscode.l10n.t("Search AI/ML terms by name or alias");
  qp.matchOnDescription = true;
  const search = searchAsYouType(qp, run);
  qp.onDidChangeValue(search);
  qp.value = wordAtCursor() ?? "";
  search(qp.value);
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
  const markdown =
    picked.markdown ?? (await run<Definitions>(SERVER_COMMANDS.define, [{ id: picked.id }])).matches[0]?.markdown ?? "";
  await showDefinition(provider, picked.label, picked.id, markdown);
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

/** Registers the commands; returns the provider of the definition previews, for the Glossary view. */
export function registerCommands(context: vscode.ExtensionContext, host: CommandHost): DefinitionProvider {
  const provider = new DefinitionProvider();
  context.subscriptions.push(
    provider,
    vscode.workspace.registerTextDocumentContentProvider(DEFINITION_SCHEME, provider),
    vscode.commands.registerCommand(EXTENSION_COMMANDS.chooseLanguage, () => chooseLanguage(host)),
    vscode.commands.registerCommand(EXTENSION_COMMANDS.lookUp, () => lookUp(host, provider)),
    vscode.commands.registerCommand(EXTENSION_COMMANDS.restart, () => host.restart("command")),
  );
  return provider;
}
