//! Local regulations: dated values resolved on a date, provenance against the national value,
//! and the checks of declarations, bounds and dates (the located messages themselves are golden
//! files under tests/fixtures/rules-bad/local-*.ron at the workspace root).

use trongtai_rulebook::law::{Duration, LateLimit};
use trongtai_rulebook::{Library, LoadError, Rulebook};

const PROVINCE: &str = "vn-xiangqi-1999-province-example";
const CLUB: &str = "fide-2001-club-example";

fn load_on(id: &str, on: Option<&str>) -> Rulebook {
    Rulebook::load_on(&Library::shipped(), id, on).unwrap_or_else(|err| panic!("{id} on {on:?}:\n{err}"))
}

fn late_limit(rb: &Rulebook) -> LateLimit {
    let clock = rb.merged().clock.as_ref().expect("clock section");
    clock.late_arrival.as_ref().expect("late arrival").value.limit.clone()
}

fn rapid_minutes(rb: &Rulebook) -> Option<u64> {
    let clock = rb.merged().clock.as_ref().expect("clock section");
    let controls = clock.time_controls.as_ref().expect("time controls");
    controls.get("rapid").map(|c| c.value.periods[0].time.ms() / 60_000)
}

#[test]
fn dated_values_are_those_in_force_on_the_date() {
    // The first version (2024) allows 60 minutes and 30-minute rapid games, the second (from
    // 2025) 30 minutes and 25-minute rapid games.
    let y2024 = load_on(PROVINCE, Some("2024-06-01"));
    assert_eq!(late_limit(&y2024), LateLimit::Fixed(Duration::Minutes(60)));
    assert_eq!(rapid_minutes(&y2024), Some(30));
    let y2025 = load_on(PROVINCE, Some("2025-03-01"));
    assert_eq!(late_limit(&y2025), LateLimit::Fixed(Duration::Minutes(30)));
    assert_eq!(rapid_minutes(&y2025), Some(25));
    // The last day of a version and the first of the next.
    assert_eq!(
        late_limit(&load_on(PROVINCE, Some("2024-12-31"))),
        LateLimit::Fixed(Duration::Minutes(60))
    );
    assert_eq!(
        late_limit(&load_on(PROVINCE, Some("2025-01-01"))),
        LateLimit::Fixed(Duration::Minutes(30))
    );
    // Before and after the regulation: the law's own values, and no `rapid` control.
    for date in ["2023-12-31", "2027-01-01"] {
        let outside = load_on(PROVINCE, Some(date));
        assert_eq!(
            late_limit(&outside),
            LateLimit::SetByOrganisers(vec![
                Duration::Minutes(15),
                Duration::Minutes(30),
                Duration::Minutes(60)
            ]),
            "{date}"
        );
        assert_eq!(rapid_minutes(&outside), None, "{date}");
        assert_eq!(outside.local_changes().count(), 0, "{date}");
    }
    // No date: the latest version of each value.
    let latest = load_on(PROVINCE, None);
    assert_eq!(late_limit(&latest), LateLimit::Fixed(Duration::Minutes(30)));
    assert_eq!(latest.on(), None);
    assert_eq!(y2024.on(), Some("2024-06-01"));
}

#[test]
fn provenance_gives_dates_and_the_national_value() {
    let rb = load_on(PROVINCE, Some("2024-06-01"));
    let late = rb
        .provenance()
        .find(|e| e.path == "clock.late_arrival")
        .expect("late arrival entry");
    assert!(late.local && late.changed());
    assert_eq!(late.file, "rules/local/vn-xiangqi-1999-province-example.ron");
    assert_eq!(late.article.as_deref(), Some("Điều 5 (2024)"));
    assert_eq!(late.value, "(limit: Fixed(Minutes(60)), at_resumption: false)");
    assert_eq!(late.from.as_deref(), Some("2024-01-01"));
    assert_eq!(late.until.as_deref(), Some("2024-12-31"));
    let national = late.national.as_ref().expect("national value");
    assert_eq!(
        national.value,
        "(limit: SetByOrganisers([Minutes(15), Minutes(30), Minutes(60)]), at_resumption: false)"
    );
    assert_eq!(national.article.as_deref(), Some("10.2.1(a)"));
    assert_eq!(national.file, "rules/vn-xiangqi-1999.ron");
    // A new entry of a map has no national value and counts as a change.
    let rapid = rb
        .provenance()
        .find(|e| e.path == "clock.time_controls.rapid")
        .expect("rapid entry");
    assert!(rapid.changed() && rapid.national.is_none());
    // A national value: the law's effective date, not local.
    let mate = rb.provenance().find(|e| e.path == "end.checkmate").expect("checkmate");
    assert!(!mate.local && !mate.changed());
    assert_eq!(mate.from.as_deref(), Some("1999-12-22"));
    assert_eq!(mate.until, None);
    // The file's own id and title are not values of the regulation.
    assert!(rb
        .provenance()
        .filter(|e| e.local)
        .all(|e| e.path.starts_with("clock.")));
    let changed: Vec<&str> = rb.local_changes().map(|e| e.path.as_str()).collect();
    assert_eq!(changed, ["clock.time_controls.rapid", "clock.late_arrival"]);
}

