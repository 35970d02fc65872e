/** Loads the operator's Google tag only when one is configured (spec §4 start-up). */
export function loadAnalytics(gtagId: string): void {
  const id = gtagId.trim();
  if (!id || typeof document === 'undefined' || document.getElementById('jade-gtag')) return;
  const w = window as unknown as { dataLayer: unknown[]; gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag(...args: unknown[]) {
    w.dataLayer.push(args);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  const script = document.createElement('script');
  script.id = 'jade-gtag';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
