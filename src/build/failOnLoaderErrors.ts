/**
 * Build-time: a content loader whose errors stop the build. Astro's glob loader logs an entry it cannot
 * render (a markdown image check failing, for one) and carries on, which would publish the page without
 * its body; this wrapper fails the initial load with those messages instead. Later reloads in
 * `astro dev` only log, so an author's typo does not stop the dev server.
 */
import type { Loader } from 'astro/loaders';

export function failOnLoaderErrors(loader: Loader): Loader {
  return {
    ...loader,
    async load(context) {
      const errors: string[] = [];
      const logger = Object.create(context.logger) as typeof context.logger;
      let loading = true;
      logger.error = (message: string) => {
        if (loading) errors.push(message);
        context.logger.error(message);
      };
      await loader.load({ ...context, logger });
      loading = false;
      if (errors.length > 0)
        throw new Error(`Content of "${context.collection}" failed to load:\n${errors.join('\n')}`);
    },
  };
}
