/*
 * jsdom has no layout: window.matchMedia answers the width and height queries MUI's breakpoints
 * and useMediaQuery ask ('(min-width:900px)', '(max-width:599.95px)') from a viewport the test sets.
 */

let viewport = { width: 1440, height: 900 };

function matches(query: string): boolean {
  return query.split(',').some((part) =>
    [...part.matchAll(/\((min|max)-(width|height):\s*([\d.]+)px\)/g)].every(([, bound, side, value]) => {
      const size = side === 'width' ? viewport.width : viewport.height;
      return bound === 'min' ? size >= Number(value) : size <= Number(value);
    }),
  );
}

window.matchMedia = (query: string): MediaQueryList =>
  ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** A phone (390 x 844) or a desktop (1440 x 900) screen, for the next render. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export function setViewport(size: { width: number; height: number }): void {
  viewport = { ...size };
  Object.assign(window, { innerWidth: size.width, innerHeight: size.height });
}

export function resetViewport(): void {
  setViewport(DESKTOP);
}
