/** One key figure of a game's rules panel (RTP, hit rate, lines, largest volley): label over value. */
export function RuleFigure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-surface-3 px-2 py-2">
      <dt className="text-[10px] font-semibold tracking-wide text-subtle uppercase">{label}</dt>
      <dd data-testid={testId} className="font-mono text-base font-bold text-brand-fg">
        {value}
      </dd>
    </div>
  );
}
