"""The .vsix checker (tests/support/vsix_binaries.py) on packages made here from synthetic headers:
it reads ELF, Mach-O (thin and fat) and PE machines, and it rejects a wrong-platform module, a
wrong ABI tag, a CPython version left without a build and any compiled file in a universal .vsix."""

from __future__ import annotations

import json
import struct
import zipfile
from pathlib import Path

import pytest

from support.vsix_binaries import problems, read_binary

LIBS = "extension/bundled/libs/"
PYTHONS = ["3.10", "3.11", "3.12", "3.13"]


def elf(machine: int) -> bytes:
    header = bytearray(64)
    header[:4] = b"\x7fELF"
    header[4], header[5] = 2, 1  # 64-bit, little-endian
    struct.pack_into("<H", header, 18, machine)
    return bytes(header)


def macho(cpu: int) -> bytes:
    return b"\xcf\xfa\xed\xfe" + struct.pack("<I", cpu) + bytes(24)


def fat(*cpus: int) -> bytes:
    slices = b"".join(struct.pack(">IIIII", cpu, 0, 4096, 0, 12) for cpu in cpus)
    return b"\xca\xfe\xba\xbe" + struct.pack(">I", len(cpus)) + slices


def pe(machine: int) -> bytes:
    header = bytearray(0x90)
    header[:2] = b"MZ"
    struct.pack_into("<I", header, 0x3C, 0x80)
    header[0x80:0x84] = b"PE\0\0"
    struct.pack_into("<H", header, 0x84, machine)
    return bytes(header)


X64_ELF, ARM64_ELF = elf(62), elf(183)
X64_MACHO, ARM64_MACHO = macho(0x01000007), macho(0x0100000C)
AMD64_PE, ARM64_PE = pe(0x8664), pe(0xAA64)


def vsix(tmp_path: Path, target: str, files: dict[str, bytes], pythons: list[str] = PYTHONS) -> str:
    path = tmp_path / f"{target}.vsix"
    platform = "" if target == "universal" else f' TargetPlatform="{target}"'
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("extension.vsixmanifest", f'<PackageManifest><Identity Id="ai-glossary"{platform}/></PackageManifest>')
        zf.writestr("extension/bundled/BUNDLE.json", json.dumps({"target": target, "pythons": pythons}))
        zf.writestr("extension/bundled/ai_glossary/__init__.py", "")
        for name, data in files.items():
            zf.writestr(LIBS + name, data)
    return str(path)


def per_version(stem: str, tag: str, data: bytes) -> dict[str, bytes]:
    return {f"{stem}.{tag.format(v.replace('.', ''))}": data for v in PYTHONS}


def test_headers_give_the_format_and_every_machine():
    assert read_binary(X64_ELF).format == "ELF" and read_binary(X64_ELF).machines == {"x86_64"}
    assert read_binary(ARM64_ELF).machines == {"arm64"}
    assert read_binary(ARM64_MACHO).format == "Mach-O" and read_binary(ARM64_MACHO).machines == {"arm64"}
    assert read_binary(fat(0x01000007, 0x0100000C)).machines == {"x86_64", "arm64"}
    assert read_binary(AMD64_PE).format == "PE" and read_binary(AMD64_PE).machines == {"x86_64"}
    assert read_binary(ARM64_PE).machines == {"arm64"}
    assert read_binary(b"# a Python file\n") is None


GOOD = {
    "linux-x64": {**per_version("ahocorasick", "cpython-{}-x86_64-linux-gnu.so", X64_ELF),
                  "tree_sitter_python/_binding.abi3.so": X64_ELF, "yaml.libs/libyaml-0a1b2c.so.0.2.5": X64_ELF},
    "linux-arm64": {**per_version("ahocorasick", "cpython-{}-aarch64-linux-gnu.so", ARM64_ELF),
                    "tree_sitter_python/_binding.abi3.so": ARM64_ELF},
    "darwin-x64": {**per_version("ahocorasick", "cpython-{}-darwin.so", X64_MACHO),
                   "tree_sitter_python/_binding.abi3.so": fat(0x01000007, 0x0100000C)},
    "darwin-arm64": {**per_version("ahocorasick", "cpython-{}-darwin.so", fat(0x01000007, 0x0100000C)),
                     "rapidfuzz/.dylibs/libomp.dylib": ARM64_MACHO},
    "win32-x64": {**per_version("ahocorasick", "cp{}-win_amd64.pyd", AMD64_PE),
                  "tree_sitter_python/_binding.pyd": AMD64_PE},
}


