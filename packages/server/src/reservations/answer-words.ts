/** The wire words of an answer (spec 1 section 3): 0 maybe, 1 refuse, 2 accept. */
export const answerWords = { 0: 'attente', 1: 'refus', 2: 'validation' } as const;

/** The answer a wire word names, `undefined` for any other text. */
export function answerOfWord(word: string): 0 | 1 | 2 | undefined {
  const found = Object.entries(answerWords).find(([, w]) => w === word);
  return found ? (Number(found[0]) as 0 | 1 | 2) : undefined;
}