#[test]
fn every_version_is_listed_with_the_national_value() {
    let rb = load_on(CLUB, Some("2024-01-15"));
    let rows: Vec<(String, String, Option<String>, String, bool)> = rb
        .versions()
        .iter()
        .map(|v| {
            (
                v.path.clone(),
                v.from.clone(),
                v.until.clone(),
                v.value.clone(),
                v.national.is_some(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            (
                "clock.late_arrival".to_owned(),
                "2023-09-01".to_owned(),
                Some("2024-08-31".to_owned()),
                "(limit: Fixed(Minutes(30)), at_resumption: true)".to_owned(),
                true
            ),
            (
                "clock.late_arrival".to_owned(),
                "2024-09-01".to_owned(),
                Some("2026-08-31".to_owned()),
                "(limit: Fixed(Minutes(15)), at_resumption: true)".to_owned(),
                true
            ),
            (
                "clock.time_controls.club-classical".to_owned(),
                "2023-09-01".to_owned(),
                Some("2026-08-31".to_owned()),
                "(periods: [(moves: 40, time: Minutes(90), increment: Seconds(30)), (time: Minutes(30), increment: Seconds(30))])"
                    .to_owned(),
                false
            ),
        ]
    );
    let local = rb.local().expect("a local regulation");
    assert!(local.illustrative);
    assert_eq!(local.basis.valid_from, "2023-09-01");
    // The declarations come from the national rulebook.
    let declared: Vec<&String> = rb.overridable().keys().collect();
    assert_eq!(
        declared,
        [
            "clock.clock_at_start",
            "clock.late_arrival",
            "clock.time_controls",
            "ends.scoring"
        ]
    );
}

#[test]
fn appendices_of_the_law_need_no_declaration() {
    // Blitz changes the illegal-move rule (C3 (en)), which FIDE01 does not delegate to a lower
    // authority: the appendix is part of the law itself (no `local`), so it loads.
    let blitz = load_on("fide-2001-blitz", None);
    assert!(blitz.local().is_none());
    let illegal = blitz
        .provenance()
        .find(|e| e.path == "conduct.illegal_move")
        .expect("illegal move");
    assert_eq!(illegal.article.as_deref(), Some("C3"));
    assert!(!illegal.local && illegal.national.is_none());
    assert!(blitz.versions().is_empty());
}

#[test]
fn a_date_that_is_not_a_date_is_an_error() {
    let err = Rulebook::load_on(&Library::shipped(), PROVINCE, Some("2025-02-30")).expect_err("not a date");
    assert_eq!(
        err.to_string(),
        "date `2025-02-30` is not valid, expected a date YYYY-MM-DD",
        "a bad date is not blamed on a line of the rule file (#35.4)"
    );
}

/// A law of its own written as changes to fide-2001 (it has its own `law` section), that
/// delegates the move count within bounds, and a local file.
fn counted(local_value: &str) -> Result<Rulebook, LoadError> {
    let law = r#"RulebookFile(
    id: "test-law",
    version: "1.0.0",
    title: (vi: "Luật thử", en: "Test law"),
    extends: "fide-2001",
    law: (document: "TEST", edition: "1", source: "none"),
    overridable: {
        "draws.move_count.moves": (article: "T.1", bounds: Counts(min: 40, max: 60)),
    },
)"#;
    let local = format!(
        r#"RulebookFile(
    id: "test-local",
    version: "1.0.0",
    title: (vi: "Điều lệ thử", en: "Test regulation"),
    extends: "test-law",
    local: (
        authority: (vi: "Ban tổ chức", en: "Organisers"),
        basis: (document: "test", valid_from: "2025-01-01"),
    ),
    versions: [
        (
            from: "2025-01-01",
            draws: (move_count: (value: (moves: {local_value}, reset: CaptureOrIrreversible), article: "L.1")),
        ),
    ],
)"#
    );
    let library = Library::shipped()
        .with("test-law.ron", law)
        .with("test-local.ron", local);
    Rulebook::load(&library, "test-local")
}

