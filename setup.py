"""Package list for setuptools (everything else is in pyproject.toml).

`packages.find` in pyproject.toml can only discover packages under server/; the built-in data
lives in the root folder glossary_data/ and is mapped (tool.setuptools.package-dir) to the
package ai_glossary.glossary_data, which must be listed explicitly or it is left out of the
wheel and of editable installs. Its data folders concepts/ and translations/ are listed too:
setuptools sees any folder of shipped files as an importable (namespace) package and warns about
each one left out of the list.
"""

from setuptools import find_namespace_packages, setup

setup(
    packages=find_namespace_packages(where="server", include=["ai_glossary", "ai_glossary.*"],
                                     exclude=["*.__pycache__"])
    + ["ai_glossary.glossary_data", "ai_glossary.glossary_data.concepts",
       "ai_glossary.glossary_data.translations"],
)
