// Finding the Python interpreter that runs the server, and checking that it can run it.
// No `vscode` import here: everything VS Code-specific comes in through parameters, so the
// logic is unit-tested without an editor (test/python.test.ts).
import { execFile } from "node:child_process";
import * as path from "node:path";
import * as l10n from "@vscode/l10n";

export type PythonSource = "setting" | "python-extension" | "default";

export interface ResolvedPython {
  command: string;
  source: PythonSource;
}

export interface ResolveInputs {
  /** `aiGlossary.server.pythonPath` as configured (may be empty). */
  configured: string | undefined;
  /** The Python extension's active interpreter, when that extension is installed. */
  pythonExtension?: () => Promise<string | undefined>;
  platform: NodeJS.Platform;
  workspaceFolder?: string;
  home: string;
  env: NodeJS.ProcessEnv;
}

export function defaultPython(platform: NodeJS.Platform): string {
  return platform === "win32" ? "python" : "python3";
}

/** Expands `~`, `${userHome}`, `${workspaceFolder}` and `${env:NAME}` in a configured path. */
export function expandPath(
  value: string,
  ctx: { workspaceFolder?: string; home: string; env: NodeJS.ProcessEnv },
): string {
  let out = value.trim();
  out = out.replace(/\$\{userHome\}/g, ctx.home);
  out = out.replace(/\$\{env:([^}]+)\}/g, (_m, name: string) => ctx.env[name] ?? "");
  if (ctx.workspaceFolder !== undefined) {
    out = out.replace(/\$\{workspaceFolder\}/g, ctx.workspaceFolder);
  }
  if (out === "~") {
    out = ctx.home;
  } else if (out.startsWith("~/") || out.startsWith("~\\")) {
    out = path.join(ctx.home, out.slice(2));
  }
  return out;
}

/**
 * Resolution order: the `aiGlossary.server.pythonPath` setting, else the Python extension's active
 * interpreter, else `python3` (`python` on Windows).
 */
export async function resolvePython(inputs: ResolveInputs): Promise<ResolvedPython> {
  const configured = inputs.configured?.trim();
  if (configured) {
    return { command: expandPath(configured, inputs), source: "setting" };
  }
  if (inputs.pythonExtension) {
    try {
      const fromExtension = (await inputs.pythonExtension())?.trim();
      if (fromExtension) {
        return { command: fromExtension, source: "python-extension" };
      }
    } catch {
      // The Python extension failed to answer: fall through to the default.
    }
  }
  return { command: defaultPython(inputs.platform), source: "default" };
}

// --------------------------------------------------------------------------------------------
// Bundled server and probing

/** Top-level modules that must be importable for `python -m ai_glossary serve` to start. */
export const REQUIRED_MODULES = [
  "ai_glossary",
  "ai_glossary.__main__",
  "pygls",
  "lsprotocol",
  "yaml",
  "ahocorasick",
  "rapidfuzz",
  "tree_sitter",
  "langcodes",
] as const;

export const MIN_PYTHON: readonly [number, number] = [3, 10];

/** A Python snippet that reports, without importing the server, what is missing. */
export function probeScript(modules: readonly string[] = REQUIRED_MODULES): string {
  return [
    "import importlib.util, json, platform, sys",
    "missing = []",
    `for m in ${JSON.stringify(modules)}:`,
    "    try:",
    "        if importlib.util.find_spec(m) is None: missing.append(m)",
    "    except Exception: missing.append(m)",
    "print(json.dumps({'missing': missing, 'version': list(sys.version_info[:2]), 'executable': sys.executable,",
    "                  'platform': sys.platform, 'machine': platform.machine()}))",
  ].join("\n");
}

export interface ProbeResult {
  ok: boolean;
  /** The interpreter could not be started at all (ENOENT, EACCES, ...). */
  notFound?: boolean;
  missing: string[];
  version?: [number, number];
  /** Older than MIN_PYTHON: no way of launching the server works with it. */
  tooOld?: boolean;
  /** The interpreter's platform as a vsce target (linux-x64, darwin-arm64, win32-x64, ...). */
  target?: string;
  executable?: string;
  error?: string;
}

/** sys.platform and platform.machine() as a vsce target, the names of the platform .vsix files. */
export function interpreterTarget(sysPlatform: string, machine: string): string {
  const m = machine.toLowerCase();
  const arch = m === "x86_64" || m === "amd64" ? "x64" : m === "aarch64" || m === "arm64" ? "arm64" : m;
  return `${sysPlatform}-${arch}`;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Set when the process could not be spawned. */
  spawnError?: NodeJS.ErrnoException;
}

