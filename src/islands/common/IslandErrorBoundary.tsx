/**
 * The generic error screen for an island that throws while rendering or hydrating: it replaces only
 * that island, so the header, links and other islands keep working. Its words are the page's language's,
 * loaded when it shows (src/scripts/islandErrorTexts.ts), so islands pass none and carry none. React itself
 * logs the caught error with console.error (its default onCaughtError), so nothing is logged twice here.
 */
import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_LIVE_EVENT } from '@/data/islandEvents';
import type { Dictionary } from '@/i18n/dictionary';

interface Props {
  children: ReactNode;
}

/** The error screen: an alert region that fills in once its words (a small file) have loaded. */
function IslandErrorScreen() {
  const [texts, setTexts] = useState<Dictionary['islandErrors'] | null>(null);
  useEffect(() => {
    // The words' loader is a file of its own too: the islands' bundles carry one import, not a list.
    // Should it fail (offline, never kept), the screen stays an empty card: nothing to say it with.
    import('@/scripts/islandErrorTexts')
      .then(({ loadIslandErrorTexts }) => loadIslandErrorTexts())
      .then(setTexts, () => {});
  }, []);
  return (
    <div role="alert" className="card p-6 text-center" data-island-error>
      {texts && (
        <>
          <h2 className="text-xl font-bold">{texts.title}</h2>
          <p className="mt-2 text-muted">{texts.message}</p>
          <button type="button" className="btn btn-primary mt-4" onClick={() => window.location.reload()}>
            {texts.reload}
          </button>
        </>
      )}
    </div>
  );
}

class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <IslandErrorScreen /> : this.props.children;
  }
}

/**
 * `island` wrapped in the boundary: every hydrated island exports itself through this. Once React has
 * committed the island's first render, a marker inside it takes ISLAND_LIVE_ATTRIBUTE and sends
 * ISLAND_LIVE_EVENT, so input made before hydration can be handed over (src/scripts/earlyInput.ts).
 * Both happen in a task of their own: from inside React's effects, the handed-over input would be
 * handled before React had re-rendered with the previous piece of it.
 */
export function withErrorBoundary<P extends object>(island: ComponentType<P>): ComponentType<P> {
  const Island = island;
  function Guarded(props: P) {
    const marker = useRef<HTMLTemplateElement>(null);
    useEffect(() => {
      const announce = setTimeout(() => {
        const element = marker.current;
        if (!element) return;
        // An attribute React never renders, so it survives re-renders: tests and benchmarks wait for it.
        element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
        element.dispatchEvent(new Event(ISLAND_LIVE_EVENT, { bubbles: true }));
      });
      return () => clearTimeout(announce);
    }, []);
    return (
      <>
        {/* Where the island is, to announce it from. A template has no box (client:visible watches the
            island's boxes) and may stand in any parent, lists and tables included. */}
        <template ref={marker} />
        <IslandErrorBoundary>
          <Island {...props} />
        </IslandErrorBoundary>
      </>
    );
  }
  Guarded.displayName = `Guarded(${island.displayName ?? island.name})`;
  return Guarded;
}
