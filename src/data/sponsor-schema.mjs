// The shape of src/data/sponsors.json, shared by the build (TypeScript) and `npm run sponsors:update` (Node).
import { z } from 'zod';

const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const cents = z
  .number({ error: 'must be a number of US cents' })
  .int('must be a whole number of US cents')
  .nonnegative('must not be negative');

/** One contributor of the collective. Amounts are US cents; monthly is a monthly average. */
export const sponsorSchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty'),
  slug: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/i, 'must be an Open Collective slug'),
  website: webUrl.nullable(),
  avatar: webUrl.nullable(),
  firstDonation: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullable(),
  totalDonations: cents,
  monthlyDonations: cents,
});

/** The whole data file: when the script fetched it (null: never) and the sponsors. */
export const sponsorFileSchema = z
  .strictObject({
    fetchedAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullable(),
    sponsors: z.array(sponsorSchema),
  })
  .superRefine((file, context) => {
    const seen = new Set();
    file.sponsors.forEach((sponsor, index) => {
      if (seen.has(sponsor.slug)) {
        context.addIssue({
          code: 'custom',
          path: ['sponsors', index, 'slug'],
          message: `duplicates the slug "${sponsor.slug}"`,
        });
      }
      seen.add(sponsor.slug);
    });
  });

/**
 * Validates sponsor data; throws one Error naming the file, each bad field and the reason.
 * @param {unknown} data parsed JSON
 * @param {string} [source] file name used in the message
 * @returns {z.infer<typeof sponsorFileSchema>}
 */
export function parseSponsorFile(data, source = 'src/data/sponsors.json') {
  const result = sponsorFileSchema.safeParse(data);
  if (result.success) return result.data;
  const reasons = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(file)';
    return `${field} ${issue.message}`;
  });
  throw new Error(`${source}: ${reasons.join('; ')}`);
}
