import { execFileSync } from "node:child_process";
import { describe, expect, test, vi } from "vitest";
import {
  chooseLaunch,
  defaultPython,
  expandPath,
  failureMessage,
  installCommand,
  interpreterTarget,
  isLaunch,
  probePython,
  probeScript,
  resolvePython,
  type RunResult,
  startFailureMessage,
  type Runner,
  withPythonPath,
} from "../src/python";

const base = { platform: "linux" as NodeJS.Platform, home: "/home/u", env: { VENVS: "/opt/venvs" } };

describe("resolvePython: setting, then the Python extension, then python3/python", () => {
  test("the setting wins and the Python extension is not asked", async () => {
    const ext = vi.fn(async () => "/ext/python");
    const r = await resolvePython({ ...base, configured: "/usr/bin/python3.12", pythonExtension: ext });
    expect(r).toEqual({ command: "/usr/bin/python3.12", source: "setting" });
    expect(ext).not.toHaveBeenCalled();
  });

  test("an empty or blank setting falls through to the Python extension", async () => {
    for (const configured of [undefined, "", "   "]) {
      const r = await resolvePython({ ...base, configured, pythonExtension: async () => "/proj/.venv/bin/python" });
      expect(r).toEqual({ command: "/proj/.venv/bin/python", source: "python-extension" });
    }
  });

  test("without the Python extension: python3, or python on Windows", async () => {
    expect(await resolvePython({ ...base, configured: "" })).toEqual({ command: "python3", source: "default" });
    expect(await resolvePython({ ...base, platform: "win32", configured: "" })).toEqual({
      command: "python",
      source: "default",
    });
    expect(defaultPython("darwin")).toBe("python3");
  });

  test("a Python extension that fails or has no interpreter falls back to the default", async () => {
    const failing = await resolvePython({
      ...base,
      configured: "",
      pythonExtension: async () => {
        throw new Error("not ready");
      },
    });
    expect(failing.source).toBe("default");
    const none = await resolvePython({ ...base, configured: "", pythonExtension: async () => undefined });
    expect(none).toEqual({ command: "python3", source: "default" });
  });

  test("variables in the setting are expanded", async () => {
    const r = await resolvePython({ ...base, configured: "${workspaceFolder}/.venv/bin/python", workspaceFolder: "/w/proj" });
    expect(r.command).toBe("/w/proj/.venv/bin/python");
    expect(expandPath("~/.venvs/ai/bin/python", base)).toBe("/home/u/.venvs/ai/bin/python");
    expect(expandPath("${env:VENVS}/ai/bin/python", base)).toBe("/opt/venvs/ai/bin/python");
    expect(expandPath("${userHome}/py", base)).toBe("/home/u/py");
  });
});

function fakeRunner(answers: Array<Partial<RunResult>>): Runner & { calls: Array<{ command: string; env: NodeJS.ProcessEnv }> } {
  const calls: Array<{ command: string; env: NodeJS.ProcessEnv }> = [];
  const run = (async (command: string, _args: string[], env: NodeJS.ProcessEnv) => {
    calls.push({ command, env });
    const a = answers[Math.min(calls.length - 1, answers.length - 1)];
    return { code: 0, stdout: "", stderr: "", ...a };
  }) as Runner & { calls: typeof calls };
  run.calls = calls;
  return run;
}

const ok = { stdout: JSON.stringify({ missing: [], version: [3, 11], executable: "/v/bin/python" }) };
const missing = (m: string[]) => ({ stdout: JSON.stringify({ missing: m, version: [3, 12], executable: "/v/bin/python" }) });

