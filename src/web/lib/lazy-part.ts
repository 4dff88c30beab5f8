// A lazily loaded part of a page (what is below the fold, what appears on scrolling) that can also be
// loaded ahead: before the app goes to its page, or before hydrating a signed-in visitor's page.
// Once loaded, it renders at once (its thenable answers synchronously), never suspending again.
import { type ComponentType, lazy } from 'react';

export type LazyPart<P> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error) => {
        // Asked again next time (a chunk lost to a bad connection).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // React.lazy takes a thenable; once loaded, this one answers at once.
  const answerNow = (component: ComponentType<P>) => ({
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable, on purpose.
    then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
  });
  const Component = lazy(() =>
    loaded ? (answerNow(loaded) as never) : preload().then((component) => ({ default: component })),
  );
  return Object.assign(Component, { preload }) as unknown as LazyPart<P>;
}
