/**
 * The planning panel's own French texts; the spec's are core's `planningTexts`.
 *
 * @example planningPanelTexts.skip // 'Passer le planning'
 */
export const planningPanelTexts = {
  /** The skip link at the start of the panel (RGAA 12.7). */
  skip: 'Passer le planning',
  /** Before the picked slot in the connection-required modal (a no-break space before the colon). */
  picked: 'Créneau choisi\u00a0:',
} as const;
