//! Docusaurus's own remark plugin `@docusaurus/remark-plugin-npm2yarn`: a code block whose
//! meta is exactly `npm2yarn` becomes tabs of the same commands for npm and each converter
//! (yarn, pnpm, bun by default), with `groupId="npm2yarn"` when `sync` is set.
//!
//! The commands are converted by the rules of the `npm-to-yarn` package (2.x) that the plugin
//! calls, followed rule for rule so a page reads as the site's own build shows it, quirks
//! included: every `npm` in the text is converted, up to `&` or the line's end; a command a
//! table does not know is kept with a `# couldn't auto-convert command` line.

/// The plugin's options, from the site's config (`remarkPlugins`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Npm2Yarn {
    /// Tabs share one choice site-wide (`groupId="npm2yarn"`).
    pub sync: bool,
    /// Known converters in tab order: `yarn`, `pnpm`, `bun`.
    pub converters: Vec<String>,
}

impl Default for Npm2Yarn {
    fn default() -> Self {
        Npm2Yarn { sync: false, converters: vec!["yarn".into(), "pnpm".into(), "bun".into()] }
    }
}

/// Converters docc knows (a site's own converter is a function docc cannot run).
pub const KNOWN: [&str; 3] = ["yarn", "pnpm", "bun"];

/// The tab label the plugin gives a converter (`npm` and `pnpm` keep their value).
pub fn label(converter: &str) -> &str {
    match converter {
        "yarn" => "Yarn",
        "bun" => "Bun",
        other => other,
    }
}

/// `code` with every npm command converted for `to` (`yarn`, `pnpm` or `bun`).
pub fn convert(code: &str, to: &str) -> String {
    // JavaScript's `str.replace(/npm(?: +([^&\n\r]*))?/gm, f)`, scanning left to right.
    let mut out = String::with_capacity(code.len() + 16);
    let mut rest = code;
    while let Some(at) = rest.find("npm") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 3..];
        let spaces = after.len() - after.trim_start_matches(' ').len();
        let (command, used) = if spaces > 0 {
            let body = &after[spaces..];
            let end = body.find(['&', '\n', '\r']).unwrap_or(body.len());
            (Some(&body[..end]), spaces + end)
        } else {
            (None, 0)
        };
        out.push_str(&match to {
            "pnpm" => npm_to_pnpm(command),
            "bun" => npm_to_bun(command),
            _ => npm_to_yarn(command),
        });
        rest = &after[used..];
    }
    out.push_str(rest);
    out
}

const UNCHANGED: [&str; 10] = ["test", "login", "logout", "link", "unlink", "publish", "cache", "start", "stop", "test"];
const YARN_COMMANDS: [&str; 35] = [
    "init",
    "run",
    "add",
    "audit",
    "autoclean",
    "bin",
    "check",
    "config",
    "create",
    "dedupe",
    "generate-lock-entry",
    "global",
    "help",
    "import",
    "info",
    "install",
    "licenses",
    "list",
    "lockfile",
    "outdated",
    "owner",
    "pack",
    "policies",
    "prune",
    "remove",
    "self-update",
    "tag",
    "team",
    "upgrade",
    "upgrade-interactive",
    "version",
    "versions",
    "why",
    "workspace",
    "workspaces",
];

/// Splits a command at spaces outside quotes (quotes kept), as npm-to-yarn's `parse` does.
fn parse(command: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut quote: Option<char> = None;
    let mut escaped = false;
    let mut part = String::new();
    for c in command.chars() {
        if c == '\\' {
            part.push(c);
            escaped = true;
            continue;
        }
        if c == ' ' && quote.is_none() {
            args.push(std::mem::take(&mut part));
        } else if !escaped && (c == '"' || c == '\'') {
            part.push(c);
            if quote == Some(c) {
                quote = None;
            } else if quote.is_none() {
                quote = Some(c);
            }
        } else {
            part.push(c);
        }
        escaped = false;
    }
    args.push(part);
    args
}

/// The arguments of a captured command, without the first `--`.
fn args_of(command: Option<&str>) -> Vec<String> {
    let mut args = parse(command.unwrap_or("").trim());
    if let Some(i) = args.iter().position(|a| a == "--") {
        args.remove(i);
    }
    args
}

