import type { RunOptions } from '../model.ts';
export async function main(argv: string[]): Promise<void> {
  const o: Partial<RunOptions> = { collections: argv };
  console.log(JSON.stringify(o));
}
