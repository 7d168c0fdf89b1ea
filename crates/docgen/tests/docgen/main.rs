//! Integration tests of the generated documentation, one binary.

mod fresh;
mod languages;
mod site;
