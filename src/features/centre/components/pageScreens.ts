import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A centre page's screen, loaded on demand: a lazy entry point of its feature's face, its own chunk
 * (issue 34 §6). Opening a page downloads the centre's shell once and that page's code, never its neighbours'.
 */
export type ScreenLoader = () => Promise<ComponentType>;

const loaded = new WeakMap<ScreenLoader, ComponentType>();
const loading = new WeakMap<ScreenLoader, Promise<ComponentType>>();
const components = new WeakMap<ScreenLoader, LazyExoticComponent<ComponentType>>();

/** Loads a page's screen once; a failed load is forgotten, so the next asker tries again. */
export function loadScreen(load: ScreenLoader): Promise<ComponentType> {
  let pending = loading.get(load);
  if (!pending) {
    pending = load().then(
      (screen) => {
        loaded.set(load, screen);
        return screen;
      },
      (error: unknown) => {
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, pending);
  }
  return pending;
}

/** Starts loading a page's screen ahead of its click (the menu's hover or focus); a failure is left to the page's own load. */
export function prefetchScreen(load: ScreenLoader): void {
  loadScreen(load).catch(() => undefined);
}

type LazyModule = { default: ComponentType };

/**
 * The component that renders a page's screen, the same one for every render of that page (a new one would
 * remount the screen and lose what the user typed). A screen already loaded (the route's loader waits for it)
 * resolves synchronously, so the page paints without a loading frame; otherwise it suspends until it is in.
 */
export function screenComponent(load: ScreenLoader): ComponentType {
  let component = components.get(load);
  if (!component) {
    component = lazy((): Promise<LazyModule> => {
      const ready = loaded.get(load);
      // React's lazy reads a thenable that calls back at once as resolved: no suspension for a loaded screen.
      if (ready) return { then: (resolve: (module: LazyModule) => void) => resolve({ default: ready }) } as unknown as Promise<LazyModule>;
      return loadScreen(load).then((screen) => ({ default: screen }));
    });
    components.set(load, component);
  }
  return component;
}