@pytest.mark.parametrize("target", sorted(GOOD))
def test_a_vsix_of_the_target_s_binaries_passes(tmp_path, target):
    assert problems(vsix(tmp_path, target, GOOD[target]), target) == []


WRONG_MACHINE = {"linux-x64": ARM64_ELF, "linux-arm64": X64_ELF, "darwin-x64": ARM64_MACHO,
                 "darwin-arm64": X64_MACHO, "win32-x64": ARM64_PE}


@pytest.mark.parametrize("target", sorted(GOOD))
def test_one_module_of_another_machine_or_format_fails(tmp_path, target):
    for data in (WRONG_MACHINE[target], X64_ELF if target.startswith(("darwin", "win32")) else AMD64_PE):
        files = dict(GOOD[target])
        name = next(n for n in files if n.startswith("ahocorasick") and "312" in n)
        files[name] = data
        found = problems(vsix(tmp_path, target, files), target)
        assert len(found) == 1 and found[0].startswith(f"{LIBS}{name}: ") and f"for {target}" in found[0], found


def test_a_linux_x64_vsix_with_an_aarch64_wheel_fails_by_header_and_by_name(tmp_path):
    files = dict(GOOD["linux-x64"], **{"rpds/rpds.cpython-312-aarch64-linux-gnu.so": ARM64_ELF})
    found = problems(vsix(tmp_path, "linux-x64", files), "linux-x64")
    assert any("ELF arm64, expected ELF x86_64" in p for p in found)
    assert any("ABI tag is not one linux-x64 loads" in p for p in found)


def test_abi_tags_a_version_left_out_and_a_version_not_bundled(tmp_path):
    files = dict(GOOD["darwin-arm64"])
    del files["ahocorasick.cpython-311-darwin.so"]
    files["yaml/_yaml.cpython-39-darwin.so"] = ARM64_MACHO  # CPython 3.9 only: and no build for 3.10-3.13
    files["rpds/rpds.so"] = ARM64_MACHO  # untagged: no ABI a darwin Python is known to load
    found = problems(vsix(tmp_path, "darwin-arm64", files), "darwin-arm64")
    assert f"{LIBS}ahocorasick: no build for CPython 3.11" in found
    assert f"{LIBS}yaml/_yaml.cpython-39-darwin.so: built for CPython 3.9, not among the bundled [10, 11, 12, 13]" in found
    assert f"{LIBS}yaml/_yaml: no build for CPython 3.10, 3.11, 3.12, 3.13" in found
    assert f"{LIBS}rpds/rpds.so: the file name's ABI tag is not one darwin-arm64 loads" in found


def test_the_manifest_and_bundle_json_must_name_the_target(tmp_path):
    path = vsix(tmp_path, "linux-arm64", GOOD["linux-arm64"])
    found = problems(path, "linux-x64")
    assert "manifest TargetPlatform 'linux-arm64', expected linux-x64" in found
    assert "BUNDLE.json target 'linux-arm64', expected linux-x64" in found


def test_a_universal_vsix_has_no_compiled_file_whatever_its_name(tmp_path):
    assert problems(vsix(tmp_path, "universal", {"pygls/__init__.py": b""}), "universal") == []
    found = problems(vsix(tmp_path, "universal", {"pygls/__init__.py": b"", "data/blob.bin": X64_ELF}), "universal")
    assert found == [f"{LIBS}data/blob.bin: compiled code in a universal .vsix"]


def test_a_file_named_like_a_module_without_a_binary_header_fails(tmp_path):
    files = dict(GOOD["win32-x64"], **{"fake/_speedups.cp312-win_amd64.pyd": b"not a binary"})
    found = problems(vsix(tmp_path, "win32-x64", files), "win32-x64")
    assert found == [f"{LIBS}fake/_speedups.cp312-win_amd64.pyd: named like compiled code but no ELF/Mach-O/PE header"]
