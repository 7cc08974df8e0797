// ESLint: Next's core-web-vitals and TypeScript rules over our code.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'out/**',
      '.contentlayer/**',
      'node_modules/**',
      'next-env.d.ts',
      'src/lib/config-explainer/generated/**',
      '.scratch/**',
      '.stryker-tmp/**',
    ],
  },
];

export default config;
