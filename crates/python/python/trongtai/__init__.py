"""trongtai ("trọng tài", the arbiter): the laws of chess and xiangqi as versioned data, and the
arbiter that applies them, from Python.

    >>> import trongtai
    >>> book = trongtai.load("fide-2001")
    >>> book.status("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")["state"]
    'stalemate'

Every dict has the fields of the command's JSON: ``Rulebook.adjudicate`` yields the lines of
``trongtai adjudicate --json``, ``replay`` those of ``trongtai replay --json``, ``Rulebook.rules``
is ``trongtai rules show --format json`` and ``impact`` is ``trongtai impact --format json``.
Errors are ``TrongtaiError`` subclasses carrying the command's located messages
(``file:line:column: what was expected``).

``trongtai.dask`` (``pip install trongtai[dask]``) judges archives on a dask.distributed cluster.
"""

from ._trongtai import (
    ArchiveError,
    GameReports,
    PositionError,
    Rulebook,
    RulebookError,
    ScenarioError,
    TrongtaiError,
    __version__,
    impact,
    load,
    replay,
    rulebooks,
    set_lang,
)

__all__ = [
    "ArchiveError",
    "GameReports",
    "PositionError",
    "Rulebook",
    "RulebookError",
    "ScenarioError",
    "TrongtaiError",
    "__version__",
    "impact",
    "load",
    "replay",
    "rulebooks",
    "set_lang",
]
