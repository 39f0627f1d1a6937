// The `aiGlossary` settings section, the documents the server serves and when it must restart.
// No `vscode` value import: unit-tested without an editor (test/settings.test.ts).

export const SECTION = "aiGlossary";
export const PYTHON_PATH_SETTING = `${SECTION}.server.pythonPath`;

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

/**
 * The server's `initializationOptions`: only what is not a setting. The settings themselves the
 * server asks for (`workspace/configuration`, section `aiGlossary`) before its first answer. In an
 * untrusted workspace VS Code already ignores workspace values of the restricted settings
 * (`glossaries`, `server.pythonPath`); `trustedWorkspace: false` also tells the server not to load a
 * project glossary.
 */
export function initializationOptions(trusted: boolean): { trustedWorkspace: boolean } {
  return { trustedWorkspace: trusted };
}

export interface ConfigurationChange {
  affectsConfiguration(section: string): boolean;
}

/**
 * Only a change of the interpreter restarts the server (workspace trust restarts it too, through its
 * own event). Every other setting is live: VS Code sends `workspace/didChangeConfiguration` (the
 * server registered for it) and the server asks for the section again.
 */
export function needsRestart(event: ConfigurationChange): boolean {
  return event.affectsConfiguration(PYTHON_PATH_SETTING);
}
