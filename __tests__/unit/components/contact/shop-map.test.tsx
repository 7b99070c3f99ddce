import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { ShopMap } from '@/components/contact/shop-map';

type LoadOutcome = 'load' | 'error' | 'pending';
const maps = {
  outcome: 'load' as LoadOutcome,
  status: 'LOADING',
  providerProps: [] as Array<Record<string, unknown>>,
  mapProps: [] as Array<Record<string, unknown>>,
  markerProps: [] as Array<Record<string, unknown>>,
};

jest.mock('@vis.gl/react-google-maps', () => ({
  APILoadingStatus: {
    NOT_LOADED: 'NOT_LOADED',
    LOADING: 'LOADING',
    LOADED: 'LOADED',
    FAILED: 'FAILED',
    AUTH_FAILURE: 'AUTH_FAILURE',
  },
  useApiLoadingStatus: () => maps.status,
  APIProvider: function APIProvider(props: {
    children: ReactNode;
    onLoad?: () => void;
    onError?: (error: unknown) => void;
  }) {
    maps.providerProps.push(props);
    const { onLoad, onError } = props;
    useEffect(() => {
      if (maps.outcome === 'load') onLoad?.();
      if (maps.outcome === 'error') onError?.(new Error('The Google Maps JavaScript API could not load.'));
    }, [onLoad, onError]);
    return <div data-testid="api-provider">{props.children}</div>;
  },
  Map: function Map(props: { children: ReactNode }) {
    maps.mapProps.push(props);
    return <div data-testid="google-map">{props.children}</div>;
  },
  AdvancedMarker: function AdvancedMarker(props: { title: string; children: ReactNode }) {
    maps.markerProps.push(props);
    return <div data-testid="marker">{props.children}</div>;
  },
  Pin: () => null,
}));

// A controllable IntersectionObserver: tests decide when the map comes near the viewport.
let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function scrollNear() {
  act(() => {
    for (const { callback } of observers) {
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

// The maps module is imported only once the map is near: wait for that import to settle.
async function scrollNearAndLoad() {
  scrollNear();
  await screen.findByTestId('api-provider');
}

const position = { lat: 51.21745, lng: 3.25863 };

function renderMap(apiKey = 'test-maps-key') {
  return render(
    <ShopMap
      apiKey={apiKey}
      mapId="test-map-id"
      position={position}
      zoom={16}
      markerTitle="Hoeveslagerij De Linde"
      fallback={
        <a href="https://www.google.com/maps/dir/?api=1&destination=x" target="_blank" rel="noopener">
          Route plannen
        </a>
      }
    />,
  );
}

const routeLink = () => screen.getByRole('link', { name: 'Route plannen' });
const mapState = () => document.querySelector('[data-map-state]')?.getAttribute('data-map-state');

beforeEach(() => {
  maps.outcome = 'load';
  maps.status = 'LOADING';
  maps.providerProps = [];
  maps.mapProps = [];
  maps.markerProps = [];
  observers = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  delete window.gm_authFailure;
});

describe('ShopMap', () => {
  it('shows the fallback right away and never loads Google without a key', () => {
    renderMap('');
    expect(routeLink()).toBeVisible();
    scrollNear();
    expect(maps.providerProps).toHaveLength(0);
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  });

  it('does not load the maps script before the map comes near the viewport', () => {
    renderMap();
    expect(maps.providerProps).toHaveLength(0);
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toMatch(/px/);
    expect(routeLink()).toBeVisible();
  });

  it('renders the map centred on the shop at zoom 16 with a marker once near the viewport', async () => {
    renderMap();
    await scrollNearAndLoad();
    expect(screen.getByTestId('google-map')).toBeInTheDocument();
    expect(maps.providerProps.at(-1)).toMatchObject({
      apiKey: 'test-maps-key',
      libraries: ['maps', 'marker'],
      // no usage tracking parameters sent to Google
      solutionChannel: '',
      disableUsageAttribution: true,
    });
    expect(maps.mapProps.at(-1)).toMatchObject({
      defaultCenter: position,
      defaultZoom: 16,
      mapId: 'test-map-id',
    });
    expect(maps.markerProps.at(-1)).toMatchObject({ position, title: 'Hoeveslagerij De Linde' });
    // The map covers the box once loaded; the fallback steps aside.
    await waitFor(() => expect(mapState()).toBe('ready'));
    expect(screen.queryByRole('link', { name: 'Route plannen' })).not.toBeInTheDocument();
  });

  it('keeps the fallback visible while the maps module and script are loading', async () => {
    maps.outcome = 'pending';
    renderMap();
    scrollNear();
    // Between the import and its answer the box shows the fallback, not an empty frame.
    expect(screen.getByText('Route plannen').closest('[data-map-state]')).toHaveAttribute(
      'data-map-state',
      'loading',
    );
    expect(routeLink()).toBeVisible();
    await scrollNearAndLoad();
    expect(routeLink()).toBeVisible();
  });

  it('falls back to the address and route link when the script cannot load', async () => {
    maps.outcome = 'error';
    const consoleError = jest.spyOn(console, 'error');
    renderMap();
    scrollNear();
    await waitFor(() => expect(maps.providerProps.length).toBeGreaterThan(0));
    await waitFor(() => expect(mapState()).toBe('failed'));
    expect(routeLink()).toBeVisible();
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('falls back when the loader reports FAILED', async () => {
    maps.outcome = 'pending';
    maps.status = 'FAILED';
    renderMap();
    scrollNear();
    await waitFor(() => expect(maps.providerProps.length).toBeGreaterThan(0));
    await waitFor(() => expect(mapState()).toBe('failed'));
    expect(routeLink()).toBeVisible();
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  });

  it('falls back when Google refuses the key (gm_authFailure), also on the next visit', async () => {
    const { unmount } = renderMap();
    await scrollNearAndLoad();
    expect(screen.getByTestId('google-map')).toBeInTheDocument();
    expect(window.gm_authFailure).toBeInstanceOf(Function);
    act(() => window.gm_authFailure?.());
    expect(routeLink()).toBeVisible();
    expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
    unmount();

    renderMap();
    scrollNear();
    expect(routeLink()).toBeVisible();
    expect(screen.queryByTestId('api-provider')).not.toBeInTheDocument();
  });
});

describe('ShopMap when the maps module itself cannot load', () => {
  it('shows the fallback (state failed) without a console error', async () => {
    const consoleError = jest.spyOn(console, 'error');
    // A fresh module registry (React included) in which importing the maps module fails, as a
    // chunk that cannot be fetched does in the browser.
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/components/contact/google-map', () => {
        throw new Error('ChunkLoadError: Loading chunk failed');
      });
      const testing = await import('@testing-library/react/pure');
      const { ShopMap: IsolatedShopMap } = await import('@/components/contact/shop-map');
      testing.render(
        <IsolatedShopMap
          apiKey="test-maps-key"
          mapId="test-map-id"
          position={position}
          zoom={16}
          markerTitle="Hoeveslagerij De Linde"
          fallback={<a href="https://example.test/route">Route plannen</a>}
        />,
      );
      expect(mapState()).toBe('waiting');
      testing.act(() => {
        for (const { callback } of observers) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
      await testing.waitFor(() => expect(mapState()).toBe('failed'));
      expect(testing.screen.getByRole('link', { name: 'Route plannen' })).toBeVisible();
      testing.cleanup();
    });
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
