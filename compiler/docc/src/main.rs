fn main() {
    std::process::exit(docc::crash::guard(docc::cli::main));
}
