/** The entry of a test worker in this folder (`<name>.test-worker.ts`), run from the sources. */
export function testWorkerEntry(
  name: 'never-ends' | 'slow-start',
  data: Record<string, unknown> = {},
): { url: URL; workerData: { entry: string } } {
  return {
    url: new URL('./ts-worker.mjs', import.meta.url),
    workerData: { entry: new URL(`./${name}.test-worker.ts`, import.meta.url).href, ...data },
  };
}