describe("probing and choosing how to launch the server", () => {
  test("the probe reports missing modules, a missing interpreter and an old Python", async () => {
    expect((await probePython("py", {}, fakeRunner([missing(["ahocorasick"])]))).missing).toEqual(["ahocorasick"]);
    const enoent = Object.assign(new Error("spawn nope ENOENT"), { code: "ENOENT" });
    const nf = await probePython("nope", {}, fakeRunner([{ spawnError: enoent }]));
    expect(nf.notFound).toBe(true);
    const old = await probePython("py", {}, fakeRunner([{ stdout: JSON.stringify({ missing: [], version: [3, 8], executable: "x" }) }]));
    expect(old.ok).toBe(false);
    expect(old.error).toMatch(/too old/);
  });

  test("the probe script runs in a real Python and finds what is missing", () => {
    const out = execFileSync("python3", ["-c", probeScript(["json", "surely_not_a_module_xyz"])], { encoding: "utf8" });
    const parsed = JSON.parse(out.trim());
    expect(parsed.missing).toEqual(["surely_not_a_module_xyz"]);
    expect(parsed.version[0]).toBe(3);
  });

  test("bundled server and libraries are tried first, on PYTHONPATH", async () => {
    const run = fakeRunner([ok]);
    const launch = await chooseLaunch("/v/bin/python", { serverDir: "/ext/bundled", libsDir: "/ext/bundled/libs" }, { PYTHONPATH: "/mine" }, "linux", run);
    expect(isLaunch(launch)).toBe(true);
    if (!isLaunch(launch)) return;
    expect(launch.origin).toBe("bundled");
    expect(launch.args).toEqual(["-m", "ai_glossary", "serve"]);
    expect(launch.env.PYTHONPATH).toBe("/ext/bundled:/ext/bundled/libs:/mine");
  });

  test("libraries built for another Python: the bundled server on the interpreter's own packages", async () => {
    const run = fakeRunner([missing(["ahocorasick", "rapidfuzz"]), ok]);
    const launch = await chooseLaunch("py", { serverDir: "/b", libsDir: "/b/libs" }, {}, "linux", run);
    expect(isLaunch(launch) && launch.origin).toBe("bundled-server");
    expect(run.calls.map((c) => c.env.PYTHONPATH)).toEqual(["/b:/b/libs", "/b"]);
  });

  test("without a bundle the installed package is used; nothing works: a failure naming what is missing", async () => {
    const installed = await chooseLaunch("py", {}, {}, "linux", fakeRunner([ok]));
    expect(isLaunch(installed) && installed.origin).toBe("installed");
    expect(isLaunch(installed) && installed.env.PYTHONPATH).toBeUndefined();

    const fail = await chooseLaunch("py", { serverDir: "/b" }, {}, "linux", fakeRunner([missing(["pygls"]), missing(["ai_glossary", "pygls"])]));
    expect(isLaunch(fail)).toBe(false);
    if (isLaunch(fail)) return;
    expect(fail.missing).toEqual(["ai_glossary", "pygls"]);
    const msg = failureMessage(fail, "setting", "linux");
    expect(msg).toContain("py -m pip install ai-glossary");
    expect(msg).toContain("cannot import ai_glossary, pygls");
  });

  test("a missing interpreter stops at once and the message says how to get one", async () => {
    const enoent = Object.assign(new Error("spawn python3 ENOENT"), { code: "ENOENT" });
    const run = fakeRunner([{ spawnError: enoent }]);
    const fail = await chooseLaunch("python3", { serverDir: "/b", libsDir: "/b/libs" }, {}, "linux", run);
    expect(run.calls).toHaveLength(1);
    expect(isLaunch(fail)).toBe(false);
    if (isLaunch(fail)) return;
    expect(failureMessage(fail, "default", "linux")).toMatch(/could not start Python .*python3 -m pip install ai-glossary/);
  });

  test("a server that passed the probe but failed to start: the error, then the same fix", () => {
    const msg = startFailureMessage("/v/bin/python", "Pending response rejected since connection got disposed", "linux");
    expect(msg).toBe(
      "AI Glossary: the language server failed to start (Pending response rejected since connection got disposed). " +
        "Install the server with `/v/bin/python -m pip install ai-glossary` (or `pip install /path/to/ai-glossary` " +
        "from a checkout), or set aiGlossary.server.pythonPath to a Python that has it.",
    );
  });

  test("install command quoting and Windows PYTHONPATH", () => {
    expect(installCommand("/opt/my python/bin/python", "linux")).toBe("'/opt/my python/bin/python' -m pip install ai-glossary");
    expect(installCommand("C:\\Program Files\\Python\\python.exe", "win32")).toBe(
      '"C:\\Program Files\\Python\\python.exe" -m pip install ai-glossary',
    );
    expect(withPythonPath({ PYTHONPATH: "C:\\x" }, ["C:\\b"], "win32").PYTHONPATH).toBe("C:\\b;C:\\x");
  });
});

