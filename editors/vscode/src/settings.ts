// Mapping between the `aiGlossary` settings section and what the server receives.
// No `vscode` value import: unit-tested without an editor (test/settings.test.ts).

export const SECTION = "aiGlossary";
export const PYTHON_PATH_SETTING = `${SECTION}.server.pythonPath`;

/** Keys of the `aiGlossary` section that only the client reads. */
export const CLIENT_ONLY_KEYS = ["server", "trace"] as const;

/** Keys the server understands, with the defaults declared in package.json. */
export const SERVER_KEYS = ["language", "fallbackLanguages", "scope", "glossaries"] as const;

/** Document languages the server explains terms in (also the `onLanguage` activation events). */
export const DOCUMENT_LANGUAGES = [
  "markdown",
  "python",
  "javascript",
  "javascriptreact",
  "typescript",
  "typescriptreact",
  "java",
  "kotlin",
  "scala",
  "c",
  "cpp",
  "cuda-cpp",
  "csharp",
  "go",
  "rust",
  "swift",
  "ruby",
  "php",
  "lua",
  "shellscript",
  "julia",
  "r",
  "sql",
  "yaml",
  "toml",
  "dockerfile",
  "makefile",
  "html",
  "xml",
  "css",
  "haskell",
  "restructuredtext",
  "latex",
  "plaintext",
] as const;

export const DOCUMENT_SCHEMES = ["file", "untitled", "vscode-notebook-cell"] as const;

export interface DocumentFilter {
  scheme: string;
  language: string;
}

export function documentSelector(): DocumentFilter[] {
  const out: DocumentFilter[] = [];
  for (const scheme of DOCUMENT_SCHEMES) {
    for (const language of DOCUMENT_LANGUAGES) {
      out.push({ scheme, language });
    }
  }
  return out;
}

/** Languages offered when the server cannot be asked (`aiGlossary/languages`). */
export const KNOWN_LANGUAGES: ReadonlyArray<{ code: string; name: string }> = [
  { code: "en", name: "English" },
  { code: "fr", name: "Français" },
  { code: "nl", name: "Nederlands" },
  { code: "bn", name: "বাংলা" },
];

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Deep copy to plain JSON (a WorkspaceConfiguration value may be a proxy). */
export function toJson(value: unknown): JsonValue | undefined {
  if (value === undefined || typeof value === "function") {
    return undefined;
  }
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

export interface InitOptionsContext {
  /** `vscode.workspace.isTrusted`. */
  trusted: boolean;
}

/**
 * The server's `initializationOptions`: the `aiGlossary` section minus the client-only keys
 * (`server.pythonPath`, `trace.server`), plus `trustedWorkspace`. In an untrusted workspace VS Code
 * already ignores workspace values of the restricted settings (`glossaries`, `server.pythonPath`);
 * `trustedWorkspace: false` also tells the server not to load a project glossary.
 */
export function toInitializationOptions(
  section: Record<string, unknown> | undefined,
  ctx: InitOptionsContext,
): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  const plain = (toJson(section ?? {}) ?? {}) as Record<string, JsonValue>;
  for (const [key, value] of Object.entries(plain)) {
    if ((CLIENT_ONLY_KEYS as readonly string[]).includes(key) || value === undefined) {
      continue;
    }
    out[key] = value;
  }
  out.trustedWorkspace = ctx.trusted;
  return out;
}

/** Reads the section through a `get(key)` function (WorkspaceConfiguration.get). */
export function readSection(get: (key: string) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of SERVER_KEYS) {
    const value = get(key);
    if (value !== undefined) {
      out[key] = value;
    }
  }
  return out;
}

export interface ConfigurationChange {
  affectsConfiguration(section: string): boolean;
}

/**
 * Only a change of the interpreter restarts the server; every other setting reaches the running
 * server through `workspace/didChangeConfiguration`.
 */
export function needsRestart(event: ConfigurationChange): boolean {
  return event.affectsConfiguration(PYTHON_PATH_SETTING);
}
