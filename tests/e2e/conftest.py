from support.lsp_session import client, module_client, raw_client, session, shared_session  # noqa: F401  (pytest fixtures)


def pytest_collection_modifyitems(items):
    import pytest

    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)
