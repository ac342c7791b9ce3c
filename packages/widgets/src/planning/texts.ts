/**
 * The planning panel's own French texts; the spec's are core's `planningTexts`.
 *
 * @example planningPanelTexts.skip // 'Passer le planning'
 */
export const planningPanelTexts = {
  /** The skip link at the start of the panel (RGAA 12.7). */
  skip: 'Passer le planning',
  /** The week's keys, shown while a slot has the keyboard's focus (no-break spaces before the colons). */
  keys: 'Flèches\u00a0: changer de créneau · Entrée\u00a0: réserver',
  /** Before the picked slot in the connection-required modal (a no-break space before the colon). */
  picked: 'Créneau choisi\u00a0:',
} as const;
