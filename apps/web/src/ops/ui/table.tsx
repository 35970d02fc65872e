import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A console table: a card that scrolls sideways on a phone instead of squeezing its columns. */
export function Table({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  return (
    // Focusable, so that a keyboard can scroll it sideways on a narrow screen.
    <div
      className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card focus-visible:outline-2 focus-visible:outline-brand"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table
        className="w-full min-w-[720px] border-collapse text-left text-sm"
        aria-label={label}
        data-testid={testId}
      >
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b border-line bg-surface-2 px-3 py-2.5 text-xs font-bold tracking-wide whitespace-nowrap text-muted uppercase',
        className,
      )}
      {...rest}
    />
  );
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-line px-3 py-3 align-middle text-fg', className)} {...rest} />;
}

/** The table's state when it has no rows: loading, failed (with a retry) or nothing found. */
export function TableState({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-12 text-center text-sm text-muted">
        {children}
      </td>
    </tr>
  );
}
