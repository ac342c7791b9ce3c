import { describe, expect, it } from 'vitest';
import { latestSection, machineLine, resultsMarkdown } from './bench-results.ts';

const run = (iso: string) => ({ date: new Date(iso), machine: '2 × Test CPU, 24 GiB', requests: 2000 });

describe('bench/results.md', () => {
  it('puts this run on top with its machine and date, and says when there was none before', () => {
    const text = resultsMarkdown(
      ['API, 2000 requests', '  p50 4.00 ms'],
      run('2026-11-25T08:00:00Z'),
      undefined,
    );
    expect(text).toContain('## Latest run');
    expect(text).toContain(
      'Run of 2026-11-25T08:00:00.000Z on 2 × Test CPU, 24 GiB; 2000 requests per figure.',
    );
    expect(text).toContain('```\nAPI, 2000 requests\n  p50 4.00 ms\n```');
    expect(text).toMatch(/## Previous run\n\nNone yet\.\n$/);
  });

  it('keeps the run that was latest as the previous one, and drops the one before it', () => {
    const first = resultsMarkdown(['premier'], run('2026-11-24T08:00:00Z'), undefined);
    const second = resultsMarkdown(['deuxième'], run('2026-11-25T08:00:00Z'), first);
    const third = resultsMarkdown(['troisième'], run('2026-11-26T08:00:00Z'), second);
    expect(latestSection(third)).toContain('troisième');
    const previous = third.slice(third.indexOf('## Previous run'));
    expect(previous).toContain('deuxième');
    expect(previous).toContain('2026-11-25T08:00:00.000Z');
    expect(third).not.toContain('premier');
  });

  it('names the machine: cores, CPU, memory and Node', () => {
    expect(machineLine()).toMatch(/^\d+ × .+, \d+ GiB, Node v\d+/);
  });
});
