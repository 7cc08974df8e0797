// Runs the named steps of a check command and reports each one's time. A step is
// `[name, command, args]`; a group `{ lanes: [[step, …], …] }` runs its lanes side by side,
// each lane's steps in turn, with every output line tagged `[name]` so the two stay readable.
// A step in a group may wait for a step of another lane: `[name, command, args, { after }]`.
import { spawn } from 'node:child_process';
import { run } from './run.mjs';

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** Calls `write` with each whole line of a stream, tagged; the last partial line at the end. */
export function tagLines(stream, tag, write) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) write(`[${tag}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) write(`[${tag}] ${rest}\n`);
  });
}

/** Runs `command args` with its output tagged `[name]`; resolves with its exit code. */
function runTagged(name, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    tagLines(child.stdout, name, (line) => process.stdout.write(line));
    tagLines(child.stderr, name, (line) => process.stderr.write(line));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs one step; returns `{ name, code }` after printing its verdict and time. */
async function runStep([name, command, args], tagged) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await (tagged ? runTagged(name, command, args) : run(command, args));
  if (code === 0) console.log(`✔ ${name} (${seconds(started)} s)`);
  else console.error(`\n✖ ${name} failed (exit ${code}) after ${seconds(started)} s`);
  return { name, code };
}

/**
 * Runs a lane's steps in turn, stopping at the first failure. `finished` maps every step name
 * of the group to a promise of its exit code: a step with `after` waits for that one, and does
 * not run when it failed (or never ran).
 */
async function runLane(lane, tagged, finished) {
  const results = [];
  for (const [index, step] of lane.entries()) {
    const [name, , , { after } = {}] = step;
    let result;
    if (after && (await finished.get(after)?.promise) !== 0) {
      console.error(`\n✖ ${name} not run: ${after} did not pass`);
      result = { name, code: 1 };
    } else result = await runStep(step, tagged);
    results.push(result);
    finished.get(name)?.resolve(result.code);
    if (result.code !== 0) {
      // The rest of the lane never runs: whatever waits on it must not wait forever.
      for (const [rest] of lane.slice(index + 1)) finished.get(rest)?.resolve(1);
      break;
    }
  }
  return results;
}

/** A promise of each step's exit code, by name, for the steps of a group. */
function completions(lanes) {
  const finished = new Map();
  for (const [name] of lanes.flat()) {
    let resolve;
    const promise = new Promise((settle) => (resolve = settle));
    finished.set(name, { promise, resolve });
  }
  return finished;
}

/**
 * Runs the plan in order and stops after the first step or group with a failure (a group
 * lets its other lanes finish, so their verdicts are known too). Resolves with the exit code.
 */
export async function runSteps(plan) {
  let passed = 0;
  for (const item of plan) {
    const finished = Array.isArray(item) ? new Map() : completions(item.lanes);
    const results = Array.isArray(item)
      ? await runLane([item], false, finished)
      : (await Promise.all(item.lanes.map((lane) => runLane(lane, true, finished)))).flat();
    const failed = results.filter((result) => result.code !== 0);
    passed += results.length - failed.length;
    if (failed.length > 0) {
      console.log(`steps: ${passed} passed, ${failed.length} failed`);
      return failed[0].code;
    }
  }
  console.log(`steps: ${passed} passed, 0 failed`);
  return 0;
}
