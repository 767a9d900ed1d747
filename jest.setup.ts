import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Screens load lazily and read several calls before they show their controls; on a loaded CI
// machine (two cores, the server suites just before) that can take longer than the default 1 s
// a findBy* waits. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });
