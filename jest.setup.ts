import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { addCatalogue } from '@/lib/i18n';
import { everyCatalogue } from '@/__tests__/catalogues';
import { preloadToast } from '@/components/ui/ToastHost';

// Screens load lazily and read several calls before they show their controls; on a loaded CI
// machine (two cores, the server suites just before) that can take longer than the default 1 s
// a findBy* waits. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// Tests render screens directly, without the route loader that brings each domain's strings in
// the app; they see every catalogue. __tests__/components/catalogue.test.ts checks that each
// domain's loader names the catalogues its screens read.
Object.values(everyCatalogue()).forEach(addCatalogue);

// In the app the toast's look loads right after the first screen; tests start with it in place,
// so a toast shows in the same render that raises it.
beforeAll(() => preloadToast());
