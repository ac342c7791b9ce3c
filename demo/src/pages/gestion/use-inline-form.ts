import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * An inline form opened by a button: the focus goes back to the button when it closes (Escape closes it
 * too). The form takes the focus itself when it mounts (it may be loaded on demand).
 *
 * @example const form = useInlineForm(); <button ref={form.trigger} onClick={form.open} aria-expanded={form.isOpen}>
 */
export function useInlineForm<Trigger extends HTMLElement = HTMLButtonElement>() {
  const trigger = useRef<Trigger>(null);
  const [isOpen, setIsOpen] = useState(false);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!isOpen && wasOpen.current) trigger.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);
  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setIsOpen(false);
  }, []);
  return { trigger, isOpen, open, close, onKeyDown };
}