const probed = (version: [number, number], platform: string, machine: string, m: string[] = []) => ({
  stdout: JSON.stringify({ missing: m, version, executable: "/p/bin/python", platform, machine }),
});
const linuxBundle = { serverDir: "/b", libsDir: "/b/libs", target: "linux-x64", pythons: ["3.10", "3.11", "3.12", "3.13"] };

describe("no usable Python: too old, or the bundled libraries do not fit it", () => {
  test("the interpreter's platform as a vsce target", () => {
    expect(interpreterTarget("linux", "x86_64")).toBe("linux-x64");
    expect(interpreterTarget("linux", "aarch64")).toBe("linux-arm64");
    expect(interpreterTarget("darwin", "arm64")).toBe("darwin-arm64");
    expect(interpreterTarget("win32", "AMD64")).toBe("win32-x64");
  });

  test("a Python older than 3.10 stops at the first probe and the message asks for a newer one", async () => {
    const run = fakeRunner([probed([3, 8], "linux", "x86_64")]);
    const fail = await chooseLaunch("python3", linuxBundle, {}, "linux", run);
    expect(run.calls).toHaveLength(1);
    if (isLaunch(fail)) throw new Error("launched");
    expect(failureMessage(fail, "default", "linux")).toBe(
      "AI Glossary: python3 is Python 3.8, and the server needs Python 3.10+. " +
        "Install a newer Python and set aiGlossary.server.pythonPath to it.",
    );
  });

  test("a CPython the libraries were not built for: the message names both, then how to fix it", async () => {
    const run = fakeRunner([probed([3, 14], "linux", "x86_64", ["ahocorasick"]), probed([3, 14], "linux", "x86_64", ["pygls"])]);
    const fail = await chooseLaunch("python3", linuxBundle, {}, "linux", run);
    if (isLaunch(fail)) throw new Error("launched");
    expect(fail.mismatch).toEqual({ bundleTarget: "linux-x64", bundlePythons: linuxBundle.pythons, version: "3.14", target: "linux-x64" });
    expect(failureMessage(fail, "default", "linux")).toBe(
      "AI Glossary: python3 cannot import pygls. The libraries in this extension package are for CPython " +
        "3.10, 3.11, 3.12, 3.13 on linux-x64; this Python is CPython 3.14 on linux-x64. Install the server with " +
        "`python3 -m pip install ai-glossary` (or `pip install /path/to/ai-glossary` from a checkout), or set " +
        "aiGlossary.server.pythonPath to a Python that has it.",
    );
  });

  test("another platform's Python (an x64 Python under Rosetta, an arm64 .vsix) is named too", async () => {
    const bundle = { ...linuxBundle, target: "darwin-arm64" };
    // macOS module names carry no architecture: the probe finds every module in the arm64 libs
    const run = fakeRunner([probed([3, 12], "darwin", "x86_64"), probed([3, 12], "darwin", "x86_64", ["pygls"])]);
    const fail = await chooseLaunch("python3", bundle, {}, "darwin", run);
    if (isLaunch(fail)) throw new Error("launched the arm64 libraries in an x64 Python");
    expect(failureMessage(fail, "default", "darwin")).toContain("on darwin-arm64; this Python is CPython 3.12 on darwin-x64.");
  });

  test("libraries of another platform are not used even when the probe finds every module", async () => {
    const bundle = { ...linuxBundle, target: "darwin-arm64" };
    const run = fakeRunner([probed([3, 12], "darwin", "x86_64"), probed([3, 12], "darwin", "x86_64")]);
    const launch = await chooseLaunch("python3", bundle, {}, "darwin", run);
    expect(isLaunch(launch) && launch.origin).toBe("bundled-server");
  });

  test("libraries that fit, or an interpreter with its own packages: no mismatch is reported", async () => {
    const fits = await chooseLaunch("python3", linuxBundle, {}, "linux", fakeRunner([probed([3, 12], "linux", "x86_64", ["pygls"])]));
    expect(!isLaunch(fits) && fits.mismatch).toBeUndefined();
    const own = await chooseLaunch("python3", linuxBundle, {}, "linux", fakeRunner([probed([3, 14], "linux", "x86_64", ["ahocorasick"]), ok]));
    expect(isLaunch(own) && own.origin).toBe("bundled-server");
  });
});
