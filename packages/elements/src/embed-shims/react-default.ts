// `import React from 'react'` in @r2wc/react-to-web-component, for the script-tag bundles only
// (build-embed.ts points that one import here): r2wc calls `React.createElement` and nothing else, but a
// default import of preact/compat keeps all of compat (about 6 KB minified). The named import tree-shakes.
import { createElement } from 'react';

export default { createElement };
