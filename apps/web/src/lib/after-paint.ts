/**
 * Runs `callback` in a task of its own after the browser has drawn the next frame (a frame callback,
 * then a macrotask), and returns a cancel function. For start-up work that measures the page or is
 * not needed for the first picture: it then neither forces a layout inside React's commit nor makes
 * that task longer (docs/performance.md "Main-thread work").
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
