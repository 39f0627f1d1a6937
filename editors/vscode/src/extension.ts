// Activation and the language client for the AI Glossary server (`python -m ai_glossary serve`).
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as vscode from "vscode";
import { LanguageClient, type LanguageClientOptions, type ServerOptions, TransportKind } from "vscode-languageclient/node";
import { registerCommands, type CommandHost } from "./commands";
import {
  type Bundle,
  chooseLaunch,
  failureMessage,
  installCommand,
  isLaunch,
  type PythonSource,
  resolvePython,
} from "./python";
import { documentSelector, needsRestart, readSection, SECTION, toInitializationOptions } from "./settings";

interface PythonExtensionApi {
  environments?: {
    getActiveEnvironmentPath(resource?: vscode.Uri): { id: string; path: string };
    resolveEnvironment(env: { id: string; path: string } | string): Promise<{ executable?: { uri?: vscode.Uri } } | undefined>;
    onDidChangeActiveEnvironmentPath?: vscode.Event<unknown>;
  };
}

let client: LanguageClient | undefined;
/** The client being replaced: its configuration sync must not send to a stopping server. */
let retiring: LanguageClient | undefined;
let output: vscode.LogOutputChannel;
let queue: Promise<void> = Promise.resolve();
let pythonEnvListener: vscode.Disposable | undefined;

function firstWorkspaceFolder(): vscode.WorkspaceFolder | undefined {
  return vscode.workspace.workspaceFolders?.[0];
}

async function pythonFromExtension(): Promise<string | undefined> {
  const ext = vscode.extensions.getExtension<PythonExtensionApi>("ms-python.python");
  if (!ext) {
    return undefined;
  }
  const api = ext.isActive ? ext.exports : await ext.activate();
  const envs = api?.environments;
  if (!envs) {
    return undefined;
  }
  if (!pythonEnvListener && envs.onDidChangeActiveEnvironmentPath) {
    // Follow interpreter switches made in the Python extension, unless a path is configured.
    pythonEnvListener = envs.onDidChangeActiveEnvironmentPath(() => {
      if (!vscode.workspace.getConfiguration(SECTION).get<string>("server.pythonPath")) {
        restart("the Python extension's interpreter changed");
      }
    });
  }
  const active = envs.getActiveEnvironmentPath(firstWorkspaceFolder()?.uri);
  const resolved = await envs.resolveEnvironment(active);
  return resolved?.executable?.uri?.fsPath ?? active.path;
}

function bundle(context: vscode.ExtensionContext): Bundle {
  const serverDir = context.asAbsolutePath("bundled");
  const libsDir = path.join(serverDir, "libs");
  return {
    serverDir: fs.existsSync(path.join(serverDir, "ai_glossary")) ? serverDir : undefined,
    libsDir: fs.existsSync(libsDir) ? libsDir : undefined,
  };
}

async function showStartError(message: string, command: string): Promise<void> {
  const copy = "Copy Install Command";
  const settings = "Open Settings";
  const log = "Show Output";
  const choice = await vscode.window.showErrorMessage(message, copy, settings, log);
  if (choice === copy) {
    await vscode.env.clipboard.writeText(installCommand(command, process.platform));
  } else if (choice === settings) {
    await vscode.commands.executeCommand("workbench.action.openSettings", "aiGlossary.server.pythonPath");
  } else if (choice === log) {
    output.show();
  }
}

async function startClient(context: vscode.ExtensionContext): Promise<void> {
  const config = vscode.workspace.getConfiguration(SECTION);
  const folder = firstWorkspaceFolder();
  const python = await resolvePython({
    configured: config.get<string>("server.pythonPath"),
    pythonExtension: pythonFromExtension,
    platform: process.platform,
    workspaceFolder: folder?.uri.scheme === "file" ? folder.uri.fsPath : undefined,
    home: os.homedir(),
    env: process.env,
  });
  const source: PythonSource = python.source;
  output.appendLine(`Python: ${python.command} (from ${source})`);

  const launch = await chooseLaunch(python.command, bundle(context), process.env, process.platform);
  if (!isLaunch(launch)) {
    const message = failureMessage(launch, source, process.platform);
    output.appendLine(message);
    void showStartError(message, launch.notFound ? "python3" : launch.command);
    return;
  }
  output.appendLine(
    `Server: ${launch.command} ${launch.args.join(" ")} (${launch.origin}; Python ${launch.probe.version?.join(".")} at ${launch.probe.executable})`,
  );

  const serverOptions: ServerOptions = {
    command: launch.command,
    args: launch.args,
    transport: TransportKind.stdio, // the client appends --stdio
    options: { env: launch.env, cwd: folder?.uri.scheme === "file" ? folder.uri.fsPath : undefined },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: documentSelector(),
    initializationOptions: toInitializationOptions(readSection((k) => config.get(k)), {
      trusted: vscode.workspace.isTrusted,
    }),
    synchronize: { configurationSection: SECTION },
    outputChannel: output,
    markdown: { isTrusted: false, supportHtml: false },
    middleware: {
      workspace: {
        didChangeConfiguration: async (sections, send) => {
          if (next === client && next !== retiring) {
            await send(sections);
          }
        },
      },
    },
  };
  const next: LanguageClient = new LanguageClient("aiGlossary", "AI Glossary", serverOptions, clientOptions);
  client = next;
  try {
    await next.start();
  } catch (err) {
    client = undefined;
    const message = `AI Glossary: the language server failed to start (${err instanceof Error ? err.message : String(err)}). ${failureMessage(
      { command: launch.command, notFound: false, missing: [] },
      source,
      process.platform,
    ).replace(/^AI Glossary: \S+ cannot run the server\. /, "")}`;
    output.appendLine(message);
    void showStartError(message, launch.command);
  }
}

async function stopClient(): Promise<void> {
  const old = client;
  client = undefined;
  if (old) {
    try {
      await old.stop(3000);
    } catch (err) {
      output.appendLine(`Stopping the server: ${String(err)}`);
    }
  }
}

let extensionContext: vscode.ExtensionContext;

/** Serialised restart: stop the running server (if any) and start a new one. */
function restart(reason: string): Promise<void> {
  retiring = client; // synchronously, before the language client's own listener sees the change
  queue = queue.then(async () => {
    output.appendLine(`Restarting the server: ${reason}`);
    await stopClient();
    await startClient(extensionContext);
  });
  return queue;
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  extensionContext = context;
  output = vscode.window.createOutputChannel("AI Glossary", { log: true });
  const host: CommandHost = {
    client: () => (client?.isRunning() ? client : undefined),
    restart: () => restart("command"),
  };
  registerCommands(context, host);
  context.subscriptions.push(
    output,
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (needsRestart(e)) {
        void restart("aiGlossary.server.pythonPath changed");
      }
    }),
    vscode.workspace.onDidGrantWorkspaceTrust(() => void restart("the workspace is now trusted")),
    { dispose: () => pythonEnvListener?.dispose() },
  );
  queue = queue.then(() => startClient(context));
  await queue;
}

export async function deactivate(): Promise<void> {
  await stopClient();
}
