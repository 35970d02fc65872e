/**
 * Lets code outside React (the game launcher in lib/, stores) change the page through the router. The
 * app layout registers the router's navigate function once it renders; before that, a plain page load
 * does the job.
 */
type Navigate = (to: string) => void;

let current: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  current = navigate;
}

export function navigateTo(to: string): void {
  if (current) current(to);
  else window.location.assign(to);
}
