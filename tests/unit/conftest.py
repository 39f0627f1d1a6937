import pytest

from support.glossaries import small_glossary


@pytest.fixture
def glossary():
    return small_glossary()
