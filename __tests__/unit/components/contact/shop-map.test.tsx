import { act, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { useEffect, type ReactNode } from 'react';
import type { ShopMap as ShopMapType } from '@/components/contact/shop-map';

type Props = Array<Record<string, unknown>>;
/** What the fake loader does, and the props each fake received. */
const fresh = () => ({
  outcome: 'load' as 'load' | 'error' | 'pending',
  status: 'LOADING',
  providerProps: [] as Props,
  mapProps: [] as Props,
  markerProps: [] as Props,
});
const maps = fresh();

jest.mock('@vis.gl/react-google-maps', () => ({
  // The two statuses google-map.tsx reads.
  APILoadingStatus: { FAILED: 'FAILED', AUTH_FAILURE: 'AUTH_FAILURE' },
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

const loadButton = () => screen.queryByRole('button', { name: 'Kaart laden (Google Maps)' });
function clickLoad() {
  const button = loadButton();
  if (!button) throw new Error('geen knop Kaart laden');
  act(() => button.click());
}

const position = { lat: 51.21745, lng: 3.25863 };

const props = { mapId: 'test-map-id', position, zoom: 16, markerTitle: 'Hoeveslagerij De Linde' };
const fallback = <a href="https://example.test/route">Route plannen</a>;
const renderMap = (apiKey = 'test-maps-key') =>
  render(<ShopMap apiKey={apiKey} {...props} fallback={fallback} />);

const routeLink = () => screen.getByRole('link', { name: 'Route plannen' });
const mapState = () => document.querySelector('[data-map-state]')?.getAttribute('data-map-state');

// A fresh module per test, as a refused key is remembered per page; on the test library's React.
let ShopMap: typeof ShopMapType;
beforeEach(() => {
  Object.assign(maps, fresh());
  delete window.gm_authFailure;
  jest.dontMock('@/components/contact/google-map');
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    ({ ShopMap } = jest.requireActual<typeof import('@/components/contact/shop-map')>(
      '@/components/contact/shop-map',
    ));
  });
  jest.dontMock('react');
});

it('shows the fallback right away and never loads Google without a key (no button either)', () => {
  renderMap('');
  expect(routeLink()).toBeVisible();
  expect(loadButton()).not.toBeInTheDocument();
  expect(maps.providerProps).toHaveLength(0);
  expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
});

// (once only, and never for another control: early-clicks.test.ts)
it('counts a tap on Kaart laden made before the page was live', async () => {
  window.__earlyClicks = ['iets-anders', 'kaart-laden'];
  renderMap();
  await screen.findByTestId('api-provider');
  expect(maps.providerProps.length).toBeGreaterThan(0);
});

it('keeps the fallback visible while the maps module and script are loading', async () => {
  maps.outcome = 'pending';
  renderMap();
  clickLoad();
  // Between the click and Google's answer the box shows the fallback, not an empty frame.
  expect(mapState()).toBe('loading');
  expect(routeLink()).toBeVisible();
  expect(loadButton()).not.toBeInTheDocument();
  await screen.findByTestId('api-provider');
  expect(routeLink()).toBeVisible();
});

it.each([
  ['the script cannot load', () => (maps.outcome = 'error')],
  ['the loader reports FAILED', () => Object.assign(maps, { outcome: 'pending', status: 'FAILED' })],
  [
    'the maps module itself cannot load (an unfetchable chunk)',
    () =>
      jest.doMock('@/components/contact/google-map', () => {
        throw new Error('ChunkLoadError: Loading chunk failed');
      }),
  ],
])('falls back to the address and route link when %s, without a console error', async (_, fail) => {
  fail();
  const consoleError = jest.spyOn(console, 'error');
  renderMap();
  expect(mapState()).toBe('waiting');
  clickLoad();
  await waitFor(() => expect(mapState()).toBe('failed'));
  expect(routeLink()).toBeVisible();
  expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

it('loads nothing from Google before the click, says what loading means, and renders the map centred on the shop at zoom 16 with a marker once the visitor clicks Kaart laden; falls back when Google refuses the key (gm_authFailure), also on the next visit', async () => {
  const { unmount } = renderMap();
  expect(maps.providerProps).toHaveLength(0);
  expect(mapState()).toBe('waiting');
  expect(routeLink()).toBeVisible();
  expect(loadButton()).toHaveAccessibleDescription(/Google uw IP-adres/);
  clickLoad();
  await screen.findByTestId('api-provider'); // the maps module is imported only after the click
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

  expect(window.gm_authFailure).toBeInstanceOf(Function);
  act(() => window.gm_authFailure?.());
  expect(routeLink()).toBeVisible();
  expect(screen.queryByTestId('google-map')).not.toBeInTheDocument();
  unmount();
  renderMap();
  expect(loadButton()).not.toBeInTheDocument();
  expect(routeLink()).toBeVisible();
  expect(screen.queryByTestId('api-provider')).not.toBeInTheDocument();
});
