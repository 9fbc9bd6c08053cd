//! The checked-in runtime schema is what the generator prints for today's Rust model: a
//! model change without `cargo run -p docc-schemagen` fails here (and so in CI).

#[test]
fn checked_in_schema_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../runtime/src/pack/schema.ts");
    let have = std::fs::read_to_string(&path).expect("runtime/src/pack/schema.ts");
    let want = docc_schemagen::generate();
    assert!(have == want, "runtime/src/pack/schema.ts is stale: run `cargo run -p docc-schemagen` and commit the result");
}
