// `cem analyze` (npm run build:lib): the elements' custom-elements.json, from the JSDoc tags of each
// element class (@tag, @attr, @fires, @cssprop, @csspart), shipped in the package for IDEs and catalogues.
export default {
  globs: ['src/*/*-element.ts'],
  exclude: ['src/**/*.test.ts'],
  outdir: 'dist',
  litelement: false,
  dependencies: false,
  packagejson: false,
  plugins: [
    {
      // Each element extends `panelElement(Host, …)`, the class r2wc makes from a React host component; the
      // analyzer reads that call as the superclass `Host`. What a page sees is an HTMLElement.
      name: 'multisalle-panel-element-superclass',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            if (declaration.customElement && declaration.superclass?.name?.endsWith('Host')) {
              declaration.superclass = { name: 'HTMLElement', package: 'global:' };
            }
          }
        }
      },
    },
  ],
};
