/**
 * The sponsor data the site shows, validated when the build imports it: a bad
 * `sponsors.json` stops the build with the field and the reason. `npm run sponsors:update`
 * refreshes the file from Open Collective.
 */
import type { z } from 'zod';
import { parseSponsorFile, type sponsorSchema } from './sponsor-schema.mjs';
import data from './sponsors.json';

/** One sponsor as stored: amounts in US cents, dates as ISO strings. */
export type Sponsor = z.infer<typeof sponsorSchema>;

/** The validated data file. */
export const sponsorData = parseSponsorFile(data);