#[test]
fn counts_are_checked_against_their_bounds() {
    let ok = counted("55").expect("55 lies within 40..60");
    let moves = ok
        .merged()
        .draws
        .as_ref()
        .and_then(|d| d.move_count.as_ref())
        .map(|c| c.value.moves);
    assert_eq!(moves, Some(55));
    let err = counted("75").expect_err("75 is out of bounds").to_string();
    assert_eq!(
        err,
        "rules/test-local.ron:13:42: `draws.move_count.moves` is 75, outside the bounds `test-law` sets in T.1, expected a number from 40 to 60"
    );
    // Without a basis end, a version without `until` is fine; the same value as the national
    // one is no change at all.
    assert_eq!(counted("50").expect("unchanged").local_changes().count(), 0);
}

#[test]
fn dates_before_the_law_are_refused() {
    let err = Rulebook::load_on(&Library::shipped(), CLUB, Some("2001-06-30")).expect_err("before the law");
    assert_eq!(
        err.to_string(),
        "date `2001-06-30` is before its law (FIDE01) is in force on 2004-05-21, expected a date on or after 2004-05-21"
    );
    // FIDE's own date (2001-07-01) is not the Vietnamese one: a game in Vietnam before the
    // decision is not under it.
    assert!(Rulebook::load_on(&Library::shipped(), CLUB, Some("2001-07-01")).is_err());
    assert!(Rulebook::load_on(&Library::shipped(), CLUB, Some("2004-05-21")).is_ok());
}

/// A tournament regulation under a provincial one: what the province fixes binds the
/// tournament, what it delegates again the tournament may set within the province's bounds
/// (which lie within the law's), and both files' versions apply on a date.
#[test]
fn a_regulation_may_extend_another() {
    let tournament = r#"RulebookFile(
    id: "tournament",
    version: "1.0.0",
    title: (vi: "Điều lệ giải", en: "Tournament regulation"),
    extends: "vn-xiangqi-1999-province-example",
    local: (
        authority: (vi: "Ban tổ chức giải", en: "The organisers"),
        basis: (document: "tournament rules", valid_from: "2025-05-01", valid_until: "2025-05-31"),
    ),
    versions: [
        (
            from: "2025-05-01",
            until: "2025-05-31",
            clock: (late_arrival: (value: (limit: Fixed(Minutes(15)), at_resumption: false), article: "T.2")),
        ),
    ],
)"#;
    // The shipped province fixes its late limit without delegating it again.
    let err = Rulebook::load(&Library::shipped().with("tournament.ron", tournament), "tournament")
        .expect_err("fixed by the province");
    assert_eq!(
        err.to_string(),
        "rules/tournament.ron:14:44: `clock.late_arrival.limit` is fixed by `vn-xiangqi-1999-province-example`, which this regulation extends, expected a value `vn-xiangqi-1999-province-example` delegates again in its own `overridable`"
    );
    // A province that delegates it again, keeping 15 or 30 of the law's 15, 30 or 60 minutes.
    let province = Library::shipped()
        .get("local/vn-xiangqi-1999-province-example.ron")
        .expect("shipped")
        .replace("id: \"vn-xiangqi-1999-province-example\"", "id: \"province\"")
        .replace(
            "    versions: [",
            "    overridable: {\"clock.late_arrival.limit\": (article: \"Điều 7\", bounds: DurationIn([Minutes(15), Minutes(30)]))},\n    versions: [",
        );
    let under = tournament.replace("extends: \"vn-xiangqi-1999-province-example\"", "extends: \"province\"");
    let library = Library::shipped()
        .with("local/province.ron", province.clone())
        .with("tournament.ron", under.clone());
    let rb = Rulebook::load_on(&library, "tournament", Some("2025-05-10")).expect("loads");
    assert_eq!(late_limit(&rb), LateLimit::Fixed(Duration::Minutes(15)));
    // The province's rapid control still applies under the tournament.
    assert_eq!(rapid_minutes(&rb), Some(25));
    let late = rb.provenance().find(|e| e.path == "clock.late_arrival").expect("entry");
    assert_eq!(late.file, "rules/tournament.ron");
    let national = late.national.as_ref().expect("national value");
    assert_eq!(national.file, "rules/vn-xiangqi-1999.ron");
    // Within the law (60 minutes) but beyond the province's bounds.
    let bad = under.replace("Fixed(Minutes(15))", "Fixed(Minutes(60))");
    let library = Library::shipped()
        .with("local/province.ron", province)
        .with("tournament.ron", bad);
    let err = Rulebook::load(&library, "tournament").expect_err("60 minutes");
    assert_eq!(
        err.to_string(),
        "rules/tournament.ron:14:44: `clock.late_arrival.limit` is Minutes(60), outside the bounds `province` sets in Điều 7, expected a duration of Minutes(15) or Minutes(30)"
    );
}

