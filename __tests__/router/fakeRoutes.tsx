import { useState } from 'react';
import Button from '@mui/material/Button';
import { PageScaffold } from '@/components/ui/PageScaffold';
import { Link } from '@/components/router/Link';
import { useRoute } from '@/components/router/RouteContext';
import { createRouteTable } from '@/components/router/routeTable';
import type { ScreenRoute } from '@/components/router/types';

/** Shows its path and query, and links on to another screen. */
export function EchoScreen() {
  const { path, query } = useRoute();
  return (
    <PageScaffold title={`echo ${path}`}>
      <p>path={path}</p>
      <p>query={JSON.stringify(query)}</p>
      <Link to="/pages/y/y" query={{ b: '2' }}>
        to y
      </Link>
    </PageScaffold>
  );
}

/** A tab with state of its own, to see whether it survives a tab switch. */
function counterTab(name: string) {
  return function CounterTab() {
    const [count, setCount] = useState(0);
    return (
      <PageScaffold title={name}>
        <Button onClick={() => setCount((n) => n + 1)}>
          {name} count {count}
        </Button>
      </PageScaffold>
    );
  };
}

export function fakeRoutes(extra: ScreenRoute[] = []) {
  return createRouteTable([
    { path: '/', screen: EchoScreen, titleKey: 'share.title' },
    { path: '/pages/x/x', screen: EchoScreen, titleKey: 'share.title' },
    { path: '/pages/y/y', screen: EchoScreen, titleKey: 'share.title' },
    { path: '/pages/appIndex/bazaar', tab: 0, screen: counterTab('market'), titleKey: 'bazaar.title' },
    { path: '/pages/appIndex/mine', tab: 1, auth: true, screen: counterTab('mine'), titleKey: 'mine.title' },
    { path: '/pages/secret/secret', auth: true, screen: EchoScreen, titleKey: 'share.title' },
    ...extra,
  ]);
}
