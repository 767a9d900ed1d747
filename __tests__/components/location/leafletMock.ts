/**
 * A stand-in for Leaflet in jsdom (no canvas, no layout): records what the map was asked to draw.
 * Use with `jest.mock('leaflet', () => require('./leafletMock').leaflet)`.
 */
export const drawn = {
  lines: [] as Array<Array<{ lat: number; lng: number }>>,
  markers: [] as Array<{ at: [number, number]; label: string }>,
  tiles: [] as string[],
  views: [] as Array<[number, number]>,
  reset() {
    this.lines = [];
    this.markers = [];
    this.tiles = [];
    this.views = [];
  },
};

const chain = <T extends object>(extra: T) => ({ addTo: () => chain(extra), ...extra });

export const leaflet = {
  map: () => ({
    remove: () => undefined,
    setView: (at: { lat: number; lng: number }) => drawn.views.push([at.lat, at.lng]),
    fitBounds: () => undefined,
  }),
  tileLayer: (url: string) => {
    drawn.tiles.push(url);
    return chain({});
  },
  layerGroup: () => chain({ clearLayers: () => undefined }),
  latLng: (lat: number, lng: number) => ({ lat, lng }),
  latLngBounds: (points: unknown[]) => points,
  polyline: (points: Array<{ lat: number; lng: number }>) => {
    drawn.lines.push(points);
    return chain({});
  },
  circleMarker: (at: [number, number]) => ({
    bindTooltip: (label: string) => {
      drawn.markers.push({ at, label });
      return chain({});
    },
  }),
};
