// Activation and the language client for the AI Glossary server (`python -m ai_glossary serve`).
// GlossaryServer.restart is the single entry point for (re)starting it: activation, the Restart
// Server command, a change of aiGlossary.server.pythonPath, workspace trust and the Python
// extension's interpreter all go through it, so a start fails and is reported the same way whatever
// triggered it.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as l10n from "@vscode/l10n";
import * as vscode from "vscode";
import {
  ExecuteCommandRequest,
  LanguageClient,
  type LanguageClientOptions,
  type ServerOptions,
  TransportKind,
} from "vscode-languageclient/node";
import { registerCommands, type ServerCommand } from "./commands";
import { registerGlossaryView } from "./glossaryView";
import {
  type Bundle,
  chooseLaunch,
  defaultPython,
  failureMessage,
  installCommand,
  isLaunch,
  resolvePython,
  startFailureMessage,
} from "./python";
import { documentSelector, initializationOptions, needsRestart, PYTHON_PATH_SETTING, SECTION } from "./settings";

interface PythonExtensionApi {
  environments?: {
    getActiveEnvironmentPath(resource?: vscode.Uri): { id: string; path: string };
    resolveEnvironment(env: { id: string; path: string } | string): Promise<{ executable?: { uri?: vscode.Uri } } | undefined>;
    onDidChangeActiveEnvironmentPath?: vscode.Event<unknown>;
  };
}

