/**
 * The frontmatter contract of a content page, as a zod schema: the one definition of a page's
 * fields. Contentlayer's field list (contentlayer.config.ts) is derived from its keys, the
 * `Frontmatter` and `Page` types are inferred from it, and any failure becomes one readable
 * line that names the file, the field and the reason.
 */
import { z } from 'zod';

/** A GitHub handle: 1–39 letters, digits or single hyphens, not starting or ending with one. */
export const GITHUB_HANDLE = /^[A-Za-z\d](?:[A-Za-z\d]|-(?=[A-Za-z\d])){0,38}$/;

/** A path on this site: starts with `/`, ends with `/`, optionally followed by `#anchor`. */
export const SITE_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*(?:#[A-Za-z0-9._~%-]+)?$/;

/** A released version, `major.minor.patch` (e.g. `5.102.1`), no range or tag. */
export const VERSION = /^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)$/;

const text = z.string({ error: 'must be a string' }).trim().min(1, 'must not be empty');

const httpUrl = z
  .string({ error: 'must be a string' })
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'must be an http(s) URL');

const related = z.strictObject(
  {
    title: text,
    url: z
      .string({ error: 'must be a string' })
      .regex(SITE_PATH, 'must be a site path like /concepts/ or /configuration/output/#outputpath'),
  },
  { error: 'must be an object with a title and a url' },
);

/** The validated frontmatter of a page. */
export const frontmatterSchema = z.strictObject({
  title: z.string({ error: 'is required and must be a string' }).trim().min(1, 'must not be empty'),
  sort: z.number({ error: 'must be a number' }).finite().optional(),
  description: text.optional(),
  group: text.optional(),
  contributors: z
    .array(
      z
        .string({ error: 'must be a string' })
        .regex(GITHUB_HANDLE, 'must be a GitHub handle (letters, digits, single hyphens)'),
      { error: 'must be a list of GitHub handles' },
    )
    .optional(),
  related: z.array(related, { error: 'must be a list of {title, url} links' }).optional(),
  edit: httpUrl.optional(),
  source: httpUrl.optional(),
  repo: httpUrl.optional(),
  thirdParty: z.boolean({ error: 'must be a boolean' }).optional(),
  verifiedWith: z
    .string({ error: 'must be a string (quote it in YAML)' })
    .regex(VERSION, 'must be a webpack version like 5.102.1')
    .optional(),
});

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** The names of the frontmatter fields, in the schema's order. */
export const FRONTMATTER_FIELDS = Object.keys(frontmatterSchema.shape) as (keyof Frontmatter)[];

/**
 * The frontmatter fields of a document (Contentlayer's, or any object that carries them next
 * to other keys), in the schema's order, without the absent ones.
 */
export function pickFrontmatter(doc: object): Partial<Frontmatter> {
  const source = doc as Record<string, unknown>;
  return Object.fromEntries(
    FRONTMATTER_FIELDS.filter((field) => source[field] !== undefined).map((field) => [
      field,
      source[field],
    ]),
  );
}

/** Thrown when a page's frontmatter breaks the contract. */
export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly issues: { field: string; reason: string }[],
  ) {
    super(
      issues
        .map((issue) => `${file}: frontmatter field "${issue.field}" ${issue.reason}`)
        .join('\n'),
    );
    this.name = 'FrontmatterError';
  }
}

/** One broken rule of the frontmatter: the field (`related.0.url`), its path and why. */
export interface FrontmatterIssue {
  field: string;
  path: (string | number)[];
  reason: string;
}

/** Every rule the data breaks, one issue per field (each unknown field on its own). */
export function frontmatterIssues(data: Record<string, unknown>): FrontmatterIssue[] {
  const result = frontmatterSchema.safeParse(data);
  return result.success ? [] : issuesOf(result.error);
}

function issuesOf(error: z.ZodError): FrontmatterIssue[] {
  return error.issues.flatMap((issue) => {
    const prefix = issue.path.filter((key) => typeof key !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: [...prefix, key].join('.'),
        path: [...prefix, key],
        reason: 'is not a known field',
      }));
    }
    const field = prefix.length ? prefix.join('.') : '(root)';
    return [{ field, path: prefix, reason: issue.message }];
  });
}

/**
 * Validates raw frontmatter data of `file` and returns it typed; throws a `FrontmatterError`
 * naming the file, each failing field and the reason.
 */
export function validateFrontmatter(file: string, data: Record<string, unknown>): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (result.success) return result.data;
  throw new FrontmatterError(file, issuesOf(result.error));
}
