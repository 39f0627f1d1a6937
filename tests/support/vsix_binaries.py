"""What a VS Code extension package (.vsix, a zip) bundles as compiled code, checked against its target.

Each compiled file is known by its binary header, not its name: ELF (e_machine), Mach-O (cputype,
every slice of a fat binary) or PE (the COFF Machine field). An extension module's file name must
also carry an ABI that the target's Python loads (cpython-312-x86_64-linux-gnu, cpython-312-darwin,
cp312-win_amd64, abi3; Windows names an abi3 module plain `.pyd`), and every CPython version that
BUNDLE.json lists must find each versioned module. A universal .vsix bundles no compiled file.
"""

from __future__ import annotations

import json
import re
import struct
import zipfile
from collections import defaultdict
from dataclasses import dataclass
from pathlib import PurePosixPath

COMPILED_SUFFIXES = (".so", ".pyd", ".dylib", ".dll")
LIBS = "extension/bundled/libs/"

ELF_MACHINES = {62: "x86_64", 183: "arm64", 3: "i386", 40: "arm"}
MACHO_CPUS = {0x01000007: "x86_64", 0x0100000C: "arm64", 7: "i386", 12: "arm"}
PE_MACHINES = {0x8664: "x86_64", 0xAA64: "arm64", 0x14C: "i386"}


@dataclass(frozen=True)
class Binary:
    format: str  # "ELF", "Mach-O" or "PE"
    machines: frozenset[str]  # more than one for a fat Mach-O


@dataclass(frozen=True)
class Expected:
    format: str
    machine: str
    # the ABI part of an extension module's name, for CPython 3.<minor>: "312" -> "cpython-312-darwin"
    versioned: str
    abi3: tuple[str, ...]  # the names a stable-ABI module may have


TARGETS = {
    "linux-x64": Expected("ELF", "x86_64", r"cpython-3(\d+)-x86_64-linux-gnu\.so", (".abi3.so",)),
    "linux-arm64": Expected("ELF", "arm64", r"cpython-3(\d+)-aarch64-linux-gnu\.so", (".abi3.so",)),
    "darwin-x64": Expected("Mach-O", "x86_64", r"cpython-3(\d+)-darwin\.so", (".abi3.so",)),
    "darwin-arm64": Expected("Mach-O", "arm64", r"cpython-3(\d+)-darwin\.so", (".abi3.so",)),
    "win32-x64": Expected("PE", "x86_64", r"cp3(\d+)-win_amd64\.pyd", (".pyd",)),
}


