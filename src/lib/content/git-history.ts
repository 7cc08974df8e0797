/**
 * The git history of a content folder, read with ONE `git log` per build and parsed once per
 * process into per-file authors and last-update dates. Spawning `git log --follow` per file
 * cost seconds of CPU on large corpora; one log over the folder costs a fraction of that.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** What the history says about one file, keyed by its path relative to the folder. */
export interface FileHistory {
  /** Author emails of every commit that touched the file, oldest first (repeats kept). */
  authorEmails: string[];
  /** ISO timestamp (UTC) of the newest commit that touched the file. */
  lastUpdated?: string;
}

/** Separates commits in the log; a control character no path or email contains. */
const RECORD = '\x1e';

/** `git log` arguments whose output `parseGitLog` reads; run with the folder as cwd. */
export const GIT_LOG_ARGS = [
  '-c',
  'core.quotepath=off',
  'log',
  // Children before parents, so a rename is seen before the older history it renames.
  '--topo-order',
  '-M',
  '--name-status',
  `--format=${RECORD}%H%x09%ae%x09%aI`,
  '--',
  '.',
] as const;

/**
 * Parses the output of `git log` with `GIT_LOG_ARGS` (newest commit first; paths relative to
 * the repository root) into the history of each file under `prefix`, keyed by its current
 * path relative to `prefix`: a rename maps the older history of the old path to the new one;
 * a deletion cuts the older history of a path off from a file re-created there.
 */
export function parseGitLog(log: string, prefix = ''): Map<string, FileHistory> {
  const newestFirst = new Map<string, { emails: string[]; newest: number }>();
  // Older path → the current path its history belongs to, or null for a deleted file.
  const alias = new Map<string, string | null>();
  const current = (path: string) => (alias.has(path) ? alias.get(path)! : path);
  const record = (path: string | null, email: string, time: number) => {
    if (path === null) return;
    const entry = newestFirst.get(path);
    if (!entry) newestFirst.set(path, { emails: [email], newest: time });
    else {
      entry.emails.push(email);
      entry.newest = Math.max(entry.newest, time);
    }
  };

  for (const chunk of log.split(RECORD)) {
    const [header = '', ...changes] = chunk.split('\n');
    const [hash, email = '', date = ''] = header.split('\t');
    const time = Date.parse(date);
    if (!hash || Number.isNaN(time)) continue;
    for (const line of changes) {
      const [status = '', from = '', to] = line.split('\t');
      if (!from) continue;
      const kind = status[0];
      if (kind === 'R' && to) {
        const target = current(to);
        record(target, email, time);
        alias.set(from, target);
      } else if (kind === 'C' && to) {
        record(current(to), email, time);
      } else if (kind === 'D') {
        alias.set(from, null);
      } else {
        record(current(from), email, time);
      }
    }
  }

  const result = new Map<string, FileHistory>();
  for (const [path, { emails, newest }] of newestFirst) {
    if (!path.startsWith(prefix)) continue;
    result.set(path.slice(prefix.length), {
      authorEmails: [...emails].reverse(),
      lastUpdated: new Date(newest).toISOString(),
    });
  }
  return result;
}

function git(cwd: string, args: readonly string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 512 * 1024 * 1024,
  });
}

/**
 * Reads the history of `dir`. Outside a git checkout, or in a shallow clone (whose oldest
 * commit seems to add every file, so dates would be wrong), it is empty: no authors, no dates.
 */
export function readGitHistory(dir: string): Map<string, FileHistory> {
  try {
    // Two lines: whether the clone is shallow, then `dir` relative to the repository root.
    const [shallow, prefix = ''] = git(dir, [
      'rev-parse',
      '--is-shallow-repository',
      '--show-prefix',
    ]).split('\n');
    if (shallow !== 'false') return new Map();
    return parseGitLog(git(dir, GIT_LOG_ARGS), prefix);
  } catch {
    return new Map();
  }
}

const cache = new Map<string, Map<string, FileHistory>>();

/** The history of `file` (relative to `dir`), reading the folder's log once per process. */
export function fileHistory(dir: string, file: string): FileHistory {
  const key = resolve(dir);
  let history = cache.get(key);
  if (!history) {
    history = readGitHistory(key);
    cache.set(key, history);
  }
  return history.get(file) ?? { authorEmails: [] };
}
