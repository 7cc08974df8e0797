import { sponsorData } from '@/data/sponsors';
import { Hero } from './hero';
import { Sponsors } from './sponsors';
import { Walkthrough } from './walkthrough';

// The page is built once, so "latest" sponsors are counted from the build's date.
const BUILT_AT = new Date();

/** The landing page: hero, getting-started walkthrough and sponsors. */
export function Landing() {
  return (
    <>
      <Hero />
      <Walkthrough />
      <Sponsors sponsors={sponsorData.sponsors} now={BUILT_AT} />
    </>
  );
}
