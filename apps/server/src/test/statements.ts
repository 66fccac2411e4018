import pg from 'pg';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * The SQL of every statement any connection of this process sends while `work` runs, in order (the text of each,
 * whitespace folded): for tests of how many round trips a call makes. Run nothing else meanwhile.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const query = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const sent = args[0] as string | { text?: string } | undefined;
    seen.push((typeof sent === 'string' ? sent : (sent?.text ?? '')).replace(/\s+/g, ' ').trim());
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = query;
  }
  return seen;
}
