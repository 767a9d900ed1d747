'use client';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { ArticleList } from './ArticleList';
import { HOTLINE_PATH } from './paths';

/** Notices (`/pages/notice/notice`): platform notices with unread marks and 全部已读 → noticeDetails. */
export default function ContentNoticeScreen() {
  return (
    <PageScaffold>
      <ArticleList
        category="notice"
        emptyMessage={t('content.notice.empty')}
        emptyHint={t('content.notice.emptyHint')}
        emptyAction={<Button variant="outlined" onClick={() => navigate(HOTLINE_PATH)}>{t('content.goHotlines')}</Button>}
      />
    </PageScaffold>
  );
}
