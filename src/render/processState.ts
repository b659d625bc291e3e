/**
 * State kept for the whole build or dev-server process, by name. The build's code runs as more than one
 * copy in one process: the pages inside Vite's module graph (evaluated once per environment) and the
 * integrations loaded with astro.config.mjs. A module-level variable would be one per copy; what the
 * pages leave for an integration (their filter records, the share cards drawn) and what must happen
 * once per process (listing the content folders, a warning) is kept here instead, on the process.
 */

/** Every named state, in one object on the process. */
const REGISTRY = Symbol.for('creator-hub.processState');

type Registry = Map<string, unknown>;

function registry(): Registry {
  const process = globalThis as { [REGISTRY]?: Registry };
  return (process[REGISTRY] ??= new Map<string, unknown>());
}

/** The state kept under `name`, made by `create` the first time any copy of the code asks for it. */
export function processState<State>(name: string, create: () => State): State {
  const states = registry();
  if (!states.has(name)) states.set(name, create());
  return states.get(name) as State;
}
