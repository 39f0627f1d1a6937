"""The baseline: a bare pygls server that answers every hover with a constant."""

from lsprotocol import types
from pygls.lsp.server import LanguageServer

server = LanguageServer("bare", "0")


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls, params):
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value="constant"))


if __name__ == "__main__":
    server.start_io()
