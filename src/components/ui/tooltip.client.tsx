'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, type TOOLTIP_POSITIONS } from '@/lib/site';
import styles from './tooltip.module.css';

/** Where the tooltip sits relative to its trigger. */
export type TooltipPosition = (typeof TOOLTIP_POSITIONS)[number];

/** Props of `Tooltip`. */
export interface TooltipProps {
  /** The bubble's id, unique on the page; the trigger names it in `aria-describedby`. */
  id: string;
  /** Text shown in the tooltip and exposed as the trigger's description. */
  content: ReactNode;
  position?: TooltipPosition;
  /** Delay before showing, in ms (default 300, from the site configuration). */
  delay?: number;
  /**
   * The trigger (link or button), with `aria-describedby={id}`. It is passed through as is:
   * a client component cannot clone elements a server component rendered, since in
   * development React hands them over as lazy references, not elements.
   */
  children: ReactNode;
}

/**
 * A tooltip that fades in after a delay on hover or focus and hides on mouse leave, blur or
 * Escape. The bubble is always in the DOM so `aria-describedby` always resolves.
 */
export function Tooltip({
  id,
  content,
  position = 'bottom',
  delay = TOOLTIP_DELAY_MS,
  children,
}: TooltipProps) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = () => clearTimeout(timer.current);
  const show = () => {
    cancel();
    timer.current = setTimeout(() => setVisible(true), delay);
  };
  const hide = () => {
    cancel();
    setVisible(false);
  };
  useEffect(() => cancel, []);

  return (
    <span
      className={styles.wrapper}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children}
      <span
        id={id}
        role="tooltip"
        className={`${styles.tooltip} ${styles[position]}`}
        data-visible={visible ? 'true' : 'false'}
        data-position={position}
      >
        {content}
      </span>
    </span>
  );
}