export type Runner = (command: string, args: string[], env: NodeJS.ProcessEnv) => Promise<RunResult>;

export const execRunner: Runner = (command, args, env) =>
  new Promise((resolve) => {
    execFile(command, args, { env, timeout: 20_000, windowsHide: true }, (error, stdout, stderr) => {
      const err = error as (NodeJS.ErrnoException & { code?: unknown }) | null;
      if (err && typeof err.code === "string") {
        resolve({ code: null, stdout: String(stdout), stderr: String(stderr), spawnError: err });
        return;
      }
      resolve({ code: err ? ((err.code as number | undefined) ?? 1) : 0, stdout: String(stdout), stderr: String(stderr) });
    });
  });

export async function probePython(command: string, env: NodeJS.ProcessEnv, run: Runner = execRunner): Promise<ProbeResult> {
  const res = await run(command, ["-c", probeScript()], env);
  if (res.spawnError) {
    return { ok: false, notFound: true, missing: [], error: `${res.spawnError.code ?? ""} ${res.spawnError.message}`.trim() };
  }
  const line = res.stdout.trim().split(/\r?\n/).pop() ?? "";
  try {
    const parsed = JSON.parse(line) as {
      missing: string[];
      version: [number, number];
      executable: string;
      platform?: string;
      machine?: string;
    };
    const tooOld =
      parsed.version[0] < MIN_PYTHON[0] || (parsed.version[0] === MIN_PYTHON[0] && parsed.version[1] < MIN_PYTHON[1]);
    return {
      ok: parsed.missing.length === 0 && !tooOld,
      missing: parsed.missing,
      version: parsed.version,
      tooOld,
      target: parsed.platform && parsed.machine ? interpreterTarget(parsed.platform, parsed.machine) : undefined,
      executable: parsed.executable,
      error: tooOld
        ? l10n.t("Python {0} is too old (need {1}+)", parsed.version.join("."), MIN_PYTHON.join("."))
        : undefined,
    };
  } catch {
    return { ok: false, missing: [], error: (res.stderr || res.stdout).trim() || `exit code ${res.code}` };
  }
}

/** Prepends entries to PYTHONPATH. */
export function withPythonPath(env: NodeJS.ProcessEnv, entries: string[], platform: NodeJS.Platform): NodeJS.ProcessEnv {
  const sep = platform === "win32" ? ";" : ":";
  const existing = env.PYTHONPATH ? [env.PYTHONPATH] : [];
  const out: NodeJS.ProcessEnv = { ...env };
  if (entries.length) {
    out.PYTHONPATH = [...entries, ...existing].join(sep);
  }
  return out;
}

export interface Bundle {
  /** `bundled/` in the extension: holds the `ai_glossary` package (pure Python). */
  serverDir?: string;
  /** `bundled/libs`: the runtime dependencies, built for one platform and some CPython versions. */
  libsDir?: string;
  /** From bundled/BUNDLE.json: the vsce target and CPython versions ("3.12") the libs are for. */
  target?: string;
  pythons?: string[];
}

/** Why the bundled libraries cannot serve an interpreter: another CPython version or platform. */
export interface LibsMismatch {
  bundleTarget: string;
  bundlePythons: string[];
  version: string;
  target: string;
}

/** The mismatch between the bundle's libraries and the probed interpreter, if any. */
export function libsMismatch(bundle: Bundle, probe: ProbeResult): LibsMismatch | undefined {
  if (!bundle.libsDir || !bundle.target || !bundle.pythons || !probe.version || !probe.target) {
    return undefined;
  }
  const version = probe.version.join(".");
  if (bundle.pythons.includes(version) && bundle.target === probe.target) {
    return undefined;
  }
  return { bundleTarget: bundle.target, bundlePythons: bundle.pythons, version, target: probe.target };
}

export type LaunchOrigin = "bundled" | "bundled-server" | "installed";

export interface Launch {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  origin: LaunchOrigin;
  probe: ProbeResult;
}

export interface LaunchFailure {
  command: string;
  notFound: boolean;
  missing: string[];
  detail?: string;
  /** The interpreter's version when it is older than MIN_PYTHON. */
  tooOld?: [number, number];
  /** Set when the bundle has libraries and they do not fit this interpreter. */
  mismatch?: LibsMismatch;
}

export const SERVER_ARGS = ["-m", "ai_glossary", "serve"];

/**
 * Picks how to run the server with `command`: the bundled server and libraries first, then the
 * bundled server on the interpreter's own packages, then the interpreter's installed ai_glossary.
 */
