"""Why a path cannot be read, as messages in the reader's language (``ai-glossary scan``).

The common OS errors are messages of the catalogs; others are given in the system's words
(``strerror``). A path named on the command line that cannot be read is :class:`UnreadablePath`;
a file found by walking a folder is only skipped, with :func:`unreadable` as its reason.
"""

from __future__ import annotations

import errno
import stat

from ai_glossary.core.i18n import N_, Message

UNREADABLE = N_("cannot read: {reason}")

_OS_REASONS = {
    errno.ELOOP: N_("a loop of symbolic links"),
    errno.ENOTDIR: N_("a part of the path is a file, not a folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.ENAMETOOLONG: N_("the name is too long"),
}


def os_reason(error: OSError) -> "Message | str":
    template = _OS_REASONS.get(error.errno or 0)
    return Message.of(template) if template else error.strerror or str(error)


def unreadable(reason: "Message | str") -> Message:
    return Message.of(UNREADABLE, reason=reason)


def not_a_file(mode: int) -> Message:
    """What a path of this ``st_mode`` is, when it is neither a regular file nor a folder."""
    if stat.S_ISFIFO(mode):
        return Message.of(N_("a named pipe (FIFO), not a file"))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Message.of(N_("a device, not a file"))
    return Message.of(N_("not a regular file"))


class UnreadablePath(Exception):
    """A path named to the scan that exists but cannot be read (a symbolic link loop, a path
    through a file, a FIFO, a device, no permission): the scan does not start."""

    def __init__(self, path: str, reason: "Message | str") -> None:
        super().__init__(path, reason)
        self.path = path
        self.reason = reason
