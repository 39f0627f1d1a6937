from support.lsp_session import client, module_client, raw_client, session, shared_session  # noqa: F401  (pytest fixtures)
