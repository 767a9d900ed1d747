/** Offline marking of stored content, kept photos, and the toll-station kiosk. */
const entries: Record<string, [string, string]> = {
  'offline.stale': ['离线 · {date} 更新（{age}）', 'Offline · updated {date} ({age})'],
  'offline.date': ['{month}月{day}日 {time}', '{day}/{month} {time}'],
  'offline.nothingSaved': [
    '当前没有网络，这个页面还没有保存离线内容。请在有信号时打开一次，之后没有信号也能查看。',
    'No network, and nothing of this screen is saved on this phone yet. Open it once with signal; after that it shows without signal too.',
  ],
  'offline.noNetwork': ['当前没有网络，联网后自动更新', 'No network: this updates once the network is back'],
  'offline.retry': ['重试', 'Try again'],
  'waybill.photo.kept': ['已存手机，联网后上传', 'On the phone, uploads with signal'],
};

export const offline = {
  'zh-CN': Object.fromEntries(Object.entries(entries).map(([key, [zh]]) => [key, zh])) as Record<string, string>,
  en: Object.fromEntries(Object.entries(entries).map(([key, [, en]]) => [key, en])) as Record<string, string>,
};
