import type { Root } from 'hast';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { takePluginTimes, timed } from './plugin-times';

function addClass() {
  return (tree: Root) => {
    tree.children.push({ type: 'text', value: 'added' });
  };
}

describe('timed', () => {
  it('runs each plugin as before and notes its time under its name, once', async () => {
    takePluginTimes();
    const processor = unified().use(timed([addClass, [addClass, {}]]));
    const start: Root = { type: 'root', children: [] };
    const tree = (await processor.run(start)) as Root;
    expect(tree.children).toEqual([
      { type: 'text', value: 'added' },
      { type: 'text', value: 'added' },
    ]);
    const times = takePluginTimes();
    expect(Object.keys(times)).toEqual(['addClass']);
    expect(times.addClass).toBeGreaterThanOrEqual(0);
    expect(takePluginTimes()).toEqual({});
  });
});