def read_binary(data: bytes) -> Binary | None:
    """The format and machine(s) of a compiled file, or None when `data` is not one."""
    if data[:4] == b"\x7fELF" and len(data) >= 20:
        order = "<" if data[5] == 1 else ">"
        (machine,) = struct.unpack_from(order + "H", data, 18)
        return Binary("ELF", frozenset({ELF_MACHINES.get(machine, f"elf-{machine}")}))
    if data[:4] in (b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe") and len(data) >= 8:  # thin, little-endian
        (cpu,) = struct.unpack_from("<I", data, 4)
        return Binary("Mach-O", frozenset({MACHO_CPUS.get(cpu, f"cpu-{cpu:#x}")}))
    if data[:4] in (b"\xca\xfe\xba\xbe", b"\xca\xfe\xba\xbf") and len(data) >= 8:  # fat: big-endian
        (count,) = struct.unpack_from(">I", data, 4)
        size = 20 if data[3] == 0xBE else 32
        if 0 < count < 32 and len(data) >= 8 + count * size:  # more slices: a Java class file
            cpus = (struct.unpack_from(">I", data, 8 + i * size)[0] for i in range(count))
            return Binary("Mach-O", frozenset(MACHO_CPUS.get(c, f"cpu-{c:#x}") for c in cpus))
    if data[:2] == b"MZ" and len(data) >= 0x40:
        (pe,) = struct.unpack_from("<I", data, 0x3C)
        if data[pe:pe + 4] == b"PE\0\0" and len(data) >= pe + 6:
            (machine,) = struct.unpack_from("<H", data, pe + 4)
            return Binary("PE", frozenset({PE_MACHINES.get(machine, f"pe-{machine:#x}")}))
    return None


def is_shared_library(name: str) -> bool:
    """A library that extension modules link to (auditwheel's pkg.libs/, delocate's .dylibs/,
    lib*.so.N, *.dll), not a module Python imports."""
    path = PurePosixPath(name)
    return (any(p.endswith((".libs", ".dylibs")) for p in path.parts[:-1])
            or path.name.endswith((".dylib", ".dll")) or re.search(r"\.so\.\d", path.name) is not None)


def bundle_info(vsix: zipfile.ZipFile) -> dict:
    return json.loads(vsix.read("extension/bundled/BUNDLE.json"))


def target_platform(vsix: zipfile.ZipFile) -> str | None:
    """TargetPlatform in the manifest vsce wrote (`vsce package --target`), None for universal."""
    manifest = vsix.read("extension.vsixmanifest").decode("utf-8")
    found = re.search(r'TargetPlatform="([^"]+)"', manifest)
    return found.group(1) if found else None


def problems(vsix_path: str, target: str) -> list[str]:
    """Everything in the .vsix that does not fit `target` ("universal": no compiled file at all)."""
    out: list[str] = []
    with zipfile.ZipFile(vsix_path) as vsix:
        if target_platform(vsix) != (None if target == "universal" else target):
            out.append(f"manifest TargetPlatform {target_platform(vsix)!r}, expected {target}")
        info = bundle_info(vsix)
        if info.get("target") != target:
            out.append(f"BUNDLE.json target {info.get('target')!r}, expected {target}")
        compiled = {}
        for entry in vsix.infolist():
            with vsix.open(entry) as fh:
                binary = read_binary(fh.read(64 * 1024))
            if binary is not None or entry.filename.endswith(COMPILED_SUFFIXES):
                compiled[entry.filename] = binary
    if target == "universal":
        return out + [f"{name}: compiled code in a universal .vsix" for name in sorted(compiled)]
    expected = TARGETS[target]
    pythons = {int(v.split(".")[1]) for v in info.get("pythons", [])}
    coverage: dict[str, set[int] | None] = defaultdict(set)  # module -> CPython minors (None: abi3)
    for name, binary in sorted(compiled.items()):
        if binary is None:
            out.append(f"{name}: named like compiled code but no ELF/Mach-O/PE header")
            continue
        if binary.format != expected.format or expected.machine not in binary.machines:
            out.append(f"{name}: {binary.format} {'/'.join(sorted(binary.machines))}, "
                       f"expected {expected.format} {expected.machine} for {target}")
        if not name.startswith(LIBS):
            out.append(f"{name}: compiled code outside bundled/libs")
        if is_shared_library(name):
            continue
        versioned = re.search(r"\.(?:" + expected.versioned + r")$", name)
        if versioned:
            minor = int(versioned.group(1))
            if minor not in pythons:
                out.append(f"{name}: built for CPython 3.{minor}, not among the bundled {sorted(pythons)}")
            module = name[:versioned.start()]
            if coverage[module] is not None:
                coverage[module].add(minor)
        elif name.endswith(expected.abi3) and not re.search(r"\.c(?:python-|p)3\d+", name):
            coverage[name.rsplit(".", 2 if name.endswith(".abi3.so") else 1)[0]] = None
        else:
            out.append(f"{name}: the file name's ABI tag is not one {target} loads")
    for module, minors in sorted(coverage.items()):
        if minors is not None and pythons - minors:
            out.append(f"{module}: no build for CPython {', '.join(f'3.{m}' for m in sorted(pythons - minors))}")
    return out
