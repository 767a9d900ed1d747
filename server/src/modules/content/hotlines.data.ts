import { HOTLINE_SERVICES, type HotlineScope, type HotlineService } from '@/lib/contract';
import { PROVINCES } from '../../providers/maps/divisions.data';

/**
 * The hotlines every installation starts with (reference data, docs/content.md "Hotlines"). This
 * is DATA written for the product, to be checked by the operator before it goes live, not a
 * directory copied from a source: the national numbers are the public service numbers (12122, the
 * expressway customer service line each province's road operator answers; 12328, the transport
 * service supervision line; 122, the traffic police accident line), and each mainland province's
 * line is its expressway customer service centre reached on 12122. Operators add local numbers
 * (road operators' own lines, rescue companies) in the publishing console; a changed or removed
 * reference line is never put back by a restart (content.seed.ts).
 */
export interface HotlineSeed {
  seedCode: string;
  scope: HotlineScope;
  provinceCode: string | null;
  roadCode: string | null;
  roadName: string | null;
  name: string;
  phones: string[];
  services: HotlineService[];
  note: string;
  sort: number;
}

const ALL_SERVICES = [...HOTLINE_SERVICES];

const NATIONAL: HotlineSeed[] = [
  { seedCode: 'national-12122', scope: 'national', provinceCode: null, roadCode: null, roadName: null, name: '全国高速公路客服热线', phones: ['12122'], services: ALL_SERVICES, note: '高速公路救援、路况咨询、投诉建议，24小时服务', sort: 10 },
  { seedCode: 'national-12328', scope: 'national', provinceCode: null, roadCode: null, roadName: null, name: '交通运输服务监督电话', phones: ['12328'], services: ['complaint'], note: '交通运输服务投诉举报、咨询', sort: 20 },
  { seedCode: 'national-122', scope: 'national', provinceCode: null, roadCode: null, roadName: null, name: '道路交通事故报警', phones: ['122'], services: ['rescue'], note: '发生交通事故请立即报警，注意在车后150米外设置警示标志', sort: 30 },
];

/** Hong Kong, Macao and Taiwan run their own road systems: no mainland expressway line. */
const OUTSIDE_MAINLAND = new Set(['710000', '810000', '820000']);
/** 福建省 → 福建, 广西壮族自治区 → 广西: the short name a line's title uses. */
const shortName = (name: string) => name.replace(/(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, '');

const PROVINCE_LINES: HotlineSeed[] = PROVINCES.filter(([code]) => !OUTSIDE_MAINLAND.has(code)).map(([code, name]) => ({
  seedCode: `province-${code}`,
  scope: 'province',
  provinceCode: code,
  roadCode: null,
  roadName: null,
  name: `${shortName(name)}高速公路客服中心`,
  phones: ['12122'],
  services: ALL_SERVICES,
  note: `在${shortName(name)}境内拨打，由本省高速公路客服中心接听`,
  sort: 10,
}));

/** [province code, road code, road name, section] — main freight corridors, their provincial sections. */
const ROADS: [string, string, string, string][] = [
  ['350000', 'G15', '沈海高速', '福建段'],
  ['350000', 'G70', '福银高速', '福建段'],
  ['350000', 'G25', '长深高速', '福建段'],
  ['350000', 'G3', '京台高速', '福建段'],
  ['440000', 'G4', '京港澳高速', '广东段'],
  ['440000', 'G15', '沈海高速', '广东段'],
  ['430000', 'G4', '京港澳高速', '湖南段'],
  ['420000', 'G4', '京港澳高速', '湖北段'],
  ['410000', 'G4', '京港澳高速', '河南段'],
  ['130000', 'G4', '京港澳高速', '河北段'],
  ['320000', 'G2', '京沪高速', '江苏段'],
  ['370000', 'G2', '京沪高速', '山东段'],
  ['330000', 'G60', '沪昆高速', '浙江段'],
  ['360000', 'G60', '沪昆高速', '江西段'],
  ['510000', 'G5', '京昆高速', '四川段'],
  ['610000', 'G5', '京昆高速', '陕西段'],
];

const HIGHWAY_LINES: HotlineSeed[] = ROADS.map(([provinceCode, roadCode, roadName, section]) => ({
  seedCode: `highway-${provinceCode}-${roadCode}`,
  scope: 'highway',
  provinceCode,
  roadCode,
  roadName,
  name: `${roadCode} ${roadName}${section}客服`,
  phones: ['12122'],
  services: ALL_SERVICES,
  note: `${roadName}${section}救援、路况请拨12122，说明路段桩号和行驶方向`,
  sort: 10,
}));

export const REFERENCE_HOTLINES: readonly HotlineSeed[] = [...NATIONAL, ...PROVINCE_LINES, ...HIGHWAY_LINES];