/// Issue #35 item 3: a value of a local regulation runs on until a later version sets it again
/// or repeals it. The 2026 version sets a time control and a late-arrival limit, the 2027 version
/// only the limit: on 2027-03-01 the 2026 time control still applies.
#[test]
fn a_value_runs_on_until_a_later_version_changes_or_repeals_it() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/fixtures/rules-ok/two-seasons.ron"
    );
    let text = std::fs::read_to_string(path).expect("fixture");
    let library = Library::shipped().with("two-seasons.ron", text.clone());
    let club = |book: &Rulebook| {
        book.provenance()
            .find(|e| e.path == "clock.time_controls.club")
            .cloned()
    };
    let limit = |book: &Rulebook| {
        book.provenance()
            .find(|e| e.path == "clock.late_arrival")
            .map(|e| (e.value.clone(), e.from.clone(), e.until.clone()))
    };
    let on = |date: &str| Rulebook::load_on(&library, "two-seasons", Some(date)).expect("loads");
    let spring_2027 = on("2027-03-01");
    let control = club(&spring_2027).expect("the 2026 time control runs on in 2027");
    assert_eq!(
        (control.from.as_deref(), control.until.as_deref()),
        (Some("2026-01-01"), None)
    );
    let (value, from, _) = limit(&spring_2027).expect("the limit");
    assert!(
        value.contains("Minutes(15)") && from.as_deref() == Some("2027-01-01"),
        "{value}"
    );
    let (value, _, until) = limit(&on("2026-05-01")).expect("the 2026 limit");
    assert!(
        value.contains("Minutes(30)") && until.as_deref() == Some("2026-12-31"),
        "{value}"
    );
    // Before the regulation the law's own values apply.
    assert!(club(&on("2025-12-31")).is_none());
    // Without a date: the values as the latest version leaves them, not a mix of expired ones.
    let latest = Rulebook::load(&library, "two-seasons").expect("loads");
    assert!(club(&latest).is_some());
    // The value that runs on is said once, at the version that leaves it out.
    let warnings: Vec<String> = latest.warnings().iter().map(ToString::to_string).collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].starts_with("rules/two-seasons.ron:27:13: warning: `clock.time_controls.club` is set by the version from 2026-01-01 and not by the next one, from 2027-01-01: it runs on"),
        "{warnings:?}"
    );
    // A 2028 version repeals the time control: from then on the law's value (none) applies.
    let repealed = text.replace(
        "    ],\n)",
        "        (from: \"2028-01-01\", repeal: [\"clock.time_controls.club\"]),\n    ],\n)",
    );
    let library = Library::shipped().with("two-seasons.ron", repealed);
    let on = |date: &str| Rulebook::load_on(&library, "two-seasons", Some(date)).expect("loads");
    assert!(club(&on("2027-12-31")).is_some_and(|c| c.until.as_deref() == Some("2027-12-31")));
    assert!(club(&on("2028-02-01")).is_none());
    assert!(limit(&on("2028-02-01")).is_some_and(|(v, _, _)| v.contains("Minutes(15)")));
    let book = Rulebook::load(&library, "two-seasons").expect("loads");
    assert!(book
        .versions()
        .iter()
        .any(|v| v.repealed && v.path == "clock.time_controls.club" && v.from == "2028-01-01"));
}
