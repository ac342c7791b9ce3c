// `cem analyze` (npm run build:lib): the elements' custom-elements.json, from the JSDoc tags of each
// element class (@tag, @attr, @fires, @cssprop, @csspart), shipped in the package for IDEs and catalogues.
export default {
  globs: ['src/*/*-element.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: 'dist',
  litelement: false,
  dependencies: false,
  packagejson: false,
};
