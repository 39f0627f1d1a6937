"""MessageGate alone: what the stdio tests (tests/e2e/test_lsp_faults.py) cannot provoke."""

from ai_glossary.lsp.framing import Unreadable
from ai_glossary.lsp.transport import PARSE_ERROR, MessageGate


def test_a_response_nested_too_deep_reaches_pygls_as_an_error_for_its_request():
    sent = []
    gate = MessageGate(sent.append)
    deep = {"jsonrpc": "2.0", "id": 4, "result": [[[["settings"]]]]}
    admitted = gate.admit(Unreadable("nested deeper than 128 levels", deep))
    assert admitted == {"jsonrpc": "2.0", "id": 4, "error": {
        "code": PARSE_ERROR, "message": "parse error: the message is nested deeper than 128 levels"}}
    assert sent == []  # a response is never answered


def test_a_body_that_is_not_json_is_answered_with_id_null():
    sent = []
    assert MessageGate(sent.append).admit(Unreadable("not JSON (Expecting value)")) is None
    assert [(m["id"], m["error"]["code"]) for m in sent] == [(None, PARSE_ERROR)]
