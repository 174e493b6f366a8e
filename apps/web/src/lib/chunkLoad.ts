/** A chunk of the app's code could not be downloaded or evaluated; the route's error panel offers a reload. */
export class ChunkLoadError extends Error {
  constructor(chunk: string, options: { cause: unknown }) {
    super(`The code of ${chunk} could not be loaded`, options);
    this.name = 'ChunkLoadError';
  }
}

const reloadedKey = (chunk: string) => `quillbid:reloaded-for:${chunk}`;

/**
 * Loads a lazy chunk. After a deploy, a tab still running the previous build asks for chunks that no longer
 * exist ("Failed to fetch dynamically imported module"): reloading fetches the new index.html and its chunks, so
 * the first failure reloads the page. The mark kept in sessionStorage is per chunk, so that a chunk that fails
 * again after its reload reaches the error panel instead of reloading forever, while other chunks still load.
 * Every failure counts, not only network errors: browsers word them differently, and one reload is harmless.
 */
export async function loadChunk<Module>(chunk: string, load: () => Promise<Module>): Promise<Module> {
  try {
    const module = await load();
    // Absent when a page is pre-rendered at build time, where no reload can have happened.
    globalThis.sessionStorage?.removeItem(reloadedKey(chunk));
    return module;
  } catch (error) {
    if (sessionStorage.getItem(reloadedKey(chunk)) !== null) throw new ChunkLoadError(chunk, { cause: error });
    sessionStorage.setItem(reloadedKey(chunk), new Date().toISOString());
    window.location.reload();
    // The page is going away: stay suspended (the spinner shows) rather than flash the error panel first.
    return new Promise<never>(() => {});
  }
}
