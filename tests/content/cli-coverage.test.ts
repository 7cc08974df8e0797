/**
 * CLI coverage (issue 8): every command and every built-in option of the pinned webpack-cli
 * must be documented on /api/cli/ (content/api/cli.mdx, or `$CONTENT_DIR/api/cli.mdx`).
 *
 * Where the facts come from: the pinned webpack-cli itself. Its command and option
 * definitions are private class fields, so we run its binary (no network, no config file
 * needed) and parse the help it prints: `webpack help` lists the commands, and
 * `webpack <command> --help=verbose` lists every option of that command, including the
 * global ones (`--color`, `--version`, `--help`).
 *
 * What counts as built-in: an option is built into webpack-cli unless webpack derives it
 * from a schema, that is unless its name (without a leading `no-`) is a key of
 * `webpack.cli.getArguments()` (webpack's configuration schema) or of
 * `webpack.cli.getArguments(<webpack-dev-server options schema>)` (offered by `serve`).
 * Those derived flags are explained by rule on the page, not listed one by one.
 *
 * The documentation rule:
 * - a command `name` is documented when a heading or a table row of the page (outside code
 *   fences) contains an inline code span that starts with the name followed by a space or
 *   the end of the span, e.g. `build [entries...]` or `info`;
 * - an option `--flag` is documented when a heading or a table row contains `--flag` as a
 *   whole flag: not followed by another letter, digit or `-` (so `--config` is not satisfied
 *   by `--config-name`). For negatable options `--no-flag` must appear the same way.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const ROOT = resolve(__dirname, '..', '..');
const CONTENT_DIR = resolve(ROOT, process.env.CONTENT_DIR ?? 'content');
const CLI_PAGE = join(CONTENT_DIR, 'api', 'cli.mdx');

const cliPackage = require.resolve('webpack-cli/package.json');
const cliBin = join(dirname(cliPackage), 'bin', 'cli.js');

/**
 * Runs the pinned webpack-cli and returns what it printed, without colors. Output goes to a
 * file, not a pipe: webpack-cli exits before a pipe is drained, so a help screen longer than
 * the pipe buffer (webpack 5.113's verbose help is over 128 KiB) arrived cut at 64 KiB.
 */
function runCli(args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'cli-help-'));
  const file = join(dir, 'output.txt');
  const fd = openSync(file, 'w');
  try {
    // A command whose optional package is missing (`complete`) exits non-zero: its message counts.
    spawnSync(process.execPath, [cliBin, ...args], {
      cwd: ROOT,
      // NO_COLOR wins over FORCE_COLOR (which any value, even 0, would turn on).
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', fd, fd],
      timeout: 30_000,
    });
  } finally {
    closeSync(fd);
  }
  const out = readFileSync(file, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  return out.replace(/\u001b\[[0-9;]*m/g, '');
}

/** The lines of one titled section (`Options`, `Commands`…) of a help screen. */
function section(help: string, title: string): string[] {
  const lines = help.split('\n');
  const start = lines.findIndex((line) => line.trim() === title);
  if (start === -1) return [];
  const body: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (/^\s*─{10,}\s*$/.test(line) || (line.trim() !== '' && !/^\s/.test(line))) break;
    if (line.trim() !== '') body.push(line);
  }
  return body;
}

interface CliCommand {
  name: string;
  aliases: string[];
}

/** Every command, read from `webpack help`. */
function readCommands(): CliCommand[] {
  return section(runCli(['help']), 'Commands').map((line) => {
    const [names = ''] = line.trim().split(/\s+/);
    const [name = '', ...aliases] = names.split('|');
    return { name, aliases };
  });
}

/** Every long option a command's verbose help lists. */
function readOptions(command: string): string[] {
  const help = runCli([command, '--help=verbose']);
  const flags = new Set<string>();
  for (const title of ['Options', 'Global options']) {
    for (const line of section(help, title)) {
      const match = /^\s+(?:-\w, )?--([a-z0-9][\w-]*)/i.exec(line);
      if (match?.[1]) flags.add(match[1]);
    }
  }
  return [...flags];
}

/** Option names webpack derives from a schema (webpack's own and webpack-dev-server's). */
function schemaDerived(): Set<string> {
  const webpack = require('webpack') as {
    cli: { getArguments: (schema?: unknown) => Record<string, unknown> };
  };
  const devServerSchema = require('webpack-dev-server/lib/options.json') as unknown;
  return new Set([
    ...Object.keys(webpack.cli.getArguments()),
    ...Object.keys(webpack.cli.getArguments(devServerSchema)),
  ]);
}

/** Headings and table rows of the page, outside code fences. */
function documentedLines(page: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of page.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    if (/^#{1,6}\s/.test(line) || /^\s*\|/.test(line)) lines.push(line);
  }
  return lines;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function documentsCommand(lines: string[], name: string): boolean {
  const pattern = new RegExp('`' + escape(name) + '(?: [^`]*)?`');
  return lines.some((line) => pattern.test(line));
}

function documentsFlag(lines: string[], flag: string): boolean {
  const pattern = new RegExp(escape(`--${flag}`) + '(?![\\w-])');
  return lines.some((line) => pattern.test(line));
}

describe('webpack-cli coverage on /api/cli/', () => {
  const lines = documentedLines(readFileSync(CLI_PAGE, 'utf8'));
  const commands = readCommands();
  const derived = schemaDerived();
  const builtIn = new Set<string>();
  for (const command of commands) {
    for (const flag of readOptions(command.name)) {
      if (!derived.has(flag.replace(/^no-/, '')) && !derived.has(flag)) builtIn.add(flag);
    }
  }

  it('reads the commands and options from the pinned package', () => {
    expect(commands.map((command) => command.name)).toContain('build');
    expect(builtIn).toContain('config');
    expect(builtIn).toContain('env');
  });

  it('documents every command and every built-in option', () => {
    const missingCommands = commands
      .filter((command) => !documentsCommand(lines, command.name))
      .map((command) => command.name);
    const missingFlags = [...builtIn].filter((flag) => !documentsFlag(lines, flag));
    const total = commands.length + builtIn.size;
    const covered = total - missingCommands.length - missingFlags.length;
    const percent = ((covered / total) * 100).toFixed(1);
    console.log(
      `webpack-cli coverage on /api/cli/: ${covered}/${total} (${percent}%): ` +
        `${commands.length - missingCommands.length}/${commands.length} commands, ` +
        `${builtIn.size - missingFlags.length}/${builtIn.size} built-in options`,
    );
    if (missingCommands.length) console.log(`missing commands: ${missingCommands.join(', ')}`);
    if (missingFlags.length) console.log(`missing options: --${missingFlags.join(', --')}`);
    expect({ missingCommands, missingFlags }).toEqual({ missingCommands: [], missingFlags: [] });
  });
});
