/**
 * Reading a file that one build step wrote for another: the contract (the file's path and its
 * zod schema) is checked where the file is read, so a step that changed its output fails with
 * the file, the field and the reason instead of a `cannot read properties of undefined` later.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';

/** A hand-off file: where it sits (from its folder), who writes it, and its shape. */
export interface Contract<Schema extends z.ZodType> {
  file: string;
  writer: string;
  schema: Schema;
}

/** The data of `value` checked against the contract; throws naming the file and each field. */
export function checkContract<Schema extends z.ZodType>(
  contract: Contract<Schema>,
  value: unknown,
  where = contract.file,
): z.infer<Schema> {
  const result = contract.schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(
    `${where} does not match its contract (written by ${contract.writer}):\n${problems.join('\n')}`,
  );
}

/** Reads `dir/<file>` and checks it; a missing file says which step writes it. */
export function readContract<Schema extends z.ZodType>(
  contract: Contract<Schema>,
  dir: string,
): z.infer<Schema> {
  const path = join(dir, contract.file);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: ${contract.writer} writes it; run that step first`);
  }
  return checkContract(contract, JSON.parse(readFileSync(path, 'utf8')), path);
}
