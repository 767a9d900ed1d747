'use client';
import Button from '@mui/material/Button';
import { t } from '@/lib/i18n';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { navigate } from '@/components/router/history';
import { ArticleList } from './ArticleList';
import { NOTICE_PATH } from './paths';

/** News (`/pages/news/news`): the platform's published news, pinned first, newest next → noticeDetails. */
export default function ContentNewsScreen() {
  return (
    <PageScaffold>
      <ArticleList
        category="news"
        emptyMessage={t('content.news.empty')}
        emptyHint={t('content.news.emptyHint')}
        emptyAction={<Button variant="outlined" onClick={() => navigate(NOTICE_PATH)}>{t('content.notice.title')}</Button>}
      />
    </PageScaffold>
  );
}