export async function chooseLaunch(
  command: string,
  bundle: Bundle,
  baseEnv: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  run: Runner = execRunner,
): Promise<Launch | LaunchFailure> {
  const candidates: Array<{ origin: LaunchOrigin; entries: string[] }> = [];
  if (bundle.serverDir && bundle.libsDir) {
    candidates.push({ origin: "bundled", entries: [bundle.serverDir, bundle.libsDir] });
  }
  if (bundle.serverDir) {
    candidates.push({ origin: "bundled-server", entries: [bundle.serverDir] });
  }
  candidates.push({ origin: "installed", entries: [] });

  let last: ProbeResult | undefined;
  let mismatch: LibsMismatch | undefined;
  for (const c of candidates) {
    const env = withPythonPath(baseEnv, c.entries, platform);
    const probe = await probePython(command, env, run);
    mismatch ??= libsMismatch(bundle, probe);
    // the probe finds modules without loading them: a darwin .so of the other architecture, or
    // abi3 grammars beside another version's modules, would pass it and fail in the server
    const unfit = c.origin === "bundled" && mismatch !== undefined;
    if (probe.ok && !unfit) {
      return { command, args: [...SERVER_ARGS], env, origin: c.origin, probe };
    }
    if (probe.notFound) {
      return { command, notFound: true, missing: [], detail: probe.error };
    }
    if (probe.tooOld) {
      return { command, notFound: false, missing: probe.missing, detail: probe.error, tooOld: probe.version };
    }
    last = probe;
  }
  return { command, notFound: false, missing: last?.missing ?? [], detail: last?.error, mismatch };
}

export function isLaunch(x: Launch | LaunchFailure): x is Launch {
  return (x as Launch).args !== undefined;
}

/** Quotes a command for the user's shell when it needs it. */
export function shellQuote(command: string, platform: NodeJS.Platform): string {
  if (/^[\w@%+=:,./\\-]+$/.test(command)) {
    return command;
  }
  return platform === "win32" ? `"${command}"` : `'${command.replace(/'/g, `'\\''`)}'`;
}

export function installCommand(command: string, platform: NodeJS.Platform): string {
  return `${shellQuote(command, platform)} -m pip install ai-glossary`;
}

/** The error shown when the server cannot be started, saying exactly what to do. */
export function failureMessage(f: LaunchFailure, source: PythonSource, platform: NodeJS.Platform): string {
  if (f.notFound) {
    const where =
      source === "setting"
        ? l10n.t("the interpreter set in aiGlossary.server.pythonPath")
        : source === "python-extension"
          ? l10n.t("the Python extension's active interpreter")
          : l10n.t('"{0}" on PATH', f.command);
    // one literal per message: the extractor (npm run l10n) reads literals only
    return l10n.t(
      "AI Glossary: could not start Python ({0}: {1}). Install Python {2}+ and run `{3}`, or set aiGlossary.server.pythonPath to a Python that has the ai-glossary package.",
      where,
      f.command,
      MIN_PYTHON.join("."),
      installCommand(defaultPython(platform), platform),
    );
  }
  if (f.tooOld) {
    return l10n.t(
      "AI Glossary: {0} is Python {1}, and the server needs Python {2}+. Install a newer Python and set aiGlossary.server.pythonPath to it.",
      f.command,
      f.tooOld.join("."),
      MIN_PYTHON.join("."),
    );
  }
  const why = f.missing.length
    ? l10n.t("cannot import {0}", f.missing.join(", "))
    : (f.detail ?? l10n.t("cannot run the server"));
  const hint = installHint(f.command, platform);
  if (f.mismatch) {
    const m = f.mismatch;
    const fit = l10n.t(
      "The libraries in this extension package are for CPython {0} on {1}; this Python is CPython {2} on {3}.",
      m.bundlePythons.join(", "),
      m.bundleTarget,
      m.version,
      m.target,
    );
    return l10n.t("AI Glossary: {0} {1}. {2} {3}", f.command, why, fit, hint);
  }
  return l10n.t("AI Glossary: {0} {1}. {2}", f.command, why, hint);
}

/** The error shown when the probed server started but the language client could not talk to it. */
export function startFailureMessage(command: string, error: string, platform: NodeJS.Platform): string {
  return l10n.t("AI Glossary: the language server failed to start ({0}). {1}", error, installHint(command, platform));
}

function installHint(command: string, platform: NodeJS.Platform): string {
  return l10n.t(
    "Install the server with `{0}` (or `pip install /path/to/ai-glossary` from a checkout), or set aiGlossary.server.pythonPath to a Python that has it.",
    installCommand(command, platform),
  );
}
