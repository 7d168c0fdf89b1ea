"""trongtai.dask on a LocalCluster of two workers: the games of the shared archives, cut into
parts of 200 kB, are the command's lines once sorted by file and game number."""

import pytest

dask = pytest.importorskip("dask")
distributed = pytest.importorskip("distributed")

import trongtai.dask  # noqa: E402


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
    client = distributed.Client(cluster)
    yield client
    client.close()
    cluster.close()


def test_parts_judged_on_the_cluster_are_the_commands_lines(client, archives, cli_json_lines):
    for kind, rules in (("chess", "fide-2001"), ("xiangqi", "vn-xiangqi-1999")):
        paths = archives[kind]
        expected = []
        for path in paths:
            lines = cli_json_lines("adjudicate", "--json", "--rules", rules, path)
            expected.extend(lines[:-1])
        parts = trongtai.dask.cuts(paths, 200_000, client)
        assert sum(len(p) for p in parts) > len(paths), "the files were not cut"
        bag = trongtai.dask.adjudicate(paths, rules, client=client, part_bytes=200_000)
        got = client.compute(bag).result()
        assert len(got) == len(expected)
        assert sorted(got, key=trongtai.dask.sort_key) == sorted(expected, key=trongtai.dask.sort_key)
        # The partitions are the parts in file order: the command's order as computed.
        assert got == expected


def test_impact_on_the_cluster_is_the_commands_report(client, archives, cli, at_root):
    """A rule change's impact over the chess archives cut into parts of 200 kB: the counts, the
    transition matrix, the changed games (numbered in their files) and the receipt are those of
    ``trongtai impact --format json`` over the whole files."""
    import json

    paths = archives["chess"]
    _, out = cli(
        "impact", "--base", "fide-2001", "--candidate", "vn-chess-legacy", "--format", "json",
        "--no-scenarios", "--archive", *paths,
    )
    expected = json.loads(out)
    assert expected["archives"]["changed"] > 0, "a comparison that changes nothing checks little"
    got = trongtai.dask.impact("fide-2001", "vn-chess-legacy", paths, client, part_bytes=200_000)
    assert got == expected
