/**
 * The driver's options that make a statement a named prepared statement on PostgreSQL: parsed
 * and planned once per connection, not on every run. A cart push's read of its cart takes
 * longer to plan than to run (about 350 of 500 µs, measured in docs/benchmarks.md), and every
 * push runs it. A name must always be given the same text. The embedded database ignores the
 * option and runs the statement as any other.
 */
export function preparedAs(name: string): { name: string } {
  return { name };
}
