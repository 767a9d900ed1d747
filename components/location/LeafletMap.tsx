'use client';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useAtomValue } from 'jotai';
import type { Map as LeafletMapInstance, LayerGroup, TileLayerOptions } from 'leaflet';
import { mapsKeyAtom } from '@/lib/state';
import { MAP_MAX_ZOOM, MAP_TILE_ATTRIBUTION, MAP_TILE_URL, PLACE_ZOOM } from './mapConfig';

export interface MapMarker {
  lat: number;
  lng: number;
  /** Shown next to the marker (and read by screen readers through the map's description). */
  label: string;
  color: string;
}

export interface LeafletMapProps {
  /** A line through these points (lat, lng), e.g. a route. */
  line?: ReadonlyArray<{ lat: number; lng: number }>;
  markers?: readonly MapMarker[];
  /** What the map shows, for screen readers. */
  label: string;
  height?: number;
}

type Leaflet = typeof import('leaflet');

/** Leaflet is loaded only in the browser, on first use (it touches `window` when imported). */
async function loadLeaflet(): Promise<Leaflet> {
  const loaded = (await import(/* webpackChunkName: "location" */ 'leaflet')) as Leaflet & { default?: Leaflet };
  return loaded.default ?? loaded;
}

/**
 * A Leaflet map drawing a line and markers, fitted to them. Tiles come from mapConfig (the maps
 * key fills a `{key}` in the template); the box has a plain background, so without network the
 * line and markers still show on it. Vector markers (circles), so no marker images are needed.
 */
export function LeafletMap({ line = [], markers = [], label, height = 280 }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ L: Leaflet; map: LeafletMapInstance; layers: LayerGroup } | null>(null);
  const [ready, setReady] = useState(false);
  const mapsKey = useAtomValue(mapsKeyAtom);

  useEffect(() => {
    let disposed = false;
    void loadLeaflet().then((L) => {
      if (disposed || !container.current) return;
      const instance = L.map(container.current, { zoomControl: true, attributionControl: true });
      // Extra options fill the template's placeholders: {key} becomes the maps-service key.
      L.tileLayer(MAP_TILE_URL, { maxZoom: MAP_MAX_ZOOM, attribution: MAP_TILE_ATTRIBUTION, key: mapsKey } as TileLayerOptions).addTo(instance);
      map.current = { L, map: instance, layers: L.layerGroup().addTo(instance) };
      setReady(true);
    });
    return () => {
      disposed = true;
      map.current?.map.remove();
      map.current = null;
      setReady(false);
    };
  }, [mapsKey]);

  useEffect(() => {
    const current = map.current;
    if (!ready || !current) return;
    const { L, map: instance, layers } = current;
    layers.clearLayers();
    const path = line.map((p) => L.latLng(p.lat, p.lng));
    if (path.length > 1) L.polyline(path, { color: '#1559c7', weight: 4, opacity: 0.85 }).addTo(layers);
    for (const marker of markers) {
      L.circleMarker([marker.lat, marker.lng], { radius: 8, color: '#fff', weight: 2, fillColor: marker.color, fillOpacity: 1 })
        .bindTooltip(marker.label, { permanent: true, direction: 'top', offset: [0, -8] })
        .addTo(layers);
    }
    const all = [...path, ...markers.map((m) => L.latLng(m.lat, m.lng))];
    if (all.length === 1) instance.setView(all[0], PLACE_ZOOM);
    else if (all.length > 1) instance.fitBounds(L.latLngBounds(all), { padding: [24, 24], maxZoom: PLACE_ZOOM });
  }, [ready, line, markers]);

  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      data-testid="leaflet-map"
      sx={{ height, width: '100%', borderRadius: 1, overflow: 'hidden', bgcolor: '#e9eef2', position: 'relative', zIndex: 0 }}
    />
  );
}
