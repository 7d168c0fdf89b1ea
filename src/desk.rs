//! The arbiter's desk embedded in the binary, when it was built to carry it
//! (`TRONGTAI_DESK_DIR`, see `build.rs` and `cargo xtask install`): `trongtai docs` writes it
//! into the site's `desk/` and links it from the pages, so that a site written outside a
//! checkout has a working desk. A binary built without one writes no desk and no link to it.

include!(concat!(env!("OUT_DIR"), "/desk.rs"));

/// The desk's files for a site, as `(path under the site, bytes)`; none without a desk.
pub fn files() -> Vec<(String, &'static [u8])> {
    DESK.iter()
        .map(|(name, bytes)| (format!("{}/{name}", trongtai_docgen::DESK_DIR), *bytes))
        .collect()
}
