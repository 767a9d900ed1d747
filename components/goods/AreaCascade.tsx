'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useAreas, type DivisionItem } from '@/lib/api';
import { t } from '@/lib/i18n';

const LEVEL_KEYS = ['goods.area.province', 'goods.area.city', 'goods.area.county'] as const;

export interface AreaCascadeProps {
  /** Names the field, e.g. 装货地 / Origin; each select is labelled "<label> <level>". */
  label: string;
  /** Chosen divisions from the province down. */
  value: DivisionItem[];
  onChange: (path: DivisionItem[]) => void;
  /** How many levels to offer (filters stop at the city). */
  depth?: 1 | 2 | 3;
  /** Message under the last select (a refusal). */
  error?: string | null;
  idPrefix: string;
  /**
   * A filter (the market's): an empty level reads "全部" and is a valid choice. Otherwise a form:
   * every level starts at "请选择", which the form asks to be chosen (issue 15: "全部" is a
   * filter word, and a form that starts on it and then refuses it reads as a contradiction).
   */
  filter?: boolean;
}

function Level({ parent, index, props, invalid }: { parent: DivisionItem | undefined; index: number; props: AreaCascadeProps; invalid: boolean }) {
  const { areas } = useAreas(parent?.code);
  const chosen = props.value[index];
  const id = `${props.idPrefix}-${index}`;
  return (
    <TextField
      select
      id={id}
      label={`${props.label} ${t(LEVEL_KEYS[index])}`}
      value={chosen?.code ?? ''}
      onChange={(event) => {
        const next = areas?.find((area) => area.code === event.target.value);
        props.onChange(next ? [...props.value.slice(0, index), next] : props.value.slice(0, index));
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      disabled={!areas}
      error={invalid}
      size="small"
      sx={{ flex: 1, minWidth: 110 }}
    >
      <option value="">{props.filter ? t('goods.area.all') : t('goods.area.choose')}</option>
      {areas?.map((area) => (
        <option key={area.code} value={area.code}>
          {area.name}
        </option>
      ))}
    </TextField>
  );
}

/** Province → city → county, read level by level from the areas call (GB/T 2260). */
export function AreaCascade(props: AreaCascadeProps) {
  const depth = props.depth ?? 3;
  const levels = [0, 1, 2].filter((index) => index < depth && (index === 0 || props.value[index - 1] !== undefined));
  // A refusal marks the first level still to choose (or the last one): a refused submit goes there.
  const marked = props.error ? Math.min(props.value.length, levels[levels.length - 1]) : -1;
  return (
    <Box id={`field-${props.idPrefix}`}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {levels.map((index) => (
          <Level key={`${index}-${props.value[index - 1]?.code ?? 'root'}`} parent={props.value[index - 1]} index={index} props={props} invalid={index === marked} />
        ))}
      </Box>
      {props.error && (
        <Box component="p" role="alert" sx={{ color: 'error.main', fontSize: 12, m: 0, mt: 0.5 }}>
          {props.error}
        </Box>
      )}
    </Box>
  );
}

/** The chosen area for a release: the deepest chosen division with coordinates (its own or its parent's). */
export function chosenAreaOf(path: DivisionItem[], address: string) {
  const last = path[path.length - 1];
  const located = [...path].reverse().find((area) => area.lng !== null && area.lat !== null);
  if (!last || !located || located.lng === null || located.lat === null) return null;
  const name = path.slice(1).map((area) => area.name).join('') || last.name;
  return { name: name.slice(0, 60), address: address.trim(), lng: located.lng, lat: located.lat, adCode: last.code };
}

/** Why a form's chosen area cannot be sent (a message key), or null. */
function areaProblem(path: DivisionItem[]): string | null {
  if (path.length < 2) return 'goods.form.areaRequired';
  return chosenAreaOf(path, 'x') === null ? 'goods.form.areaNoPosition' : null;
}

/**
 * A route's two areas in a form (at least down to the city, with a position): the chosen paths,
 * each one's refusal once the form was checked, and the check.
 */
export function useRouteAreas(start?: { origin: DivisionItem[]; destination: DivisionItem[] } | null) {
  const [origin, setOrigin] = useState<DivisionItem[]>(start?.origin ?? []);
  const [destination, setDestination] = useState<DivisionItem[]>(start?.destination ?? []);
  const [checked, setChecked] = useState(false);
  const areaError = (path: DivisionItem[]) => {
    const problem = checked ? areaProblem(path) : null;
    return problem && t(problem);
  };
  const validate = () => {
    setChecked(true);
    return areaProblem(origin) === null && areaProblem(destination) === null;
  };
  return { origin, setOrigin, destination, setDestination, areaError, validate };
}

/**
 * The cascade's path (province, city, county) of a chosen area's code, to start a form on a saved
 * place; undefined while the levels load. A level the reference data does not have ends the path.
 */
export function useAreaPath(adCode: string): DivisionItem[] | undefined {
  const cityCode = `${adCode.slice(0, 4)}00`;
  const provinces = useAreas();
  const cities = useAreas(`${adCode.slice(0, 2)}0000`);
  const counties = useAreas(cityCode);
  const levels = [provinces, cities, counties].map((level) => (level.areas ?? (level.error ? [] : undefined)));
  if (levels.some((level) => level === undefined)) return undefined;
  const codes = [`${adCode.slice(0, 2)}0000`, cityCode, adCode].slice(0, adCode === cityCode ? 2 : 3);
  const path: DivisionItem[] = [];
  for (const [index, code] of codes.entries()) {
    const found = levels[index]?.find((area) => area.code === code);
    if (!found) break;
    path.push(found);
  }
  return path;
}
