/**
 * The word filter's list (docs/community.md "Word filter"): DATA, not code. A post or comment whose
 * normalised text holds one of these (normalised the same way: full-width folded, lower case,
 * spaces and separators inside removed) is refused with the word named. Kept short and on purpose:
 * fraud and illegal-trade phrases that show up on freight boards, gambling, drugs, weapons,
 * explicit words; add lines here (or ask for an operator-editable table when it must change without
 * a release).
 */
export const FILTERED_WORDS: readonly string[] = [
  // Fraud and illegal trade around freight.
  '代开发票',
  '出售发票',
  '假证',
  '办假证',
  '套牌',
  '卖车牌',
  '刷单',
  '洗钱',
  '高利贷',
  '裸贷',
  // Gambling.
  '赌博',
  '网赌',
  '博彩',
  '六合彩',
  // Drugs and weapons.
  '冰毒',
  '海洛因',
  '大麻',
  '毒品',
  '枪支',
  '迷药',
  // Explicit.
  '约炮',
  '色情',
  'fuck',
  // Contact-farming spam.
  '加微信领',
  '加v领',
];
