"""Type stubs of the extension module (crates/python/src/lib.rs)."""

import os
from typing import Any, Iterable, Iterator, Optional, Sequence, Union

__version__: str

StrPath = Union[str, "os.PathLike[str]"]
Json = dict[str, Any]

class TrongtaiError(Exception):
    """Anything trongtai refuses, with the located message the command line prints."""

class RulebookError(TrongtaiError):
    """A rulebook that does not load: unknown id, or a rule file with problems (file:line:column)."""

class PositionError(TrongtaiError):
    """A FEN that does not read as a position of the rulebook's game."""

class ScenarioError(TrongtaiError):
    """A scenario that cannot be read or run (file:line:column)."""

class ArchiveError(TrongtaiError):
    """An archive that cannot be judged or read (naming the file and line)."""

class GameReports(Iterator[Json]):
    """The games of an archive judged under a rulebook, one dict each with the fields of a line of
    ``trongtai adjudicate --json`` (schema ``schemas/adjudicate.schema.json``), in input order.
    Judging runs on other threads while the games are taken."""

    def __iter__(self) -> "GameReports": ...
    def __next__(self) -> Json:
        """The next game; raises ``ArchiveError`` where a file cannot be read."""
    @property
    def summary(self) -> Json:
        """The totals of the games handed over so far, as the summary line of
        ``adjudicate --json`` (complete once the iteration has ended)."""

class Rulebook:
    """A rulebook with its game compiled, as ``load`` gives it."""

    @property
    def id(self) -> str:
        """The rulebook's id (``fide-2001``)."""
    @property
    def game(self) -> str:
        """The game it is a rulebook of (``chess``, ``xiangqi``)."""
    @property
    def on(self) -> Optional[str]:
        """The date its local regulations were resolved on, if one was given."""
    def rules(self) -> Json:
        """Every resolved value with its article and the file that set it, as
        ``trongtai rules show --format json``."""
    def moves(self, fen: str) -> list[str]:
        """The legal moves of a position, sorted, as ``trongtai moves`` prints them (chess in UCI,
        xiangqi in Fairy-Stockfish coordinates). Raises ``PositionError`` for a bad FEN."""
    def status(self, fen: str) -> Json:
        """``state`` (``ongoing``, ``checkmate``, ``stalemate``, ``drawn-ending``), ``result``,
        ``law``, ``article`` and ``ending`` of a position, as ``trongtai status`` says them."""
    def replay(self, scenario: StrPath) -> Json:
        """The verdict of a scenario (a path, or the text of a scenario file) under this
        rulebook, as a line of ``trongtai replay --rules <this> --json``."""
    def adjudicate(
        self,
        source: Union[StrPath, bytes, bytearray, Iterable[Union[str, bytes]]],
        threads: Optional[int] = None,
        name: Optional[str] = None,
    ) -> GameReports:
        """Judges the games of an archive: a path (``.pgn``, ``.pgn.gz``, ``.pgn.zst``, ``.bz2``,
        ``.jsonl``), bytes, or an iterable of PGN texts, on ``threads`` threads (all cores by
        default). ``file`` in each dict is the path as given (``-`` for bytes and texts), or
        ``name``."""
    def _adjudicate_part(
        self,
        path: StrPath,
        start: int,
        end: int,
        lines_before: int,
        name: Optional[str] = None,
        threads: Optional[int] = 1,
    ) -> GameReports: ...

def load(id_or_path: StrPath, on: Optional[str] = None) -> Rulebook:
    """Loads a shipped rulebook by id (``fide-2001``, ``vn-chess-legacy``, ``vn-xiangqi-1999``, ...)
    or a rule file by path, with its local regulations' values on the date ``on``
    (``YYYY-MM-DD``) or their latest, and compiles its game. Raises ``RulebookError``."""

def rulebooks() -> list[str]:
    """The ids of the shipped rulebooks."""

def set_lang(lang: str) -> None:
    """Says errors and reports in ``lang`` (``"vi"`` or ``"en"``) from now on; at import the
    language is taken from ``LC_ALL``, ``LC_MESSAGES`` or ``LANG``, as the command takes it.
    Raises ``TrongtaiError`` for another language."""

def replay(scenario: StrPath) -> list[Json]:
    """Replays a scenario (a path, or the text of a scenario file) under its own rulebook, then
    under each rulebook of its ``holds_for``: one verdict each, as ``trongtai replay --json``."""

def impact(
    base: StrPath,
    candidate: StrPath,
    archives: Sequence[StrPath] = (),
    on: Optional[str] = None,
    scenarios: Optional[Sequence[StrPath]] = None,
    base_on: Optional[str] = None,
    candidate_on: Optional[str] = None,
    threads: Optional[int] = None,
) -> Json:
    """What a rule change would change, as ``trongtai impact --format json``: the base and the
    candidate run over ``scenarios`` (none if not given) and ``archives``."""

def _cuts(path: StrPath, part_bytes: int) -> list[tuple[int, int]]: ...
def _count_lines(path: StrPath, start: int, end: int) -> int: ...
def _impact_part(
    base: Rulebook, candidate: Rulebook, path: StrPath, start: int, end: int, lines_before: int
) -> str: ...
def _hash_archive(path: StrPath) -> str: ...
def _impact_judged(
    base: StrPath,
    candidate: StrPath,
    judged: Sequence[tuple[str, Sequence[str]]],
    on: Optional[str] = None,
    scenarios: Optional[Sequence[StrPath]] = None,
    base_on: Optional[str] = None,
    candidate_on: Optional[str] = None,
) -> Json: ...
