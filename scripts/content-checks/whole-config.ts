/**
 * Tells which code blocks are whole webpack configurations, titled or not: the content
 * checks evaluate each of them and run `webpack.validate()` on what it exports.
 *
 * A block is a whole configuration when it is JavaScript or TypeScript, has no `// ...`
 * elision, is not titled with the name of another file (`src/index.js`, `babel.config.js`),
 * is not flagged `legacy` (a configuration for an older major version, shown when
 * migrating), and either is titled like a webpack configuration file (`webpack.config.js`,
 * `webpack.prod.js`) or exports a configuration: `module.exports =` or `export default`
 * an object with a top-level webpack option, an array of such objects, a function that
 * returns one, or a call taking one (`merge(base, {…})`, `defineConfig({…})`).
 */
import { createRequire } from 'node:module';
import type { Node, Program } from 'acorn';
import { acornParse, isElided, typescriptCompiler } from './code-blocks';
import { isFileTitle } from './guide-project';
import type { CodeBlock } from './reader';

/** Fence flag of a configuration for an older webpack, which is not validated. */
export const LEGACY_FLAG = 'legacy';

/** File names of webpack configurations: `webpack.config.js`, `webpack.prod.js`, `webpack.config.ts`. */
const CONFIG_FILE = /^webpack(?:\.[\w-]+)*\.[cm]?[jt]s$/;

const JAVASCRIPT = new Set(['js', 'javascript', 'mjs', 'cjs']);
const TYPESCRIPT = new Set(['ts', 'typescript']);

let topLevelKeys: Set<string> | undefined;

/** The top-level option names of the installed webpack's schema. */
function webpackKeys(): Set<string> {
  if (!topLevelKeys) {
    const require = createRequire(import.meta.url);
    const schema = require('webpack/schemas/WebpackOptions.json') as {
      properties: Record<string, unknown>;
    };
    topLevelKeys = new Set(Object.keys(schema.properties));
  }
  return topLevelKeys;
}

/** Whether the fence meta carries a bare word (not inside `title="…"`). */
export function hasFlag(meta: string | undefined, flag: string): boolean {
  const words = (meta ?? '').replace(/title=(?:"[^"]*"|'[^']*')/g, ' ').split(/\s+/);
  return words.includes(flag);
}

/** Whether the title names a webpack configuration file (`webpack.config.js`, `webpack.prod.js`). */
export function isConfigFileTitle(title: string | undefined): boolean {
  return title !== undefined && CONFIG_FILE.test(title.split('/').pop() ?? '');
}

/** The JavaScript of a block: TypeScript is transpiled to an ES module, JavaScript as is. */
export function javascriptOf(block: Pick<CodeBlock, 'lang' | 'code'>): string | undefined {
  if (JAVASCRIPT.has(block.lang)) return block.code;
  if (!TYPESCRIPT.has(block.lang)) return undefined;
  const ts = typescriptCompiler();
  return ts.transpileModule(block.code, {
    fileName: 'webpack.config.ts',
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      // Keep `import 'webpack-dev-server'` and the like: they are part of what runs.
      verbatimModuleSyntax: false,
    },
  }).outputText;
}

function parseProgram(code: string): Program | undefined {
  // A block that parses as neither kind is the parse check's to report.
  return acornParse(code, 'module').program ?? acornParse(code, 'script').program;
}

type AnyNode = Node & Record<string, unknown>;

function isModuleExports(node: AnyNode): boolean {
  return (
    node.type === 'MemberExpression' &&
    (node.object as AnyNode).type === 'Identifier' &&
    (node.object as AnyNode).name === 'module' &&
    (node.property as AnyNode).type === 'Identifier' &&
    (node.property as AnyNode).name === 'exports'
  );
}

/** What the program exports: the last `module.exports = x` or `export default x` at top level. */
function exportedValue(program: Program): AnyNode | undefined {
  let value: AnyNode | undefined;
  for (const statement of program.body as unknown as AnyNode[]) {
    if (statement.type === 'ExportDefaultDeclaration') value = statement.declaration as AnyNode;
    if (statement.type !== 'ExpressionStatement') continue;
    const expression = statement.expression as AnyNode;
    if (expression.type === 'AssignmentExpression' && isModuleExports(expression.left as AnyNode)) {
      value = expression.right as AnyNode;
    }
  }
  return value;
}

/** The top-level declaration of a name: a variable's initial value, a function or a class. */
function declarationOf(program: Program, name: string): AnyNode | undefined {
  for (const statement of program.body as unknown as AnyNode[]) {
    const node =
      statement.type === 'ExportNamedDeclaration' && statement.declaration
        ? (statement.declaration as AnyNode)
        : statement;
    if (node.type === 'VariableDeclaration') {
      for (const declarator of node.declarations as AnyNode[]) {
        const id = declarator.id as AnyNode;
        if (id.type === 'Identifier' && id.name === name) return declarator.init as AnyNode;
      }
    }
    if (
      (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') &&
      (node.id as AnyNode | null)?.name === name
    ) {
      return node;
    }
  }
  return undefined;
}

/** The expressions a function returns, not counting those of functions nested in it. */
function returnedValues(fn: AnyNode): AnyNode[] {
  const body = fn.body as AnyNode;
  if (body.type !== 'BlockStatement') return [body];
  const values: AnyNode[] = [];
  const walk = (node: AnyNode) => {
    if (/Function|Class/.test(node.type)) return;
    if (node.type === 'ReturnStatement' && node.argument) values.push(node.argument as AnyNode);
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach((item) => isNode(item) && walk(item));
      else if (isNode(child)) walk(child);
    }
  };
  (body.body as AnyNode[]).forEach(walk);
  return values;
}

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function keyName(property: AnyNode): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as AnyNode;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** Whether an expression evaluates to a webpack configuration (or several, or a promise of one). */
function isConfigValue(program: Program, node: AnyNode | null | undefined, depth = 0): boolean {
  if (!node || depth > 8) return false;
  const next = (child: unknown) => isConfigValue(program, child as AnyNode, depth + 1);
  switch (node.type) {
    case 'ObjectExpression': {
      const keys = webpackKeys();
      return (node.properties as AnyNode[]).some((property) => {
        const name = keyName(property);
        return name !== undefined && keys.has(name);
      });
    }
    case 'ArrayExpression':
      return (node.elements as AnyNode[]).some(next);
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'FunctionDeclaration':
      return returnedValues(node).some(next);
    case 'CallExpression':
      return (node.arguments as AnyNode[]).some(next);
    case 'ConditionalExpression':
      return next(node.consequent) || next(node.alternate);
    case 'AwaitExpression':
    case 'ParenthesizedExpression':
      return next(node.argument ?? node.expression);
    case 'Identifier':
      return next(declarationOf(program, node.name as string));
    default:
      return false;
  }
}

/** Whether code exports a webpack configuration (see the module comment). */
export function exportsConfig(code: string): boolean {
  const program = parseProgram(code);
  return program !== undefined && isConfigValue(program, exportedValue(program));
}

/** Whether a block is a whole webpack configuration that must evaluate and validate. */
export function isWholeConfig(block: CodeBlock): boolean {
  const code = javascriptOf(block);
  if (code === undefined || isElided(block.code) || hasFlag(block.meta, LEGACY_FLAG)) return false;
  // A file's title decides: a webpack configuration file is one, any other file is not.
  if (isFileTitle(block.title)) return isConfigFileTitle(block.title);
  return exportsConfig(code);
}