/** The server process and its language client; at most one runs. */
class GlossaryServer {
  private client: LanguageClient | undefined;
  /** The restart under way: restarts run one after the other, never two clients at once. */
  private restarting: Promise<void> = Promise.resolve();
  private followsPythonExtension = false;
  /** Called each time a client has started (the Glossary view asks the new server again). */
  onStarted: (() => void) | undefined;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly output: vscode.LogOutputChannel,
  ) {}

  /** The running server's `workspace/executeCommand`, or undefined when it is not running. */
  commands(): ServerCommand | undefined {
    const client = this.client;
    if (!client?.isRunning()) {
      return undefined;
    }
    return <R>(command: string, args: unknown[]) =>
      client.sendRequest(ExecuteCommandRequest.type, { command, arguments: args }) as Promise<R>;
  }

  /**
   * Stops the running client at once, synchronously: when a setting change is the reason, the
   * language client's own configuration listener runs after ours and must find it stopping (it then
   * sends nothing, instead of failing on a server that is going away). Then starts a new one, after
   * any restart under way.
   */
  restart(reason: string): Promise<void> {
    this.output.appendLine(this.client ? `Restarting the server: ${reason}` : `Starting the server (${reason})`);
    const stopping = this.stop();
    this.restarting = this.restarting.then(async () => {
      await stopping;
      await this.stop(); // the client a restart under way started meanwhile
      this.client = await this.start();
      if (this.client) {
        this.onStarted?.();
      }
    });
    return this.restarting;
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client?.needsStop()) {
      try {
        await client.stop(3000);
      } catch (err) {
        this.output.appendLine(`Stopping the server: ${String(err)}`);
      }
    }
  }

  /** Starts a client, or reports why it cannot (never throws). */
  private async start(): Promise<LanguageClient | undefined> {
    const folder = vscode.workspace.workspaceFolders?.[0];
    const cwd = folder?.uri.scheme === "file" ? folder.uri.fsPath : undefined;
    const python = await resolvePython({
      configured: vscode.workspace.getConfiguration(SECTION).get<string>("server.pythonPath"),
      pythonExtension: () => this.pythonFromExtension(folder),
      platform: process.platform,
      workspaceFolder: cwd,
      home: os.homedir(),
      env: process.env,
    });
    this.output.appendLine(`Python: ${python.command} (from ${python.source})`);

    const launch = await chooseLaunch(python.command, this.bundle(), process.env, process.platform);
    if (!isLaunch(launch)) {
      this.reportStartError(
        failureMessage(launch, python.source, process.platform),
        launch.notFound ? defaultPython(process.platform) : launch.command,
      );
      return undefined;
    }
    this.output.appendLine(
      `Server: ${launch.command} ${launch.args.join(" ")} (${launch.origin}; Python ${launch.probe.version?.join(".")} at ${launch.probe.executable})`,
    );
    const serverOptions: ServerOptions = {
      command: launch.command,
      args: launch.args,
      transport: TransportKind.stdio, // the client appends --stdio
      options: { env: launch.env, cwd },
    };
    // No `synchronize.configurationSection` (the deprecated push): the server asks for the section
    // (workspace/configuration) and registers for workspace/didChangeConfiguration, which the
    // language client then sends, without settings, on every configuration change.
    const clientOptions: LanguageClientOptions = {
      documentSelector: documentSelector(),
      initializationOptions: initializationOptions(vscode.workspace.isTrusted),
      outputChannel: this.output,
      markdown: { isTrusted: false, supportHtml: false },
    };
    const client = new LanguageClient("aiGlossary", "AI Glossary", serverOptions, clientOptions);
    try {
      await client.start();
      return client;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      this.reportStartError(startFailureMessage(launch.command, error, process.platform), launch.command);
      return undefined;
    }
  }

  private bundle(): Bundle {
    const serverDir = this.context.asAbsolutePath("bundled");
    const libsDir = path.join(serverDir, "libs");
    let info: { target?: string; pythons?: string[] } = {};
    try {
      // written by scripts/bundle_server.py: the vsce target and CPython versions of bundled/libs
      info = JSON.parse(fs.readFileSync(path.join(serverDir, "BUNDLE.json"), "utf8"));
    } catch {
      // no bundle (the extension run from source): the probes alone decide
    }
    return {
      serverDir: fs.existsSync(path.join(serverDir, "ai_glossary")) ? serverDir : undefined,
      libsDir: fs.existsSync(libsDir) ? libsDir : undefined,
      target: info.target,
      pythons: info.pythons,
    };
  }

  private async pythonFromExtension(folder: vscode.WorkspaceFolder | undefined): Promise<string | undefined> {
    const ext = vscode.extensions.getExtension<PythonExtensionApi>("ms-python.python");
    if (!ext) {
      return undefined;
    }
    const envs = (ext.isActive ? ext.exports : await ext.activate())?.environments;
    if (!envs) {
      return undefined;
    }
    if (!this.followsPythonExtension && envs.onDidChangeActiveEnvironmentPath) {
      // Follow interpreter switches made in the Python extension, unless a path is configured.
      this.followsPythonExtension = true;
      this.context.subscriptions.push(
        envs.onDidChangeActiveEnvironmentPath(() => {
          if (!vscode.workspace.getConfiguration(SECTION).get<string>("server.pythonPath")) {
            void this.restart("the Python extension's interpreter changed");
          }
        }),
      );
    }
    const active = envs.getActiveEnvironmentPath(folder?.uri);
    const resolved = await envs.resolveEnvironment(active);
    return resolved?.executable?.uri?.fsPath ?? active.path;
  }

  private reportStartError(message: string, python: string): void {
    this.output.appendLine(message);
    void this.showStartError(message, python);
  }

  private async showStartError(message: string, python: string): Promise<void> {
    const copy = vscode.l10n.t("Copy Install Command");
    const settings = vscode.l10n.t("Open Settings");
    const log = vscode.l10n.t("Show Output");
    const choice = await vscode.window.showErrorMessage(message, copy, settings, log);
    if (choice === copy) {
      await vscode.env.clipboard.writeText(installCommand(python, process.platform));
    } else if (choice === settings) {
      await vscode.commands.executeCommand("workbench.action.openSettings", PYTHON_PATH_SETTING);
    } else if (choice === log) {
      this.output.show();
    }
  }
}

let server: GlossaryServer | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  // python.ts has no `vscode` import: it translates with @vscode/l10n, from the bundle VS Code loaded
  if (vscode.l10n.bundle) {
    l10n.config({ contents: vscode.l10n.bundle });
  }
  const output = vscode.window.createOutputChannel("AI Glossary", { log: true });
  const running = new GlossaryServer(context, output);
  server = running;
  const host = {
    server: () => running.commands(),
    restart: (reason: string) => running.restart(reason),
  };
  const definitions = registerCommands(context, host);
  const glossaryView = registerGlossaryView(context, host, definitions);
  running.onStarted = () => glossaryView.refresh();
  context.subscriptions.push(
    output,
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (needsRestart(e)) {
        void running.restart(`${PYTHON_PATH_SETTING} changed`);
      }
    }),
    vscode.workspace.onDidGrantWorkspaceTrust(() => void running.restart("the workspace is now trusted")),
  );
  await running.restart("activation");
}

export async function deactivate(): Promise<void> {
  await server?.stop();
}
