export { usePrefersReducedMotion } from '../../../lib/reduced-motion';

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
