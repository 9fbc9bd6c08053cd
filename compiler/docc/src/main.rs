fn main() {
    std::process::exit(docc::cli::main());
}
