#!/usr/bin/env node
// npm run package: build the extension, bundle the Python server (and its libraries for one vsce
// target), then `vsce package --target` into a .vsix. Everything is assembled in a temporary
// staging directory, so concurrent runs (e.g. two test runs) do not collide. vsce needs no network;
// `pip install --target` uses PyPI or pip's cache. Prints the .vsix path on its last line.
//
//   node scripts/package.mjs [--target T] [--out file.vsix]   (npm run package -- --target T)
//       T: linux-x64, linux-arm64, darwin-x64, darwin-arm64, win32-x64 (default: this machine's),
//       or universal (no libraries: the user's Python environment has them). Any T builds on Linux.
//   node scripts/package.mjs --bundle-only       (npm run bundle-server: fill editors/vscode/bundled
//                                                 for running the extension from source)
// Environment:
//   AI_GLOSSARY_BUNDLE_PYTHON=<python>  Python that runs the bundler and pip (default: the repo's
//                                       .venv, else python3); its version is always bundled
//   AI_GLOSSARY_BUNDLE_PYTHONS=3.11,... CPython versions to bundle libraries for (default
//                                       3.10-3.13: the ones with wheels for the pinned versions);
//                                       "current" = the bundling Python's only (faster)
//   AI_GLOSSARY_BUNDLE_LIBS=0           bundle only the pure-Python server: a universal .vsix that
//                                       needs the dependencies installed (pip install ai-glossary)
//   AI_GLOSSARY_BUNDLE_CACHE=<dir>      reuse libraries built before for the same requirements
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";

const ext = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repo = path.resolve(ext, "..", "..");
const args = process.argv.slice(2);
const log = (m) => process.stderr.write(`[package] ${m}\n`);
const bin = (name) => path.join(ext, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);

function python() {
  if (process.env.AI_GLOSSARY_BUNDLE_PYTHON) return process.env.AI_GLOSSARY_BUNDLE_PYTHON;
  const venv = path.join(repo, ".venv", process.platform === "win32" ? "Scripts/python.exe" : "bin/python");
  return fs.existsSync(venv) ? venv : process.platform === "win32" ? "python" : "python3";
}

const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

function bundle(outDir) {
  log(`bundling the server with ${python()} into ${outDir}`);
  const target = option("--target");
  const bundlerArgs = ["--out", outDir, ...(target ? ["--target", target] : [])];
  return execFileSync(python(), [path.join(ext, "scripts", "bundle_server.py"), ...bundlerArgs], {
    cwd: ext,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  })
    .trim()
    .split(/\r?\n/)
    .pop();
}

if (args.includes("--bundle-only")) {
  const target = bundle(path.join(ext, "bundled"));
  log(`editors/vscode/bundled ready (${target})`);
  process.exit(0);
}

const t0 = Date.now();
const stage = fs.mkdtempSync(path.join(os.tmpdir(), "ai-glossary-vsix-"));
try {
  const target = bundle(path.join(stage, "bundled"));

  log("esbuild");
  execFileSync(
    bin("esbuild"),
    [
      "src/extension.ts",
      "--bundle",
      `--outfile=${path.join(stage, "out", "extension.js")}`,
      "--external:vscode",
      "--format=cjs",
      "--platform=node",
      "--target=node18",
      "--minify",
      "--log-level=warning",
    ],
    { cwd: ext, stdio: "inherit" },
  );

  const nls = fs.readdirSync(ext).filter((f) => /^package\.nls(\.[\w-]+)?\.json$/.test(f));
  for (const f of ["package.json", "LICENSE", ".vscodeignore", ...nls]) {
    fs.copyFileSync(path.join(ext, f), path.join(stage, f));
  }
  fs.cpSync(path.join(ext, "l10n"), path.join(stage, "l10n"), { recursive: true });
  // the Marketplace / Open VSX page: the icon (package.json "icon") and the Changelog tab
  fs.cpSync(path.join(ext, "images"), path.join(stage, "images"), { recursive: true });
  fs.copyFileSync(path.join(ext, "CHANGELOG.md"), path.join(stage, "CHANGELOG.md"));
  // The README inside the .vsix shows the screenshots from copies inside the package.
  let readme = fs.readFileSync(path.join(ext, "README.md"), "utf8");
  for (const name of ["vscode-hover.png", "vscode-completion.png", "vscode-lookup.png"]) {
    const src = path.join(repo, "docs", "images", name);
    if (fs.existsSync(src)) {
      fs.mkdirSync(path.join(stage, "images"), { recursive: true });
      fs.copyFileSync(src, path.join(stage, "images", name));
    }
    readme = readme.replaceAll(`../../docs/images/${name}`, `images/${name}`);
  }
  fs.writeFileSync(path.join(stage, "README.md"), readme);

  const pkg = JSON.parse(fs.readFileSync(path.join(ext, "package.json"), "utf8"));
  const out = option("--out")
    ? path.resolve(option("--out"))
    : path.join(ext, `${pkg.name}-${pkg.version}${target === "universal" ? "" : `-${target}`}.vsix`);
  const vsceArgs = ["package", "--no-dependencies", "--allow-missing-repository", "--no-rewrite-relative-links", "-o", out];
  if (target !== "universal") vsceArgs.push("--target", target);
  log(`vsce ${vsceArgs.join(" ")}`);
  execFileSync(bin("vsce"), vsceArgs, { cwd: stage, stdio: ["ignore", "ignore", "inherit"] });
  const size = fs.statSync(out).size;
  log(`${path.basename(out)}: ${(size / 1024 / 1024).toFixed(1)} MiB, built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  process.stdout.write(`${out}\n`);
} finally {
  fs.rmSync(stage, { recursive: true, force: true });
}
