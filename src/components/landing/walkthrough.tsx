import { CodeFigure } from './code-figure';
import { PackageTabs } from './package-tabs.client';
import { type CodeBlock, PACKAGE_MANAGERS, WALKTHROUGH } from './walkthrough-steps';
import styles from './walkthrough.module.css';

function Block({ block }: { block: CodeBlock }) {
  const { code, lang, title } = block;
  if (typeof code === 'string') return <CodeFigure code={code} lang={lang} title={title} />;
  return (
    <PackageTabs
      label={`${title}: package manager`}
      tabs={PACKAGE_MANAGERS.map((manager) => ({
        id: manager,
        label: manager,
        panel: <CodeFigure code={code[manager]} lang={lang} title={title} />,
      }))}
    />
  );
}

/** The getting-started walkthrough: numbered steps, each with highlighted code. */
export function Walkthrough() {
  return (
    <section className={styles.section} aria-labelledby="walkthrough-title">
      <h2 id="walkthrough-title">Your first bundle in five steps</h2>
      <ol className={styles.steps}>
        {WALKTHROUGH.map((step) => (
          <li key={step.id} className={styles.step}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
            {step.blocks.map((block) => (
              <Block key={block.title} block={block} />
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
