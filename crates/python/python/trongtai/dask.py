"""Archives beyond one machine: trongtai's adjudication sharded over a dask.distributed cluster.

Each archive file is cut into parts of about ``part_bytes`` bytes where a game starts (a
compressed file is one part: its bytes cannot be entered in the middle), and every part is judged
by one task on a worker, with the same code and the same messages as ``trongtai adjudicate``::

    from dask.distributed import Client
    import trongtai.dask

    client = Client("tcp://scheduler:8786")
    games = trongtai.dask.adjudicate(["/data/lichess_db_standard_rated_2024-01.pgn"], "fide-2001",
                                     client=client)
    disagreeing = games.filter(lambda g: g["verdict"] == "disagrees").count().compute()

``impact`` compares two rulebooks over archives the same way and returns the merged report of
``trongtai impact --format json``.

The files must be readable at the same path by the workers (a shared or replicated file system).
The bag holds one dict per game, with the fields of a line of ``trongtai adjudicate --json``; its
partitions are the parts in file order, so ``games.compute()`` lists the games in the order of
the command, and sorted by ``(file, game)`` they are the command's lines. Game numbers and the
line numbers of messages are those of the whole file: each part's lines are counted by a small
task, and each part's games are numbered once the parts before it have been counted.
"""

from __future__ import annotations

import functools
from typing import Any, Optional, Sequence, Union

import dask
import dask.bag as db
from dask import delayed

from . import _trongtai

#: The size of a part: 64 MB is about 40 s of one core's work on chess PGN.
PART_BYTES = 64 << 20

Json = dict[str, Any]


@functools.lru_cache(maxsize=16)
def _book(rules: str, on: Optional[str]) -> _trongtai.Rulebook:
    """The rulebook, loaded once per worker process."""
    return _trongtai.load(rules, on)


def _judge_part(
    rules: str, on: Optional[str], path: str, start: int, end: int, lines_before: Sequence[int]
) -> list[Json]:
    """The games of one part, numbered from 1 in the part."""
    book = _book(rules, on)
    return list(book._adjudicate_part(path, start, end, sum(lines_before), name=path, threads=1))


def _renumber(games: list[Json], counts_before: Sequence[int]) -> list[Json]:
    """The games of a part, numbered in the whole file."""
    offset = sum(counts_before)
    if offset:
        for game in games:
            game["game"] += offset
    return games


def _compute(client: Any, *tasks: Any) -> tuple[Any, ...]:
    if client is not None:
        return tuple(client.gather(client.compute(list(tasks))))
    return dask.compute(*tasks)


def cuts(paths: Sequence[str], part_bytes: int = PART_BYTES, client: Any = None) -> list[list[tuple[int, int]]]:
    """The parts of each file, ``(start, end)`` byte ranges, computed where the files are."""
    return list(_compute(client, *[delayed(_trongtai._cuts)(p, part_bytes) for p in paths]))


def adjudicate(
    paths: Union[str, Sequence[str]],
    rules: str,
    client: Any = None,
    *,
    on: Optional[str] = None,
    part_bytes: int = PART_BYTES,
) -> db.Bag:
    """The games of archive files judged under ``rules`` (an id or a rule file's path, as
    ``trongtai.load`` takes it), as a Dask bag of dicts with the fields of ``trongtai adjudicate
    --json``.

    The files are cut into parts now (on the cluster of ``client``, or the current Dask
    scheduler); the games are judged when the bag is computed. Raises ``RulebookError`` at once
    if the rulebook does not load, and ``ArchiveError`` when the bag is computed if a file
    cannot be read.
    """
    if isinstance(paths, str):
        paths = [paths]
    paths = [str(p) for p in paths]
    _book(rules, on)
    parts: list[Any] = []
    for path, ranges in zip(paths, cuts(paths, part_bytes, client)):
        lines = [delayed(_trongtai._count_lines)(path, s, e) for s, e in ranges[:-1]]
        judged = [
            delayed(_judge_part)(rules, on, path, s, e, lines[:i]) for i, (s, e) in enumerate(ranges)
        ]
        counts = [delayed(len)(j) for j in judged[:-1]]
        parts.extend(delayed(_renumber)(j, counts[:i]) for i, j in enumerate(judged))
    return db.from_delayed(parts)


def _tally_part(
    base: str,
    candidate: str,
    ons: tuple[Optional[str], Optional[str]],
    path: str,
    start: int,
    end: int,
    lines_before: Sequence[int],
) -> str:
    """The archive games of one part compared under both rulebooks: its tally, as JSON."""
    return _trongtai._impact_part(
        _book(base, ons[0]), _book(candidate, ons[1]), path, start, end, sum(lines_before)
    )


def impact(
    base: str,
    candidate: str,
    archives: Sequence[str],
    client: Any = None,
    *,
    on: Optional[str] = None,
    scenarios: Optional[Sequence[str]] = None,
    base_on: Optional[str] = None,
    candidate_on: Optional[str] = None,
    part_bytes: int = PART_BYTES,
) -> Json:
    """What a rule change would change over archives judged on the cluster, as ``trongtai impact
    --format json`` reports it (and ``trongtai.impact`` on one machine): the same counts,
    transition matrix, changed games (numbered in their files) and receipt.

    The archive files are cut into parts as by ``adjudicate``; each part is compared under both
    rulebooks by one task, each file is hashed by another, and the tallies are put together
    here, where the rulebooks' values and the ``scenarios`` (files or directories, none if not
    given) are compared. The rulebooks are ids or rule files' paths, readable here and by the
    workers; ``on`` dates both, ``base_on`` and ``candidate_on`` each.
    """
    if isinstance(archives, str):
        archives = [archives]
    paths = [str(p) for p in archives]
    ons = (base_on if base_on is not None else on, candidate_on if candidate_on is not None else on)
    _book(base, ons[0])
    _book(candidate, ons[1])
    hashes, tallies = [], []
    for path, ranges in zip(paths, cuts(paths, part_bytes, client)):
        lines = [delayed(_trongtai._count_lines)(path, s, e) for s, e in ranges[:-1]]
        tallies.append(
            [delayed(_tally_part)(base, candidate, ons, path, s, e, lines[:i]) for i, (s, e) in enumerate(ranges)]
        )
        hashes.append(delayed(_trongtai._hash_archive)(path))
    done = iter(_compute(client, *hashes, *(t for parts in tallies for t in parts)))
    hashes = [next(done) for _ in hashes]
    tallies = [[next(done) for _ in parts] for parts in tallies]
    return _trongtai._impact_judged(
        base,
        candidate,
        list(zip(hashes, tallies)),
        on=on,
        scenarios=None if scenarios is None else [str(s) for s in scenarios],
        base_on=base_on,
        candidate_on=candidate_on,
    )


def sort_key(game: Json) -> tuple[str, int]:
    """The order of the command's output within each file: ``(file, game)``."""
    return (game["file"], game["game"])
