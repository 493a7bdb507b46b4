import type { ReactNode } from 'react';
import * as tooltip from '../components/Tooltip.css.ts';

/**
 * An icon-only control with its tooltip, shown on hover and keyboard focus. The tooltip is for
 * the eye only: the control names itself with the same label (`aria-label`).
 */
export function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={tooltip.anchor}>
      {children}
      <span className={tooltip.tip} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
