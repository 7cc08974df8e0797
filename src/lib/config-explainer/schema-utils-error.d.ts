// schema-utils' error class alone: its package entry also pulls in ajv, which the browser
// neither needs nor may run (no eval under our CSP).
declare module 'schema-utils/dist/ValidationError' {
  import ValidationError from 'schema-utils/declarations/ValidationError';
  export default ValidationError;
}
