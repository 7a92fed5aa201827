import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog, drawer or menu whose code is loaded the first time it opens, not with the page
 * (issue 18: the first load of a signed-in page is mostly JavaScript over a slow network). Once
 * opened it stays mounted, so it closes with its transition and opens again at once.
 */
export function lazyUntilOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyUntilOpen(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Derived during render (React's pattern for state that follows props): no extra commit.
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyUntilOpen;
}
