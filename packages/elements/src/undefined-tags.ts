/**
 * A `multisalle-*` tag that the script on the page does not define renders nothing, silently: once the page
 * has loaded (every script of it with it), the console names each such tag and the script that has it.
 * Called by the planning-only script (`multisalle-elements.js` defines every tag).
 *
 * @example warnOfUndefinedTags('multisalle-planning.js', 'multisalle-elements.js');
 */
export function warnOfUndefinedTags(script: string, fullScript: string): void {
  const warn = () => {
    const tags = new Set(
      [...document.querySelectorAll(':not(:defined)')]
        .map((element) => element.localName)
        .filter((tag) => tag.startsWith('multisalle-')),
    );
    for (const tag of tags)
      console.warn(
        `Multisalle\u00a0: <${tag}> n'est pas dans ${script}, qui n'a que le planning\u00a0: chargez ${fullScript} (il a aussi le planning).`,
      );
  };
  if (document.readyState === 'complete') warn();
  else addEventListener('load', warn, { once: true });
}
