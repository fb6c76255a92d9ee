// The query benches' timing: a few warm-up runs, then `runs` timed ones, printed as p50 and p95.

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function measure(name: string, runs: number, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const begun = performance.now();
    await run();
    if (i >= 5) times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}
