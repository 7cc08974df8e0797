/** The precompiled validator of webpack's options (see scripts/explainer/build-validator.mjs). */
declare const check: ((value: unknown) => boolean) & { errors?: unknown[] | null };
export default check;
export const validate: typeof check;
