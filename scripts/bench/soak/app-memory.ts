/** The app's resident set, V8 heap in use and reserved, and memory outside the heap (buffers), in bytes, from its own /metrics (D33). */
export type AppMemory = { rss: number; heapUsed: number; heapTotal: number; external: number };

export async function readAppMemory(baseUrl: string, fetchMetrics: typeof fetch): Promise<AppMemory> {
  const response = await fetchMetrics(`${baseUrl}/metrics`);
  const text = await response.text();
  const gauge = (name: string) => {
    const value = new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1];
    if (value === undefined) throw new Error(`/metrics has no ${name} (answered ${response.status})`);
    return Number(value);
  };
  return {
    rss: gauge('process_resident_memory_bytes'),
    heapUsed: gauge('nodejs_heap_size_used_bytes'),
    heapTotal: gauge('nodejs_heap_size_total_bytes'),
    external: gauge('nodejs_external_memory_bytes'),
  };
}
