// Prints the weekly mutation run's job matrix for GitHub Actions (`fromJSON`): one job per
// target of scope.mjs, so a new file of src/lib gets its job without editing the workflow.
import { mutationTargets } from './scope.mjs';

process.stdout.write(`${JSON.stringify({ include: mutationTargets() })}\n`);