fn join(cmd: &str, args: &[String]) -> String {
    let kept: Vec<&str> = args.iter().map(String::as_str).filter(|a| !a.is_empty()).collect();
    format!("{cmd} {}", kept.join(" "))
}

/// What the package prints for a command it cannot convert (JavaScript's `'npm ' + undefined`
/// included, for a bare `npm`).
fn unconverted(command: Option<&str>) -> String {
    format!("npm {}\n# couldn't auto-convert command", command.unwrap_or("undefined"))
}

fn map_args(args: Vec<String>, f: impl Fn(&str) -> Option<&'static str>) -> Vec<String> {
    args.into_iter().map(|a| f(&a).map(str::to_string).unwrap_or(a)).collect()
}

fn yarn_install_args(mut args: Vec<String>) -> Vec<String> {
    if args.iter().any(|a| a == "--global" || a == "-g") {
        args.insert(0, "global".into());
    }
    map_args(args, |a| match a {
        "--save-dev" | "-D" => Some("--dev"),
        "--save-prod" | "-P" => Some("--production"),
        "--no-package-lock" => Some("--no-lockfile"),
        "--save-optional" | "-O" => Some("--optional"),
        "--save-exact" | "-E" => Some("--exact"),
        "--save" | "-S" | "--global" | "-g" => Some(""),
        _ => None,
    })
}

/// `init x` → `create x`, `--scope` dropped (yarn and pnpm).
fn init(mut args: Vec<String>) -> Vec<String> {
    if args.get(1).is_some_and(|a| !a.is_empty() && !a.starts_with('-')) {
        args[0] = "create".into();
    }
    args.retain(|a| a != "--scope");
    args
}

fn pack(args: Vec<String>, to: &str) -> Vec<String> {
    args.into_iter()
        .map(|a| match a.strip_prefix("--pack-destination") {
            Some(rest) if rest.starts_with([' ', '=', '\t']) => format!("{to}{}", &rest[1..]),
            _ => a,
        })
        .collect()
}

fn npm_to_yarn(command: Option<&str>) -> String {
    let mut args = args_of(command);
    if UNCHANGED.contains(&args[0].as_str()) {
        return join("yarn", &args);
    }
    let first = args[0].clone();
    args = match first.as_str() {
        "install" | "i" if args.len() == 1 => vec!["install".into()],
        "install" | "i" => {
            args[0] = "add".into();
            yarn_install_args(args)
        }
        "uninstall" | "un" | "remove" | "r" | "rm" => {
            args[0] = "remove".into();
            yarn_install_args(args)
        }
        "version" => map_args(args, |a| match a {
            "major" => Some("--major"),
            "minor" => Some("--minor"),
            "patch" => Some("--patch"),
            _ => None,
        }),
        "rb" | "rebuild" => {
            args[0] = "add".into();
            args.push("--force".into());
            args
        }
        "run" | "exec" => {
            args[0] = "run".into();
            if args.get(1).is_some_and(|a| !a.is_empty() && !UNCHANGED.contains(&a.as_str()) && !YARN_COMMANDS.contains(&a.as_str())) {
                args.remove(0);
            }
            args
        }
        "ls" | "list" => {
            args[0] = "list".into();
            let packages: Vec<String> = args.iter().skip(1).take_while(|a| !a.starts_with('-')).cloned().collect();
            if !packages.is_empty() {
                let n = packages.len();
                args.splice(1..1 + n, ["--pattern".to_string(), format!("\"{}\"", packages.join("|"))]);
            }
            args
        }
        "init" => init(args),
        "ln" => {
            args[0] = "link".into();
            args
        }
        "t" | "tst" => {
            args[0] = "test".into();
            args
        }
        "outdated" => args,
        "pack" => pack(args, "--filename "),
        _ => return unconverted(command),
    };
    join("yarn", &args)
}

fn pnpm_install_args(args: Vec<String>) -> Vec<String> {
    map_args(args, |a| match a {
        "--save" | "-S" => Some(""),
        "--no-package-lock" => Some("--frozen-lockfile"),
        _ => None,
    })
}

