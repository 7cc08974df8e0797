// Which pages a change adds, changes or removes, from the git diff and the content model: each
// content file is a page at the url src/lib/content/paths.ts gives it. A change to shared code (src/,
// the build, the dependencies…) may change every page; files that never reach the site (tests,
// docs, CI) change none.
import { execFileSync } from 'node:child_process';
import matter from 'gray-matter';
import { loadTs } from '../bundle-ts.mjs';

const load = (path) => loadTs(`src/lib/${path}`, { sourceUrl: true });

/** Paths that never reach the built site. */
const OFF_SITE = [
  /^tests\//,
  /^docs\//,
  /^\.github\//,
  /^\.vscode\//,
  /^\.ci\//,
  /^[^/]+\.md$/,
  /^playwright[^/]*\.ts$/,
  /^vitest\.config\.ts$/,
  /^eslint\.config\.mjs$/,
  /^\.prettier/,
  /^\.gitignore$/,
  /\.test\.(ts|tsx|mjs)$/,
];

/** Frontmatter fields that place a page in its section's sidebar and previous/next links. */
const NAVIGATION_FIELDS = ['title', 'sort', 'group'];

function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** A file's text at a commit, or undefined when it is not there. */
function fileAt(cwd, commit, path) {
  try {
    return git(cwd, ['show', `${commit}:${path}`]);
  } catch {
    return undefined;
  }
}

function frontmatterOf(text) {
  try {
    return text === undefined ? {} : matter(text).data;
  } catch {
    return {};
  }
}

/**
 * The pages and shared files a change between two commits touches. Resolves `{ pages: [{
 * change, path, url, title }], shared: [path], templates: [{ name, path }], navigation:
 * [section], glossary }`:
 * `change` is added, changed or removed (a moved page is removed at its old url and added at
 * its new one); `navigation` lists the sections whose sidebar and previous/next links change.
 */
export async function changedPages({ cwd, base, head = 'HEAD', contentDir = 'content' }) {
  const { locate } = await load('content/paths.ts');
  const { GLOSSARY_SOURCE } = await load('site/reference-links.ts');
  const { PAGE_TEMPLATES } = await load('site/templates.ts');
  const lines = git(cwd, ['diff', '--name-status', '-M', base, head]).split('\n').filter(Boolean);
  const pages = [];
  const shared = [];
  const navigation = new Set();
  let glossary = false;
  const prefix = `${contentDir}/`;
  const page = (change, path, commit) => {
    const contentPath = path.slice(prefix.length);
    let location;
    try {
      location = locate(contentPath);
    } catch {
      return; // Not a page (the content checks say why).
    }
    const title = frontmatterOf(fileAt(cwd, commit, path)).title;
    pages.push({
      change,
      path,
      url: location.url,
      ...(typeof title === 'string' ? { title } : {}),
    });
    return location;
  };
  for (const line of lines) {
    const [status, ...paths] = line.split('\t');
    const kind = status[0];
    const [from, to = from] = paths;
    const touched = kind === 'R' ? [from, to] : [from];
    if (!touched.some((path) => path.startsWith(prefix))) {
      for (const path of touched)
        if (!OFF_SITE.some((pattern) => pattern.test(path))) shared.push(path);
      continue;
    }
    if (kind === 'A' || kind === 'C') {
      const location = page('added', to, head);
      if (location) navigation.add(location.section);
    } else if (kind === 'D') {
      const location = page('removed', from, base);
      if (location) navigation.add(location.section);
    } else if (kind === 'R') {
      const old = page('removed', from, base);
      const moved = page('added', to, head);
      for (const location of [old, moved]) if (location) navigation.add(location.section);
    } else {
      const location = page('changed', from, head);
      const before = frontmatterOf(fileAt(cwd, base, from));
      const after = frontmatterOf(fileAt(cwd, head, from));
      if (
        location &&
        NAVIGATION_FIELDS.some((field) => String(before[field]) !== String(after[field]))
      ) {
        navigation.add(location.section);
      }
    }
    if (touched.some((path) => path === `${prefix}${GLOSSARY_SOURCE}`)) glossary = true;
  }
  const order = { added: 0, changed: 1, removed: 2 };
  pages.sort((a, b) => order[a.change] - order[b.change] || a.url.localeCompare(b.url));
  return {
    pages,
    shared: shared.sort(),
    // When shared code changes, one page of each template is worth a look.
    templates: shared.length ? PAGE_TEMPLATES.map(({ name, path }) => ({ name, path })) : [],
    navigation: [...navigation].sort(),
    glossary,
  };
}
