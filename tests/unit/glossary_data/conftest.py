"""What the tests of the built-in data share: one compiled detector of the whole glossary."""

import pytest

from ai_glossary.core.detection.detector import Detector
from ai_glossary.core.glossary.builtin import load_builtin


@pytest.fixture(scope="session")
def detector() -> Detector:
    return Detector.compile(load_builtin())