/// Package names (not flags) after the command move behind `--filter`.
fn filter_arg(args: Vec<String>) -> Vec<String> {
    if args.len() <= 1 {
        return args;
    }
    let names: Vec<String> = args.iter().skip(1).filter(|a| !a.starts_with('-')).cloned().collect();
    if names.is_empty() {
        return args;
    }
    let mut out: Vec<String> = args.iter().enumerate().filter(|(i, a)| *i == 0 || a.starts_with('-')).map(|(_, a)| a.clone()).collect();
    out.push("--filter".into());
    out.push(names.join(" "));
    out
}

fn npm_to_pnpm(command: Option<&str>) -> String {
    let mut args = args_of(command);
    let first = args[0].clone();
    args = match first.as_str() {
        "install" | "i" => {
            if args.len() > 1 && args.iter().filter(|a| !a.starts_with('-')).count() > 1 {
                args[0] = "add".into();
            }
            pnpm_install_args(args)
        }
        "uninstall" | "un" | "remove" | "r" | "rm" => {
            args[0] = "remove".into();
            pnpm_install_args(args)
        }
        "rb" | "rebuild" => {
            args[0] = "rebuild".into();
            filter_arg(args)
        }
        "run" | "exec" | "start" | "link" | "outdated" => args,
        "ls" | "list" => args
            .into_iter()
            .map(|a| match a.as_str() {
                "--production" => "--prod".into(),
                "--development" => "--dev".into(),
                _ => match a.strip_prefix("--depth=") {
                    Some(d) => format!("--depth {}", d.split('=').next().unwrap_or("")),
                    None => a,
                },
            })
            .collect(),
        "init" => init(args),
        "ln" => {
            args[0] = "link".into();
            args
        }
        "t" | "test" | "tst" => {
            args[0] = "test".into();
            args
        }
        "unlink" => filter_arg(args),
        "pack" => pack(args, "--pack-destination "),
        _ => return unconverted(command),
    };
    join("pnpm", &args)
}

fn bun_install_args(args: Vec<String>) -> Vec<String> {
    map_args(args, |a| match a {
        "--save-dev" | "--development" | "-D" => Some("--dev"),
        "--save-prod" | "-P" => Some("--production"),
        "--no-package-lock" => Some("--no-save"),
        "--save-optional" | "-O" => Some("--optional"),
        "--save-exact" | "-E" => Some("--exact"),
        "--save" | "-S" => Some(""),
        "--global" | "-g" => Some("--global"),
        _ => None,
    })
}

