/**
 * Every Redis key and channel of one deployment starts with its namespace (REDIS_NAMESPACE), so two
 * deployments (staging and production, or two test runs side by side) can share one Redis without
 * hearing each other's invalidations, chat events or rate-limit counters.
 */
export const DEFAULT_REDIS_NAMESPACE = 'jade';
