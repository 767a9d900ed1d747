'use client';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { t } from '@/lib/i18n';

const WIDTH = 320;
const HEIGHT = 120;
/** Room under the bars for the axis labels. */
const AXIS = 16;

export interface MileageBar {
  /** The day (YYYY-MM-DD) or month (YYYY-MM) the bar is for. */
  key: string;
  /** The axis text of the bar ("11-05", "3月"). */
  label: string;
  km: number;
}

/**
 * Kilometres per day of a month or per month of a year as bars scaled to the longest, drawn as
 * the fund records' chart is (plain SVG, theme colours, no chart package in the bundle). Each bar
 * carries its day and distance as a title; the whole chart is one image named by the period's total.
 * Axis labels: first, middle and last, so 31 days stay readable on a phone.
 */
export function MileageBars({ bars, label }: { bars: readonly MileageBar[]; label: string }) {
  const theme = useTheme();
  const count = Math.max(bars.length, 1);
  const slot = WIDTH / count;
  const bar = Math.max(slot * 0.6, 0.5);
  const top = Math.max(1, ...bars.map((each) => each.km));
  const plot = HEIGHT - AXIS;
  const heightOf = (km: number) => (km / top) * (plot - 4);
  const labelled = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1]);
  return (
    <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} sx={{ width: '100%', height: 'auto', display: 'block' }}>
      <title>{label}</title>
      <line x1={0} x2={WIDTH} y1={plot} y2={plot} stroke={theme.palette.divider} strokeWidth={1} />
      {bars.map((each, index) => {
        const x = index * slot + (slot - bar) / 2;
        return (
          <g key={each.key}>
            {each.km > 0 && (
              <rect x={x} y={plot - heightOf(each.km)} width={bar} height={heightOf(each.km)} rx={1} fill={theme.palette.primary.main}>
                <title>{t('points.trips.bar', { when: each.label, km: each.km.toFixed(1) })}</title>
              </rect>
            )}
            {labelled.has(index) && (
              <text
                x={index === 0 ? 0 : index === bars.length - 1 ? WIDTH : index * slot + slot / 2}
                y={HEIGHT - 3}
                fontSize={10}
                textAnchor={index === 0 ? 'start' : index === bars.length - 1 ? 'end' : 'middle'}
                fill={theme.palette.text.secondary}
              >
                {each.label}
              </text>
            )}
          </g>
        );
      })}
    </Box>
  );
}
