// `npm run test:packages`: packs the publishable packages (scripts/pack-packages.ts) and checks each tarball
// as a consumer's tools will read it: publint (manifest, exports, files), Are the Types Wrong (types for
// each entry under Node 16 ESM and bundler resolution; the packages are ESM only), and our own rules (no
// export into `src/`, React as a peer, the elements' registration kept by `sideEffects`). Exits 1 on any
// finding. Then builds the consumer app from the tarballs (scripts/consumer-app.ts). Runs after
// `npm run build:lib`.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { buildConsumerApp } from './consumer-app.ts';
import { packDir, packPackages } from './pack-packages.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Our own rules on a published manifest; returns what breaks them. */
export function manifestFindings(manifest: Record<string, unknown>): string[] {
  const findings: string[] = [];
  const exportsText = JSON.stringify(manifest.exports ?? {});
  if (exportsText.includes('"source"') || exportsText.includes('./src/')) {
    findings.push('an export points into src/, which a consumer does not have');
  }
  const dependencies = { ...(manifest.dependencies as object), ...(manifest.peerDependencies as object) };
  const usesReact = manifest.name !== '@multisalle/core';
  if (usesReact) {
    const peers = (manifest.peerDependencies ?? {}) as Record<string, string>;
    if (!peers.react || !peers['react-dom']) findings.push('react and react-dom must be peer dependencies');
    if ('react' in ((manifest.dependencies ?? {}) as object)) findings.push('react must not be a dependency');
  }
  if ('preact' in dependencies) findings.push('preact belongs to the embed build only (a dev dependency)');
  if (manifest.name === '@multisalle/elements') {
    const sideEffects = manifest.sideEffects;
    if (!Array.isArray(sideEffects) || !sideEffects.includes('./dist/register.js')) {
      findings.push('sideEffects must keep ./dist/register.js, which registers the elements');
    }
  }
  return findings;
}

/** The five elements, as the custom-elements.json packed with @multisalle/elements must list them. */
const elementTags = [
  'multisalle-cart',
  'multisalle-conventions',
  'multisalle-invitation',
  'multisalle-payment-means',
  'multisalle-planning',
];

interface ManifestDeclaration {
  tagName?: string;
  attributes?: unknown[];
  events?: unknown[];
}

/** The packed custom-elements.json lists each element with its attributes and events. */
async function elementsManifestFindings(): Promise<string[]> {
  const path = join(packDir, 'stage/elements/dist/custom-elements.json');
  let manifest: { modules: { declarations?: ManifestDeclaration[] }[] };
  try {
    manifest = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return ['custom-elements.json is not in the package (npm run build:lib writes it)'];
  }
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);
  const tags = declarations.map((declaration) => declaration.tagName).filter(Boolean);
  const findings = elementTags
    .filter((tag) => !tags.includes(tag))
    .map((tag) => `custom-elements.json lacks <${tag}>`);
  for (const declaration of declarations.filter((candidate) => candidate.tagName)) {
    if (!declaration.attributes?.length || !declaration.events?.length) {
      findings.push(`custom-elements.json: <${declaration.tagName}> has no attributes or no events`);
    }
  }
  return findings;
}

async function checkTarball(name: string, tarball: string): Promise<string[]> {
  const bytes = await readFile(tarball);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const { messages, pkg } = await publint({ pack: { tarball: buffer }, strict: true, level: 'suggestion' });
  const findings = messages.map(
    (message) => `publint ${message.type}: ${formatMessage(message, pkg) ?? message.code}`,
  );
  findings.push(...manifestFindings(pkg as Record<string, unknown>));
  if (name === 'elements') findings.push(...(await elementsManifestFindings()));
  try {
    execFileSync(
      join(root, 'node_modules/.bin/attw'),
      [
        tarball,
        '--profile',
        'esm-only',
        '--exclude-entrypoints',
        './styles.css',
        './custom-elements.json',
        '--format',
        'ascii',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    findings.push(`attw: ${stdout}${stderr}`.trim());
  }
  return findings.map((finding) => `${name}: ${finding}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tarballs = await packPackages();
  const findings: string[] = [];
  for (const [name, tarball] of Object.entries(tarballs)) {
    const found = await checkTarball(name, tarball);
    console.log(`${found.length === 0 ? 'ok  ' : 'FAIL'} ${name} (${tarball.slice(root.length + 1)})`);
    findings.push(...found);
  }
  if (findings.length > 0) {
    console.error(findings.join('\n'));
    process.exit(1);
  }
  console.log('publint, attw (esm-only) and the manifest rules: nothing to report');
  await buildConsumerApp(tarballs);
  console.log('consumer app: installed from the tarballs, type-checked (strict) and built');
}
