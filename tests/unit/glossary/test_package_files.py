"""Files shipped in the package (core/glossary/package_files.py): a package that is a folder is
read as files; one that is not (a zip on the path) through importlib.resources."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

from ai_glossary.core.glossary.package_files import package_folder, package_resource


def test_a_package_folder_is_read_as_files():
    folder = package_folder("ai_glossary.glossary_data")
    assert folder is not None and (folder / "concepts").is_dir()
    schema = package_resource("ai_glossary", "schema", "glossary.schema.json")
    assert isinstance(schema, Path) and schema.read_bytes().startswith(b"{")


def test_a_package_in_a_zip_is_read_through_importlib_resources(tmp_path, monkeypatch):
    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("zipped_data_for_test/__init__.py", "")
        zf.writestr("zipped_data_for_test/inner/data.txt", "shipped")
    monkeypatch.syspath_prepend(str(archive))
    monkeypatch.delitem(sys.modules, "zipped_data_for_test", raising=False)
    assert package_folder("zipped_data_for_test") is None
    resource = package_resource("zipped_data_for_test", "inner", "data.txt")
    assert not isinstance(resource, Path) and resource.read_text() == "shipped"


def test_no_such_package_has_no_folder():
    assert package_folder("ai_glossary.no_such_package_here") is None
