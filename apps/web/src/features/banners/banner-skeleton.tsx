/**
 * The banner strip's place while its banners (or its code) load: the same box as the strip, so that
 * nothing below moves when the first banner arrives.
 */
export function BannerSkeleton({ className }: { className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      <div className="aspect-[10/3] w-full animate-pulse rounded-[22px] bg-surface-3 max-sm:rounded-2xl" />
    </div>
  );
}
