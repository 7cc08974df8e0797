import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assembleGuideProject,
  fencedBlocks,
  isFileTitle,
  matchOutputs,
  outputPattern,
  splitOutputs,
  statsAssetFiles,
} from './guide-project';

const fixture = readFileSync(
  fileURLToPath(new URL('../../tests/fixtures/guide-project/guide.mdx', import.meta.url)),
  'utf8',
);

describe('guide-project', () => {
  it('reads every fenced block with its language and title', () => {
    const blocks = fencedBlocks(fixture);
    expect(blocks).toHaveLength(10);
    expect(blocks[0]).toMatchObject({ lang: 'bash', title: 'npm' });
    expect(blocks[3]).toMatchObject({ lang: 'diff', title: 'src/index.js' });
  });

  it('recognises file titles', () => {
    expect(isFileTitle('src/index.js')).toBe(true);
    expect(isFileTitle('webpack.config.js')).toBe(true);
    expect(isFileTitle('npm')).toBe(false);
    expect(isFileTitle('Some example')).toBe(false);
    expect(isFileTitle('dist/')).toBe(false);
    expect(isFileTitle('/etc/passwd')).toBe(false);
    expect(isFileTitle(undefined)).toBe(false);
  });

  it('keeps the last state of each file and skips diffs and excerpts', () => {
    const project = assembleGuideProject(fixture);
    expect(project.files).toEqual({
      'src/index.js': "console.log('final');\n",
      'package.json': '{ "name": "fixture" }\n',
      'webpack.config.js': "module.exports = { mode: 'production' };\n",
    });
  });

  it('takes the outputs of the last Output or dist/ block', () => {
    expect(assembleGuideProject(fixture).outputs).toEqual([
      'dist/main.[contenthash].js',
      'dist/index.html',
    ]);
  });

  it('matches hash placeholders', () => {
    expect(outputPattern('dist/main.[contenthash].js').test('dist/main.0a1b2c3d.js')).toBe(true);
    expect(outputPattern('dist/main.[contenthash].js').test('dist/main.js')).toBe(false);
    expect(outputPattern('dist/*.svg').test('dist/abc.svg')).toBe(true);
    expect(matchOutputs(['dist/[name].js'], ['dist/a.js', 'dist/b.css', 'dist/sub/c.js'])).toEqual({
      'dist/[name].js': ['dist/a.js'],
    });
  });
});

describe('promised outputs', () => {
  it('sets apart the outputs the guide writes by hand from those webpack must emit', () => {
    expect(
      splitOutputs(
        ['dist/index.html', 'dist/main.js', 'dist/main.[contenthash].js'],
        ['src/index.js', 'dist/index.html', 'webpack.config.js'],
      ),
    ).toEqual({
      byWebpack: ['dist/main.js', 'dist/main.[contenthash].js'],
      byHand: ['dist/index.html'],
    });
  });

  it('lists the assets of a build and of each child build, relative to the project', () => {
    expect(
      statsAssetFiles(
        {
          children: [
            { outputPath: '/tmp/p/dist', assets: [{ name: 'main.js' }, { name: 'a/b.svg' }] },
            { outputPath: '/tmp/p/public/', assets: [{ name: 'index.html' }] },
          ],
        },
        '/tmp/p',
      ),
    ).toEqual(['dist/main.js', 'dist/a/b.svg', 'public/index.html']);
    expect(statsAssetFiles({ outputPath: '/tmp/p/dist', assets: [] }, '/tmp/p')).toEqual([]);
  });
});
