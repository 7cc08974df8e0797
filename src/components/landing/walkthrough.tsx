import { slug } from 'github-slugger';
import { aliasAttributes, aliasesByHeading } from '@/lib/links/anchor-aliases';
import { CodeFigure } from './code-figure';
import { type CodeInput, highlightAll } from './highlight';
import { PackageTabs } from './package-tabs.client';
import { type CodeBlock, PACKAGE_MANAGERS, WALKTHROUGH } from './walkthrough-steps';
import styles from './walkthrough.module.css';

/** Every code variant of the walkthrough, keyed by step, block and package manager. */
function variants(): Map<string, CodeInput> {
  const all = new Map<string, CodeInput>();
  for (const step of WALKTHROUGH) {
    for (const { code, lang, title } of step.blocks) {
      if (typeof code === 'string') all.set(`${step.id}/${title}`, { code, lang, title });
      else
        for (const pm of PACKAGE_MANAGERS)
          all.set(`${step.id}/${title}/${pm}`, { code: code[pm], lang, title });
    }
  }
  return all;
}

function Block({ block, html }: { block: CodeBlock; html: (pm?: string) => string }) {
  if (typeof block.code === 'string') return <CodeFigure html={html()} />;
  return (
    <PackageTabs
      label={`${block.title}: package manager`}
      tabs={PACKAGE_MANAGERS.map((pm) => ({
        id: pm,
        label: pm,
        panel: <CodeFigure html={html(pm)} />,
      }))}
    />
  );
}

/** The getting-started walkthrough: numbered steps, each with code highlighted at build time. */
export async function Walkthrough() {
  const inputs = variants();
  const { html, css } = await highlightAll([...inputs.values()]);
  const byKey = new Map([...inputs.keys()].map((key, index) => [key, html[index]!]));
  // Each step's heading has the id of its title; old ids of the home page point at them.
  const aliases = aliasesByHeading('/');
  return (
    <section className={styles.section} aria-labelledby="walkthrough-title">
      {/* React hoists this into <head>: the token colours, defined once. */}
      <style href="landing-code-tokens" precedence="default">
        {css}
      </style>
      <h2 id="walkthrough-title">Your first bundle in five steps</h2>
      <ol className={styles.steps}>
        {WALKTHROUGH.map((step) => (
          <li key={step.id} className={styles.step}>
            <h3 id={slug(step.title)}>
              {(aliases.get(slug(step.title)) ?? []).map((alias) => (
                <span key={alias} {...aliasAttributes(alias)} />
              ))}
              {step.title}
            </h3>
            <p>{step.text}</p>
            {step.blocks.map((block) => (
              <Block
                key={block.title}
                block={block}
                html={(pm) => byKey.get([step.id, block.title, pm].filter(Boolean).join('/'))!}
              />
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
