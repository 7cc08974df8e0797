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
    const tree = (await processor.run({ type: 'root', children: [] })) as Root;
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
