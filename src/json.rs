//! The output schemas of the command: those of [`trongtai_json`]'s types, and the impact
//! report's ([`trongtai_impact::Impact`]), listed in the order `trongtai schema` names them.

pub use trongtai_json::*;

/// `(name, schema)` of every committed output schema.
pub fn schemas() -> Vec<(&'static str, String)> {
    let mut all = trongtai_json::schemas();
    all.push(("impact", pretty(schemars::schema_for!(trongtai_impact::Impact))));
    all
}
