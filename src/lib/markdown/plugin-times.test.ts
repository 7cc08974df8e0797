import type { Root } from 'hast';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { takePluginTimes, timed } from './plugin-times';

function addClass() {
  return (tree: Root) => {
    tree.children.push({ type: 'text', value: 'added' });
  };
}

function addText(value: string) {
  return (tree: Root) => {
    tree.children.push({ type: 'text', value });
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

  it('times bare plugins and plugins with options, naming anonymous ones by their place', async () => {
    takePluginTimes();
    const processor = unified().use(
      timed([
        addClass,
        [addText, 'with options'],
        () => addText('anonymous'),
        // A preset passes through as it is, its plugins still run.
        { plugins: [[addText, 'from a preset']] },
      ]),
    );
    const start: Root = { type: 'root', children: [] };
    const tree = (await processor.run(start)) as Root;
    expect(tree.children.map((node) => (node.type === 'text' ? node.value : node.type))).toEqual([
      'added',
      'with options',
      'anonymous',
      'from a preset',
    ]);
    expect(Object.keys(takePluginTimes())).toEqual(['addClass', 'addText', 'plugin 3']);
  });
});