fn npm_to_bun(command: Option<&str>) -> String {
    let mut args = args_of(command);
    let mut cmd = "bun";
    let first = args[0].clone();
    match first.as_str() {
        "install" | "i" => {
            if args.len() == 1 {
                args = vec!["install".into()];
            } else {
                args[0] = "add".into();
            }
            args = bun_install_args(args);
        }
        "uninstall" | "un" | "remove" | "r" | "rm" => {
            args[0] = "remove".into();
            args = bun_install_args(args);
        }
        "cache" if args.get(1).is_some_and(|a| a == "clean") => {
            args = ["pm", "cache", "rm"].iter().map(|s| s.to_string()).chain(args.into_iter().skip(2)).collect();
        }
        "rebuild" | "rb" => {
            args[0] = "add".into();
            args.push("--force".into());
        }
        "run" | "stop" | "start" | "unlink" => {}
        "list" | "ls" => {
            args = bun_install_args(args);
            args[0] = "ls".into();
            args.insert(0, "pm".into());
        }
        "init" | "create" => {
            if let Some(second) = args.get(1).filter(|a| !a.is_empty()).cloned() {
                if second.starts_with('@') {
                    cmd = "bunx";
                    args[1] = second.replacen('/', "/create-", 1);
                    args.remove(0);
                } else if !second.starts_with('-') {
                    cmd = "bunx";
                    args[1] = format!("create-{second}");
                    args.remove(0);
                } else {
                    args[0] = "init".into();
                }
            }
        }
        "link" | "ln" => {
            args = bun_install_args(args);
            args[0] = "link".into();
        }
        "test" | "t" | "tst" => {
            args[0] = "test".into();
            args.insert(0, "run".into());
        }
        "exec" => {
            cmd = "bunx";
            args.remove(0);
        }
        _ => cmd = "npm",
    }
    let kept: Vec<&str> = args.iter().map(String::as_str).filter(|a| !a.is_empty() && *a != "--").collect();
    let tail = if cmd == "npm" { "\n# couldn't auto-convert command" } else { "" };
    format!("{cmd} {}{tail}", kept.join(" ")).replacen('=', " ", 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every expected output is what npm-to-yarn 2.2.1 itself printed for the input (run in
    /// Node: `convert(input, 'yarn' | 'pnpm' | 'bun')`), quirks included.
    #[test]
    fn commands_convert_as_npm_to_yarn_does() {
        let cases: &[(&str, &str, &str, &str)] = &[
            ("npm install", "yarn install", "pnpm install", "bun install"),
            ("npm i react", "yarn add react", "pnpm add react", "bun add react"),
            ("npm install --save-dev typescript", "yarn add --dev typescript", "pnpm add --save-dev typescript", "bun add --dev typescript"),
            ("npm install -g docusaurus", "yarn global add docusaurus", "pnpm add -g docusaurus", "bun add --global docusaurus"),
            ("npm uninstall lodash", "yarn remove lodash", "pnpm remove lodash", "bun remove lodash"),
            ("npm run build", "yarn build", "pnpm run build", "bun run build"),
            ("npm run test", "yarn run test", "pnpm run test", "bun run test"),
            ("npm test", "yarn test", "pnpm test", "bun run test"),
            ("npm init docusaurus", "yarn create docusaurus", "pnpm create docusaurus", "bunx create-docusaurus"),
            ("npm ci", "npm ci\n# couldn't auto-convert command", "npm ci\n# couldn't auto-convert command", "npm ci\n# couldn't auto-convert command"),
            (
                "npm install --save-exact @docusaurus/core@3.0.0",
                "yarn add --exact @docusaurus/core@3.0.0",
                "pnpm add --save-exact @docusaurus/core@3.0.0",
                "bun add --exact @docusaurus/core@3.0.0",
            ),
            ("npm ls react", "yarn list --pattern \"react\"", "pnpm ls react", "bun pm ls react"),
            (
                "cd site && npm install && npm run start\n",
                "cd site && yarn install&& yarn run start\n",
                "cd site && pnpm install&& pnpm run start\n",
                "cd site && bun install&& bun run start\n",
            ),
            ("# first\nnpm i -D a b\n", "# first\nyarn add --dev a b\n", "# first\npnpm add -D a b\n", "# first\nbun add --dev a b\n"),
            (
                "npm",
                "npm undefined\n# couldn't auto-convert command",
                "npm undefined\n# couldn't auto-convert command",
                "npm \n# couldn't auto-convert command",
            ),
            (
                "npx create-docusaurus@latest my-website classic",
                "npx create-docusaurus@latest my-website classic",
                "npx create-docusaurus@latest my-website classic",
                "npx create-docusaurus@latest my-website classic",
            ),
            ("npm run docusaurus -- --help", "yarn docusaurus --help", "pnpm run docusaurus --help", "bun run docusaurus --help"),
            ("npm i --save @mdx-js/react@3 clsx=1", "yarn add @mdx-js/react@3 clsx=1", "pnpm add @mdx-js/react@3 clsx=1", "bun add @mdx-js/react@3 clsx 1"),
            ("pnpm install", "pyarn install", "ppnpm install", "pbun install"),
            (
                "npm create vite@latest my-app -- --template react",
                "npm create vite@latest my-app -- --template react\n# couldn't auto-convert command",
                "npm create vite@latest my-app -- --template react\n# couldn't auto-convert command",
                "bunx create-vite@latest my-app --template react",
            ),
        ];
        for (npm, yarn, pnpm, bun) in cases {
            assert_eq!(convert(npm, "yarn"), *yarn, "{npm:?} → yarn");
            assert_eq!(convert(npm, "pnpm"), *pnpm, "{npm:?} → pnpm");
            assert_eq!(convert(npm, "bun"), *bun, "{npm:?} → bun");
        }
    }
}
