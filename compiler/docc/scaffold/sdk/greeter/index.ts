/**
 * A tiny TypeScript package: docc documents every export of this entry file under
 * /api/greeter, from its signature and its doc comment. Replace it with your own SDK.
 *
 * @packageDocumentation
 */

/** Who to greet, and how. */
export interface GreetOptions {
  /** The name to put in the greeting. */
  name: string;
  /** Greeting word; `"Hello"` when left out. */
  salutation?: string;
}

/**
 * Builds a greeting.
 *
 * @param options - Who to greet.
 * @returns The greeting, e.g. `"Hello, Ada!"`.
 *
 * @example
 * ```ts
 * greet({ name: "Ada" }); // "Hello, Ada!"
 * ```
 */
export function greet(options: GreetOptions): string {
  return `${options.salutation ?? "Hello"}, ${options.name}!`;
}

/** Greets many people and remembers how many greetings it made. */
export class Greeter {
  /** Number of greetings made so far. */
  count = 0;

  /** @param salutation - The greeting word used for everyone. */
  constructor(private readonly salutation: string = "Hello") {}

  /** Greets one person. */
  greet(name: string): string {
    this.count += 1;
    return greet({ name, salutation: this.salutation });
  }
}
